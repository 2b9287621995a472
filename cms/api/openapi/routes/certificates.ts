/**
 * Certificates of authenticity: cms/api/user/certificates.ts (the buyer's and the seller's PDFs)
 * and cms/api/public/verify.ts (what a certificate certifies, for anyone with its number).
 */
import { z } from 'zod'
import { ImageSetSchema } from '../../../../shared/api-schemas'
import { CERTIFICATE_MESSAGES, CERTIFICATE_STATES } from '../../../../shared/certificates'
import { RATE_LIMITS } from '../../../../shared/constants'
import { E, type RouteDoc } from '../types'

const pdf = { status: 200, description: 'The certificate as a one-page A4 PDF (an attachment).', contentType: 'application/pdf' }
const lineParams = z.object({
  orderId: z.string().min(1).describe("The order's `_id` (as in purchases and sales)."),
  lineId: z.string().min(1).describe("The order line's `lineId` (each item of an order has one)."),
})
const noCertificate = {
  status: 404,
  description: `\`${CERTIFICATE_MESSAGES.noCertificate}\` (not sold, not issued yet, or not the caller's).`,
}

export const VerificationSchema = z.object({
  number: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  revokedAt: z.string().nullable().describe('ISO date and time; null while valid.'),
  soldAt: z.string().describe('When the sale was paid (the page shows its month and year).'),
  work: z.object({
    title: z.string(),
    artistName: z.string(),
    artistHref: z.string().nullable(),
    workHref: z.string().nullable(),
    year: z.string().nullable(),
    mediumOnMaterial: z.string(),
    dimensions: z.object({ inches: z.string(), cm: z.string() }).nullable(),
    edition: z.string().nullable(),
    image: ImageSetSchema.nullable(),
  }),
  supersedes: z.string().nullable().describe('The number of the earlier certificate of the same work, for a resale.'),
})

export const CERTIFICATE_ROUTES: RouteDoc[] = [
  {
    tag: 'Member area',
    caller: 'member',
    method: 'get',
    path: '/api/user/orders/:orderId/certificates/:lineId',
    summary: "The buyer's certificate of authenticity of one work",
    description:
      'The certificate issued when the order was paid: the work, its artist, medium, size in inches and centimetres, edition, date of sale, the buyer’s name if they chose it, the number, the verify address and its QR code; marked revoked when the sale was undone. Staff get any.',
    params: lineParams,
    success: pdf,
    errors: [E.unauthorized, noCertificate],
  },
  {
    tag: 'Member area',
    caller: 'seller',
    method: 'get',
    path: '/api/admin/sales/:orderId/certificates/:lineId',
    summary: "The seller's copy of a certificate, to print for the box",
    description: 'The same certificate, for the seller of that line only (never another seller’s line of the same order).',
    params: lineParams,
    success: pdf,
    errors: [E.unauthorized, noCertificate],
  },
  {
    tag: 'Public',
    caller: 'anyone',
    optionalAuth: true,
    method: 'get',
    path: '/api/verify/:number',
    summary: 'Verify a certificate of authenticity',
    description:
      'What the certificate certifies (the work, its artist, the sale’s date) and whether it stands: `valid`, or `revoked` with its date. Nothing about the buyer, ever. Any case and spaces are forgiven in the number. Not cached.',
    params: z.object({ number: z.string().describe('KALA- and four groups of four characters, e.g. KALA-7K3M-Q9TD-2HXW-8PRN.') }),
    success: { status: 200, description: 'The certificate.', schema: z.object({ certificate: VerificationSchema }) },
    errors: [
      { status: 404, description: `\`${CERTIFICATE_MESSAGES.unknownNumber}\`` },
      E.rateLimited(`${RATE_LIMITS.verify.limit} per ${RATE_LIMITS.verify.minutes} minutes per network or account`),
    ],
  },
]

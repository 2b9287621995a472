/**
 * Offers (issue 21, part 3): cms/api/admin/offers.ts. Someone else's offer is not found (404).
 * Amounts are whole rupees; checkout charges the agreed amount of an accepted offer (see POST
 * /api/rp-create-order).
 */
import { z } from 'zod'
import { makeOfferSchema, OFFER_MESSAGES as M, OFFER_STATUSES, offerMoveSchema } from '../../../../shared/offers'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'Member area', caller: 'member' } as const

const OfferSchema = z.object({
  _id: z.string(),
  artworkId: z.string(),
  title: z.string(),
  work: z
    .object({
      slug: z.string(),
      artistSlug: z.string().nullable(),
      uploadedBy: z.string(),
      image: z.string().nullable(),
      artistName: z.string(),
      price: z.number().nullable(),
    })
    .nullable()
    .describe('The work as the list shows it (its page, a card image, its artist, its listed price in rupees); null in a move’s answer.'),
  side: z.enum(['buyer', 'seller']).describe('Whether the reader made the offer or received it.'),
  status: z.enum(OFFER_STATUSES),
  amount: z.number().describe('Rupees offered.'),
  counterAmount: z.number().nullable().describe('The seller’s counter-offer, in rupees.'),
  agreedAmount: z.number().nullable().describe('The accepted price, in rupees: what checkout charges.'),
  expiresAt: z.string().nullable().describe('72 hours after the last move; once accepted, the end of the 24-hour hold.'),
  orderId: z.string().nullable().describe('The checkout holding the work once accepted.'),
  moves: z.array(z.object({ move: z.string(), by: z.string(), amount: z.number().nullable(), at: z.string() })),
  createdAt: z.string(),
})
const answer = (text: string) => messageOf(text).extend({ offer: OfferSchema })
const notYours = { status: 404, description: `\`${M.notFound}\` (also another member's offer).` }
const moveErrors = [
  ...jsonBodyErrors,
  E.unauthorized,
  notYours,
  { status: 403, description: `\`${M.notYourMove}\` (the seller answers an open offer; the buyer answers a counter or withdraws).` },
  { status: 409, description: `\`${M.closed}\` or \`${M.expired}\`.` },
]

const move = (action: string, summary: string, description: string, message: string, extra: RouteDoc['errors'] = []): RouteDoc => ({
  ...member,
  method: 'post',
  path: `/api/admin/offers/:id/${action}`,
  summary,
  description,
  params: idParams('offer'),
  body: offerMoveSchema,
  success: { status: 200, description: `Done. \`message\`: \`${message}\``, schema: answer(message) },
  errors: [...moveErrors, ...extra],
})

export const OFFER_ROUTES: RouteDoc[] = [
  {
    ...member,
    method: 'get',
    path: '/api/admin/offers',
    summary: "The member's offers, received and made",
    description:
      'Received: offers on the member’s works. Made: the member’s own offers. Last changed first. The work’s floor is never in them.',
    success: {
      status: 200,
      description: 'The offers.',
      schema: z.object({ received: z.array(OfferSchema), made: z.array(OfferSchema) }),
    },
    errors: [E.unauthorized],
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/offers',
    summary: 'Make an offer on a work',
    description: `The work must take offers and be for sale now. One live offer per buyer per work. An amount below the seller's floor is declined at once (status \`declined\`, \`message\`: \`${M.belowFloor}\`).`,
    body: makeOfferSchema,
    success: { status: 201, description: `Sent. \`message\`: \`${M.made}\` (or the floor's sentence).`, schema: answer(M.made) },
    errors: [
      ...jsonBodyErrors,
      E.unauthorized,
      { status: 404, description: `\`${M.unavailable}\` (no such work, or one that is not public).` },
      {
        status: 409,
        description: `\`${M.ownWork}\`, \`${M.sold}\`, \`${M.reserved}\`, \`${M.unavailable}\`, \`${M.notAccepting}\` or \`${M.alreadyOpen}\`.`,
      },
    ],
  },
  move(
    'accept',
    'Accept an offer or a counter-offer',
    'The seller accepts an open offer, or the buyer a counter. The work is held for the buyer for 24 hours at the agreed price.',
    M.accepted,
    [{ status: 409, description: `\`${M.holdLost}\`` }],
  ),
  move('decline', 'Decline an offer or a counter-offer', 'The seller declines an open offer, or the buyer a counter.', M.declined),
  move(
    'counter',
    'Counter an offer',
    'The seller answers an open offer with a higher `amount` (rupees); the buyer has 72 hours to answer.',
    M.countered,
    [{ status: 400, description: `\`${M.counterNotLower}\`` }],
  ),
  move('withdraw', 'Withdraw an offer', 'The buyer withdraws their open or countered offer.', M.withdrawn),
]

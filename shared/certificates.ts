/**
 * Certificates of authenticity (cms/certificates/): the number's shape, where the member area and
 * the public verify page fetch them, how a work's size is printed in both units, and every text
 * around them (the PDF, the verify page, the provenance line, the checkout's choice).
 */
import type { ImageSet } from './api-types'
import { onFirstUse } from './onFirstUse'

/** Characters of a certificate number: no 0/O, 1/I/L, so a number read off paper is typed right. */
export const CERTIFICATE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
/** KALA- and four groups of four: some 79 bits, drawn from a crypto source (cms/certificates/number.ts). */
export const CERTIFICATE_GROUPS = 4
export const CERTIFICATE_GROUP_LENGTH = 4
export const CERTIFICATE_PREFIX = 'KALA-'
const GROUP = `[${CERTIFICATE_ALPHABET}]{${CERTIFICATE_GROUP_LENGTH}}`
export const CERTIFICATE_NUMBER_PATTERN = new RegExp(`^KALA(?:-${GROUP}){${CERTIFICATE_GROUPS}}$`)

/**
 * A number as typed or scanned, in its stored form ('kala-7k3m-…' → 'KALA-7K3M-…'); null when it
 * cannot be one (the verify API answers 404 without a lookup).
 */
export function normaliseCertificateNumber(raw: string): string | null {
  const upper = raw.trim().toUpperCase().replace(/\s+/g, '')
  return CERTIFICATE_NUMBER_PATTERN.test(upper) ? upper : null
}

export const CERTIFICATE_STATES = ['valid', 'revoked'] as const
export type CertificateState = (typeof CERTIFICATE_STATES)[number]

/** The handbook every buyer is pointed to (a learning-hub guide with this slug, kept out of the hub's list). */
export const HANDBOOK_SLUG = 'collectors-handbook'

/** Where the member area and the verify page fetch certificates (cms/api/user/certificates.ts, cms/api/public/verify.ts). */
export const CERTIFICATE_API = {
  /** The buyer's certificate of one line of their order. */
  order: (orderId: string, lineId: string) => `/api/user/orders/${encodeURIComponent(orderId)}/certificates/${encodeURIComponent(lineId)}`,
  /** The seller's copy, to put in the box. */
  sale: (orderId: string, lineId: string) => `/api/admin/sales/${encodeURIComponent(orderId)}/certificates/${encodeURIComponent(lineId)}`,
  /** Public: what a certificate certifies, and whether it still stands. */
  verify: (number: string) => `/api/verify/${encodeURIComponent(number)}`,
}

/** The PDF's file name: 'Kala-certificate-KALA-7K3M-….pdf'. */
export const certificateFileName = (number: string): string => `Kala-certificate-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`

const CM_PER_INCH = 2.54
const oneDecimal = onFirstUse<number>(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }))

/**
 * A work's size in inches and in centimetres, width × height (× depth) as the work's page gives
 * it, so the certificate and the page read alike; null when width or height is not known.
 */
export function dimensionsInBothUnits(
  width: number | null | undefined,
  height: number | null | undefined,
  depth?: number | null,
): { inches: string; cm: string } | null {
  if (!width || !height) return null
  const sides = [width, height, ...(depth ? [depth] : [])]
  return {
    inches: `${sides.map((s) => oneDecimal.format(s)).join(' × ')} in`,
    cm: `${sides.map((s) => oneDecimal.format(s * CM_PER_INCH)).join(' × ')} cm`,
  }
}

/** 'Impression 2/25' when the impression is known, else 'Limited edition of 25'; null for an original or an open edition. */
export function editionLine(
  kind: string | null | undefined,
  size: number | null | undefined,
  number: number | null | undefined,
): string | null {
  if (kind !== 'limited') return kind === 'open' ? 'Open edition' : null
  if (size && number) return `Impression ${number}/${size}`
  return size ? `Limited edition of ${size}` : 'Limited edition'
}

/** 'November 2026' (the provenance line and the verify page: month and year only). */
export const monthYear = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** '3 December 2026'. */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** What GET /api/verify/:number answers: the work and the certificate's state, never anything about the buyer. */
export type CertificateVerification = {
  number: string
  state: CertificateState
  /** ISO; null while valid. */
  revokedAt: string | null
  /** ISO date of the sale (the page shows its month and year). */
  soldAt: string
  work: {
    title: string
    artistName: string
    /** The artist's page, when they have one on Kala. */
    artistHref: string | null
    /** The work's page, while it is public. */
    workHref: string | null
    year: string | null
    mediumOnMaterial: string
    dimensions: { inches: string; cm: string } | null
    edition: string | null
    image: ImageSet | null
  }
  /** The earlier certificate of the same work, when this one came with a resale. */
  supersedes: string | null
}

/** The provenance line of a sold work's page (the artwork API's `provenance`). */
export type Provenance = { number: string; soldAt: string }

export const CERTIFICATE_MESSAGES = {
  title: 'Certificate of Authenticity',
  download: 'Certificate of authenticity',
  sellerCopy: 'Print certificate',
  noCertificate: 'There is no certificate for this work.',
  unknownNumber:
    'We have no certificate with this number. Please check it against the printed certificate: letters and digits, in four groups of four after KALA-.',
  valid: 'Valid',
  revokedOn: (iso: string) => `Revoked on ${longDate(iso)}`,
  validExplained: 'This certificate was issued by Kala for the work below, sold through Kala, and it still stands.',
  revokedExplained:
    'The sale this certificate was issued for was undone (cancelled, refunded or returned), so it no longer certifies an owner of this work.',
  provenance: (p: Provenance) => `Sold through Kala, ${monthYear(p.soldAt)}, certificate ${p.number}`,
  nameChoice: 'Print my name on the certificate of authenticity',
  nameChoiceHint: (name: string) =>
    `Each work comes with a certificate of authenticity. Tick this to have it name you (${name}, the name on the address above); leave it to keep the certificate anonymous.`,
  verifyHeading: 'Verify a certificate',
  verifyIntro:
    'Every work sold through Kala comes with a certificate of authenticity. Type its number to see what it certifies and whether it still stands.',
  verifyLabel: 'Certificate number',
  verifyButton: 'Verify',
  verifyMalformed: 'A certificate number reads KALA- and four groups of four letters and digits, e.g. KALA-7K3M-Q9TD-2HXW-8PRN.',
  handbook: "The collector's handbook",
  handbookLink: "Read the collector's handbook",
  handbookBlurb: 'Caring for your work, framing it, insuring it in India, and checking its certificate.',
  replaces: (number: string) => `Replaces certificate ${number}, from an earlier sale of this work.`,
} as const

/** The words printed on the certificate (cms/certificates/pdf.ts). */
export const CERTIFICATE_LABELS = {
  artist: 'Artist',
  title: 'Title',
  year: 'Year',
  medium: 'Medium',
  dimensions: 'Dimensions',
  edition: 'Edition',
  dateOfSale: 'Date of sale',
  collector: 'Collector',
  number: 'Certificate number',
  verify: 'Verify this certificate',
  signature: "Artist's signature",
  replaces: 'Replaces',
  statement: (artist: string) =>
    `Kala certifies that the work described here is an original work by ${artist}, sold through Kala by its artist or the artist's representing gallery.`,
  verifyNote: 'Scan the code or type the address to see this certificate as Kala holds it today.',
  revoked: 'REVOKED',
  revokedNote: (date: string) => `This certificate was revoked on ${date}: the sale it was issued for was undone.`,
  handbook: "Caring for your work: the collector's handbook at",
} as const

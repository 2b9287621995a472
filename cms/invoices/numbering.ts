/**
 * Invoice numbers: one gap-free series per supplier per financial year (April to March), as GST's
 * invoice rules ask (Rule 46(b): consecutive, unique for the financial year, at most 16
 * characters of letters, digits, '-' and '/').
 *
 * The printed number is `<supplier>/<year>/<sequence>`: `KALA/26-27/0001` for Kala's fee invoices,
 * `S12/26-27/0001` for the seller whose account is 12. The supplier comes first so two suppliers'
 * numbers never look alike in support mail; the year is the short '26-27' to stay within 16
 * characters. The series itself is keyed by the supplier's full id (`slot` =
 * `<supplier id>:<year>:<sequence>`, unique), so even a shortened code could not merge two series.
 *
 * Gap-free and unique under concurrent sales on every database: the next number is the series'
 * highest plus one, written together with the invoice in one insert whose `slot` is unique. Two
 * sales that pick the same number race on that insert: one invoice gets it, the other's insert is
 * refused and it tries the next number. A number therefore exists only as an invoice, and no
 * invoice is ever deleted (collections/Invoices.ts), so the series has no holes.
 */
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import type { Invoice } from '../../payload-types'
import type { Draft, InvoiceSnapshot } from './snapshot'

/** Kala's own series; a seller's is their user id. */
export const KALA_SUPPLIER = 'kala'
const ATTEMPTS = 25

/** 'KALA', or 'S' and the seller's id (its last six characters where ids are long, as on MongoDB). */
export function supplierCode(supplierKey: string): string {
  if (supplierKey === KALA_SUPPLIER) return 'KALA'
  return `S${/^\d+$/.test(supplierKey) ? supplierKey : supplierKey.slice(-6).toUpperCase()}`
}

/** '2026-27' → '26-27'. */
const shortYear = (financialYear: string) => financialYear.slice(2)

export const invoiceNumber = (supplierKey: string, financialYear: string, sequence: number): string =>
  `${supplierCode(supplierKey)}/${shortYear(financialYear)}/${String(sequence).padStart(4, '0')}`

export type Issue = {
  key: string
  supplierKey: string
  draft: Draft
  order: number | string
  seller: number | string
  supplierUser: number | string | null
  recipientUser: number | string | null
}

async function byKey(payload: Payload, key: string): Promise<Invoice | null> {
  const { docs } = await payload.find({ collection: 'invoices', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

async function nextSequence(payload: Payload, series: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { series: { equals: series } },
    sort: '-sequence',
    limit: 1,
    select: { sequence: true },
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0]?.sequence ?? 0) + 1
}

/**
 * A refusal of only the unique fields: another invoice holds this number or this key. (The
 * adapters name the field of a unique violation; one they could not name can only be one of
 * these two, the collection's only unique fields.)
 */
const takenByAnother = (error: ValidationError): boolean =>
  error.data.errors.length > 0 && error.data.errors.every((e) => !e.path || e.path === 'slot' || e.path === 'key')

/** Stores the invoice under its key with the next number of its series (see above); answers the stored one. */
export async function storeNumbered(payload: Payload, issue: Issue): Promise<Invoice> {
  const series = `${issue.supplierKey}:${issue.draft.financialYear}`
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const existing = await byKey(payload, issue.key)
    if (existing) return existing
    const sequence = await nextSequence(payload, series)
    const number = invoiceNumber(issue.supplierKey, issue.draft.financialYear, sequence)
    const snapshot: InvoiceSnapshot = { ...issue.draft, number }
    try {
      return await payload.create({
        collection: 'invoices',
        data: {
          key: issue.key,
          number,
          series,
          sequence,
          slot: `${series}:${sequence}`,
          kind: issue.draft.kind,
          documentType: issue.draft.documentType,
          order: issue.order as number,
          seller: issue.seller as number,
          supplierUser: (issue.supplierUser ?? undefined) as number | undefined,
          recipientUser: (issue.recipientUser ?? undefined) as number | undefined,
          issuedAt: issue.draft.issuedAt,
          totalPaise: snapshot.totals.totalPaise,
          snapshot,
        },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // The number (or this very invoice) was taken by a concurrent issue: look again. Any other
      // refusal is a fault of the invoice itself, and retrying would only hide it.
      if (!(error instanceof ValidationError) || !takenByAnother(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)))
    }
  }
  throw new Error(`Could not number invoice ${issue.key} after ${ATTEMPTS} attempts.`)
}

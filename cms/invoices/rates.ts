/**
 * GST rates as data (collections/TaxRates.ts): the opening table written once at start-up, and
 * the row in force for a category at a moment, read through the Local API so it answers the same
 * on every database.
 */
import type { Payload } from 'payload'
import { basisPointsOf } from '../../shared/fees'
import { TAX_RATE_SEEDS, type TaxSubject } from '../../shared/invoices'
import { createOnce } from '../db/createOnce'

export type TaxRateInForce = { hsn: string; rateBasisPoints: number; effectiveFrom: string }

/**
 * Writes the opening rows that are missing (shared/invoices.ts), each under its key
 * (category@moment), so it is safe on every start and from two instances at once.
 */
export async function ensureDefaultTaxRates(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({ collection: 'tax-rates', select: { key: true }, pagination: false, depth: 0, overrideAccess: true })
  const have = new Set(docs.map((d) => d.key))
  let added = 0
  for (const seed of TAX_RATE_SEEDS) {
    const key = `${seed.subject}@${new Date(seed.effectiveFrom).toISOString()}`
    if (have.has(key) || Date.parse(seed.effectiveFrom) > now.getTime()) continue
    // Another instance starting at the same time may have written it (the key is unique): the same row.
    if ((await createOnce(payload, 'tax-rates', { ...seed, key }, 'key')).created) added++
  }
  return added
}

/** The rows in force at `at` for these categories: each one's latest row from on or before `at`. */
export async function taxRatesAt(payload: Payload, subjects: readonly TaxSubject[], at: Date): Promise<Map<TaxSubject, TaxRateInForce>> {
  const { docs } = await payload.find({
    collection: 'tax-rates',
    where: { and: [{ effectiveFrom: { less_than_equal: at.toISOString() } }, { subject: { in: [...new Set(subjects)] } }] },
    sort: '-effectiveFrom',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rates = new Map<TaxSubject, TaxRateInForce>()
  for (const d of docs) {
    const subject = d.subject as TaxSubject
    if (!rates.has(subject)) rates.set(subject, { hsn: d.hsn, rateBasisPoints: basisPointsOf(d.percent), effectiveFrom: d.effectiveFrom })
  }
  return rates
}

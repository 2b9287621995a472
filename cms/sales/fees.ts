/**
 * Which of Kala's fee rates (collections/FeeRates.ts) is in force for a seller at a moment, read
 * through the Local API so it answers the same on every database. The payment's confirmation
 * (orderMachine.ts, portable/orderMachine.ts) stores the answer on each order item.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { FeeRate, Order } from '../../payload-types'
import { basisPointsOf, INITIAL_FEE_FROM, INITIAL_FEE_PERCENT, paiseOf, split } from '../../shared/fees'
import { idOf, idOrNull } from '../../shared/idOf'

export type RateInForce = { basisPoints: number; effectiveFrom: string; own: boolean }

/** Makes the first default rate when there is no default at all (a new shop; MongoDB has no data migrations). */
export async function ensureDefaultFeeRate(payload: Payload): Promise<void> {
  const any = await payload.count({ collection: 'fee-rates', where: { seller: { exists: false } }, overrideAccess: true })
  if (any.totalDocs > 0) return
  try {
    await payload.create({
      collection: 'fee-rates',
      data: { percent: INITIAL_FEE_PERCENT, effectiveFrom: INITIAL_FEE_FROM, note: "Kala's opening rate." },
      overrideAccess: true,
    })
  } catch (error) {
    // Another instance starting at the same time made it (the key is unique): that is the same row.
    const again = await payload.count({ collection: 'fee-rates', where: { seller: { exists: false } }, overrideAccess: true })
    if (again.totalDocs === 0) throw error
  }
}

/** The rates in force at `at` for these sellers: each seller's own latest, else the default's latest. */
export async function ratesAt(
  payload: Payload,
  sellerIds: readonly string[],
  at: Date,
  req?: Partial<PayloadRequest>,
): Promise<Map<string, RateInForce>> {
  const found = await payload.find({
    collection: 'fee-rates',
    where: {
      and: [
        { effectiveFrom: { less_than_equal: at.toISOString() } },
        { or: [{ seller: { exists: false } }, { seller: { in: [...sellerIds] } }] },
      ],
    },
    sort: '-effectiveFrom',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const latest = (seller: string | null): FeeRate | undefined => found.docs.find((d) => idOrNull(d.seller) === seller)
  const fallback = latest(null)
  const rates = new Map<string, RateInForce>()
  for (const seller of sellerIds) {
    const own = latest(seller)
    const rate = own ?? fallback
    // No default at all cannot happen after start-up (ensureDefaultFeeRate); were it so, no fee is taken rather than a guessed one.
    rates.set(
      seller,
      rate
        ? { basisPoints: basisPointsOf(rate.percent), effectiveFrom: rate.effectiveFrom, own: Boolean(own) }
        : { basisPoints: 0, effectiveFrom: at.toISOString(), own: false },
    )
  }
  return rates
}

export type ItemFee = { itemId: string; basisPoints: number; feePaise: number }

/** Each item's fee at the moment of payment. */
export async function itemFees(payload: Payload, order: Pick<Order, 'items'>, at: Date, req?: Partial<PayloadRequest>): Promise<ItemFee[]> {
  const items = order.items ?? []
  const rates = await ratesAt(payload, [...new Set(items.map((i) => idOf(i.seller)))], at, req)
  return items.map((item) => {
    const basisPoints = rates.get(idOf(item.seller))?.basisPoints ?? 0
    return { itemId: String(item.id), basisPoints, feePaise: split(paiseOf(item.price), basisPoints).fee }
  })
}

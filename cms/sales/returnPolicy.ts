/**
 * The return policy in force for each line of an order at the moment of payment: the work's own,
 * else its seller's (shared/returnPolicy.ts). Stored on the line with Kala's fee, in the same
 * transaction or write (cms/sales/orderMachine.ts, portable/orderMachine.ts), never recomputed.
 */
import type { Payload } from 'payload'
import type { Order } from '../../payload-types'
import { idOf } from '../../shared/idOf'
import { effectiveReturnDays, type ReturnDays } from '../../shared/returnPolicy'

/** Each line's policy in days, by line id. */
export async function itemReturnDays(payload: Payload, order: Pick<Order, 'items'>): Promise<Map<string, ReturnDays>> {
  const items = order.items ?? []
  const artworkIds = [...new Set(items.map((i) => idOf(i.artwork)))]
  const sellerIds = [...new Set(items.map((i) => idOf(i.seller)))]
  const [works, sellers] = await Promise.all([
    payload.find({
      collection: 'artworks',
      where: { id: { in: artworkIds } },
      select: { returnDays: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'users',
      where: { id: { in: sellerIds } },
      select: { returnDays: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const workDays = new Map(works.docs.map((w) => [String(w.id), w.returnDays]))
  const sellerDays = new Map(sellers.docs.map((u) => [String(u.id), u.returnDays]))
  return new Map(items.map((i) => [String(i.id), effectiveReturnDays(workDays.get(idOf(i.artwork)), sellerDays.get(idOf(i.seller)))]))
}

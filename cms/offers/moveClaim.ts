/**
 * One move at a time on an offer. Two moves racing on the same offer (the seller's double click on
 * Accept, the seller accepting while the buyer withdraws, the expiry sweep meanwhile) would each
 * read the offer as open and each act on it: two holds, or a hold on a withdrawn offer. So each
 * move first claims the offer's version (its id and how many moves it has had) in
 * `rate-limit-counters`, whose first hit of a key every adapter makes exactly once (an atomic
 * upsert on SQLite and PostgreSQL, a create against the unique key on MongoDB), as the jobs queue
 * claims its ticks (cms/sales/queueTick.ts). The loser is told the offer changed; a move that
 * fails gives its claim back so it can be tried again.
 */
import type { Options } from 'express-rate-limit'
import type { Payload } from 'payload'
import type { Offer } from '../../payload-types'
import { DatabaseRateLimitStore } from '../api/rateLimitStore'

/** A version's claim outlives any move made under it; the store's clean-up deletes it after. */
const CLAIM_MS = 10 * 60_000

const stores = new WeakMap<Payload, DatabaseRateLimitStore>()

function storeOf(payload: Payload): DatabaseRateLimitStore {
  let store = stores.get(payload)
  if (!store) {
    store = new DatabaseRateLimitStore(payload, 'offer-move')
    store.init({ windowMs: CLAIM_MS } as Options)
    stores.set(payload, store)
  }
  return store
}

/**
 * Runs `move` if this caller is the first to claim the offer as it was read; null when another
 * move claimed it first. The claim is given back when `move` throws.
 */
export async function withMoveClaim<T>(payload: Payload, offer: Offer, move: () => Promise<T>): Promise<{ done: T } | null> {
  const store = storeOf(payload)
  const key = `${offer.id}:${offer.history?.length ?? 0}`
  if ((await store.increment(key)).totalHits !== 1) return null
  try {
    return { done: await move() }
  } catch (error) {
    await store.resetKey(key)
    throw error
  }
}

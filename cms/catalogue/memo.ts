/**
 * A small per-process memo with a short time to live, for values that cost a scan to compute and
 * are harmless when a few seconds old: the total behind a listing's "Showing 1 - 12 of N works"
 * (a count over every matching row, where the page itself reads 12 index entries), the likes and
 * works per artist behind the top lists. Each server instance keeps its own and needs no other's
 * (README.md, "Scaling out": caches are short-lived).
 *
 * Keys that must follow writes at once carry the catalogue's version (the newest `updated_at` and
 * the highest id of artworks, two index lookups): a new or edited artwork then changes the key, so
 * "N works" is exact after any write through Payload, on every instance, and the TTL only bounds
 * how long a deletion or a write made outside Payload goes unnoticed.
 */
import type { Payload } from 'payload'
import { BoundedStore, type Expiring } from './boundedStore'

export const MEMO_TTL_MS = 10_000
const MAX_ENTRIES = 2000

type Entry = { value: Promise<unknown>; expires: number }
const stores = new WeakMap<Payload, Map<string, Entry>>()

/** The memoised value for `key`, computed by `compute` when missing or older than the TTL. */
export function memo<T>(payload: Payload, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let store = stores.get(payload)
  if (!store) {
    store = new Map()
    stores.set(payload, store)
  }
  const hit = store.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  if (store.size >= MAX_ENTRIES) {
    for (const [k, e] of store) if (e.expires <= now) store.delete(k)
    if (store.size >= MAX_ENTRIES) store.clear()
  }
  const value = compute()
  const entries = store
  entries.set(key, { value, expires: now + MEMO_TTL_MS })
  // A failure is not remembered (the caller sees it and handles it).
  value.catch(() => entries.delete(key))
  return value
}

const namedStores = new WeakMap<Payload, Map<string, BoundedStore<Expiring>>>()

/** A bounded store of this process's, for this Payload, that `forget` empties too (the visitor cache's, the rendered pages'). */
export function namedStore<T extends Expiring>(payload: Payload, name: string, limits: BoundedStore<T>['limits']): BoundedStore<T> {
  let byName = namedStores.get(payload)
  if (!byName) {
    byName = new Map()
    namedStores.set(payload, byName)
  }
  let store = byName.get(name)
  if (!store) {
    store = new BoundedStore<T>(limits)
    byName.set(name, store)
  }
  return store as BoundedStore<T>
}

/**
 * Forgets everything this process remembered for this Payload: after a write the catalogue's
 * version cannot see (a deletion, SQL run by hand, a rebuilt search index).
 */
export function forget(payload: Payload): void {
  stores.get(payload)?.clear()
  for (const store of namedStores.get(payload)?.values() ?? []) store.clear()
}

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
/** Counts and small aggregates: their number binds, their bytes are next to nothing. */
const MEMO_LIMITS = { entries: 2000, bytes: Number.MAX_SAFE_INTEGER }

type Entry = { value: Promise<unknown>; expires: number }

/** The memoised value for `key`, computed by `compute` when missing or older than the TTL. */
export function memo<T>(payload: Payload, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const store = namedStore<Entry>(payload, 'memo', MEMO_LIMITS)
  const hit = store.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const entry: Entry = { value: compute(), expires: now + MEMO_TTL_MS }
  store.set(key, entry, 0, now)
  // A failure is not remembered (the caller sees it and handles it).
  entry.value.catch(() => store.get(key) === entry && store.delete(key))
  return entry.value as Promise<T>
}

const namedStores = new WeakMap<Payload, Map<string, BoundedStore<Expiring>>>()

/** A bounded store of this process's, for this Payload, that `forget` empties (the memo's, the visitor cache's, the rendered pages'). */
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
  for (const store of namedStores.get(payload)?.values() ?? []) store.clear()
}

/**
 * Every cached copy of an artwork, changed at once. An artwork appears in many answers (shop
 * pages, infinite lists, the detail page and its related works, top lists, the artwork of the
 * day, collections, exhibitions); a change made here (a like now, a sale state later) reaches
 * all of them, so no screen shows a stale copy. The walk is structural: any object in a cached
 * answer with the artwork's `_id` and an artwork's shape is patched, whatever the answer's shape.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Artwork } from '@shared/api-types'

type Patch = (artwork: Artwork) => Artwork

const isArtwork = (value: object, id: string): value is Artwork =>
  (value as { _id?: unknown })._id === id && 'imageUrls' in value && 'hasLiked' in value

/** A copy of `data` with the artwork patched; the same reference when it holds no such artwork. */
export function patchArtworkIn<T>(data: T, id: string, patch: Patch): T {
  if (Array.isArray(data)) {
    let changed = false
    const next = data.map((item: unknown) => {
      const patched = patchArtworkIn(item, id, patch)
      if (patched !== item) changed = true
      return patched
    })
    return (changed ? next : data) as T
  }
  if (data === null || typeof data !== 'object') return data
  if (isArtwork(data, id)) return patch(data) as T
  let changed = false
  const next: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    const patched = patchArtworkIn(value, id, patch)
    if (patched !== value) changed = true
    next[key] = patched
  }
  return (changed ? next : data) as T
}

/**
 * Where cached answers hold artworks: the public ones, and the member's own lists of works they
 * liked (the favourites screen, the buyer's dashboard).
 */
export const ARTWORK_SCOPES = [['public'], ['admin', 'likes'], ['admin', 'dashboard']] as const

/** Patches the artwork in every cached answer that may hold it (ARTWORK_SCOPES). */
export function patchCachedArtwork(queryClient: QueryClient, id: string, patch: Patch): void {
  for (const queryKey of ARTWORK_SCOPES) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => (data === undefined ? data : patchArtworkIn(data, id, patch)))
  }
}

/**
 * Cancels the fetches in flight of the answers that hold the artwork, so that one landing after an
 * optimistic change does not put the old state back. Other answers (a page loading elsewhere) go on.
 */
export async function cancelFetchesHolding(queryClient: QueryClient, id: string): Promise<void> {
  const holding = ARTWORK_SCOPES.flatMap((queryKey) => queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' })).filter(
    (query) => query.state.data !== undefined && patchArtworkIn(query.state.data, id, (a) => ({ ...a })) !== query.state.data,
  )
  await Promise.all(holding.map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })))
}

/**
 * The home page's artwork rows (Trending, Top Picked, New Arrivals): staff's picks first, exactly
 * as curated, then the computed order with at most MAX_PER_ARTIST works of one artist (counting
 * the picks). A work over its artist's cap is not dropped: it moves behind every work that is
 * within its cap, so the list still holds every visible work and pages stay consistent, while the
 * first page (what the home row shows) mixes artists whenever the catalogue has enough of them.
 */
import type { Id, Ranked } from './types'

export const MAX_PER_ARTIST = 2
const BATCH = 200

/**
 * Whose work it is, for the cap: the represented artist when the work names a profile, else its
 * uploader together with the artist name it gives (a gallery's works by different artists).
 */
export function artistKey(artist: Id | null, owner: Id, artistName: unknown): string {
  return artist !== null ? `artist:${artist}` : `owner:${owner}:${String(artistName ?? '')}`
}

/**
 * Ids `offset` to `offset + limit` of: `curated`, then the computed order `computed(offset, limit)`
 * (which leaves the curated works out) under the per-artist cap. Reads the computed order in
 * batches only as far as the page needs while works within their cap fill it.
 */
export async function cappedSlice(
  curated: Ranked[],
  computed: (offset: number, limit: number) => Promise<Ranked[]>,
  offset: number,
  limit: number,
  cap = MAX_PER_ARTIST,
): Promise<Id[]> {
  const counts = new Map<string, number>()
  for (const c of curated) counts.set(c.artist, (counts.get(c.artist) ?? 0) + 1)
  const need = offset + limit - curated.length
  const within: Id[] = []
  const over: Id[] = []
  let read = 0
  let exhausted = false
  while (within.length < need && !exhausted) {
    const batch = await computed(read, BATCH)
    read += batch.length
    exhausted = batch.length < BATCH
    for (const r of batch) {
      const n = counts.get(r.artist) ?? 0
      if (n < cap) {
        within.push(r.id)
        counts.set(r.artist, n + 1)
      } else {
        over.push(r.id)
      }
    }
  }
  const list = [...curated.map((c) => c.id), ...within, ...(exhausted ? over : [])]
  return list.slice(offset, offset + limit)
}

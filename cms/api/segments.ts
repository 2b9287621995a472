/**
 * A page of a list made of ordered segments read one after the other (open enquiries, then
 * answered ones; current exhibitions, then upcoming, then past), each read in its own index
 * order through the Local API's paged finds: a page costs the segments' counts and at most two
 * finds of a page each, whatever the page number.
 */

export type Segment<T> = {
  count(): Promise<number>
  /** Page `page` (1-based) of `limit` rows in the segment's order. */
  page(page: number, limit: number): Promise<T[]>
}

/** Rows [offset, offset + limit) of one segment, from the (at most two) pages of that size they lie on. */
async function range<T>(segment: Segment<T>, offset: number, limit: number): Promise<T[]> {
  const first = Math.floor(offset / limit) + 1
  const start = offset - (first - 1) * limit
  const head = await segment.page(first, limit)
  if (start === 0 || head.length < limit) return head.slice(start, start + limit)
  const tail = await segment.page(first + 1, limit)
  return [...head, ...tail].slice(start, start + limit)
}

/** Rows [offset, offset + limit) of the segments in turn, and how many rows they hold in all. */
export async function segmentedPage<T>(segments: Segment<T>[], offset: number, limit: number): Promise<{ items: T[]; count: number }> {
  const counts = await Promise.all(segments.map((s) => s.count()))
  const items: T[] = []
  let skip = offset
  for (const [i, segment] of segments.entries()) {
    if (items.length >= limit) break
    if (skip >= counts[i]) {
      skip -= counts[i]
      continue
    }
    items.push(...(await range(segment, skip, limit - items.length)))
    skip = 0
  }
  return { items, count: counts.reduce((a, b) => a + b, 0) }
}

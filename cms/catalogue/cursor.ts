/**
 * The shop listing's Load More cursor (`after` in POST /api/public/artworks, `next` in its answer):
 * where the last page ended, so the next one starts there by an index range (keyset) instead of
 * counting its way past every earlier work (OFFSET). A cursor is opaque to clients: base64url of a
 * small JSON object, bound to the filter and sort it was made for.
 *
 * - keyset: the segment of the listing (listing.ts: dominant colour first, priced works first) and
 *   the last work's sort key and id in it;
 * - by number: the page it follows, for the orders a key cannot resume (search relevance, the
 *   style quiz's score) and after a page asked for by number.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { KeysetPoint } from './types'

export type Cursor = {
  /** The page this cursor follows (the next page is page + 1). */
  page: number
  /** Keyset: the segment and the point to resume at; absent, the next page is read by number. */
  at?: { segment: number; point: KeysetPoint }
}

/**
 * A creation time as the database keeps it: ISO 8601 on SQLite and in the Local API, PostgreSQL's
 * own text (`2026-11-30 03:38:58.123456+00`, microseconds kept) on PostgreSQL.
 */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/

/** A time a database will read back as the same instant: a real calendar day, hours within the day. */
export function isTimeKey(value: string): boolean {
  const m = TIME.exec(value)
  if (!m) return false
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  const [hh, mm, ss] = value.slice(11, 19).split(':').map(Number)
  return day.getUTCDate() === Number(m[3]) && day.getUTCMonth() === Number(m[2]) - 1 && hh < 24 && mm < 60 && ss < 60
}

const encodedSchema = z.strictObject({
  /** page */
  p: z.number().int().min(1).max(100_000),
  /** the filter's fingerprint */
  f: z.string().length(16),
  /** segment, key, id (keyset) */
  s: z.number().int().min(0).max(7).optional(),
  k: z.union([z.string().max(40), z.number().finite().min(0)]).optional(),
  i: z
    .string()
    .regex(/^[0-9a-f]{1,24}$/)
    .optional(),
})

/** The filter and sort a cursor belongs to, as 16 hex digits (the same canonical JSON on every instance). */
export function fingerprint(listing: unknown): string {
  return createHash('sha256').update(JSON.stringify(listing)).digest('hex').slice(0, 16)
}

export function encodeCursor(cursor: Cursor, listing: string): string {
  const at = cursor.at ? { s: cursor.at.segment, k: cursor.at.point.key, i: cursor.at.point.id } : {}
  return Buffer.from(JSON.stringify({ p: cursor.page, f: listing, ...at })).toString('base64url')
}

/**
 * The cursor `after` carries, for the listing with this fingerprint; null when it is not one this
 * listing gave (malformed, made for another filter or sort, a key of the wrong kind for its segment:
 * `keyKind` says which segment reads which kind).
 */
export function decodeCursor(after: string, listing: string, keyKind: (segment: number) => 'time' | 'price' | null): Cursor | null {
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = encodedSchema.safeParse(raw)
  if (!parsed.success || parsed.data.f !== listing) return null
  const { p, s, k, i } = parsed.data
  if (s === undefined && k === undefined && i === undefined) return { page: p }
  if (s === undefined || k === undefined || i === undefined) return null
  const kind = keyKind(s)
  if (kind === 'time' ? typeof k !== 'string' || !isTimeKey(k) : kind === 'price' ? typeof k !== 'number' : true) return null
  return { page: p, at: { segment: s, point: { key: k, id: i } } }
}

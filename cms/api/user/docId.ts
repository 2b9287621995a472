import type { Payload } from 'payload'

/**
 * A document id from a path or a body, as the database expects it, or null when it cannot name a
 * document (the route answers 404). SQL adapters use integer keys: 'abc' or 99999999999 must not
 * reach PostgreSQL, which would fail the query; MongoDB uses 24-hex ObjectIds.
 */
export function docId(payload: Payload, raw: unknown): number | string | null {
  const value = String(raw ?? '').trim()
  if (payload.db.defaultIDType === 'number') {
    if (!/^\d{1,10}$/.test(value)) return null
    const n = Number(value)
    return n >= 1 && n <= 2_147_483_647 ? n : null
  }
  return /^[a-f0-9]{24}$/i.test(value) ? value : null
}

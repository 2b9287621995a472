/**
 * Data steps of the migration that adds artworks' represented artist and edition
 * (migrations/<adapter>/…_issue7_catalogue.ts), shared by both SQL adapters. They read and write
 * only the columns that exist at that migration, so they keep working after later schema changes.
 */
import type { Payload, PayloadRequest } from 'payload'
import { rows, run, sql } from '../db/sql'

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  fifty: 50,
  hundred: 100,
}

/** The edition size a description states ("an edition of ten", "edition of 25"), or null. */
export function statedEdition(description: string | null | undefined): number | null {
  const said = /\bedition of (\d+|[a-z]+(?:-[a-z]+)?)\b/i.exec(description ?? '')?.[1]?.toLowerCase()
  if (!said) return null
  const n = /^\d+$/.test(said) ? Number(said) : NUMBER_WORDS[said]
  return n !== undefined && n >= 2 && n <= 100000 ? n : null
}

/**
 * Every artwork gets its represented artist: its owner when the owner is an artist; for a work a
 * gallery (or anyone else) listed, the one artist whose full name is the work's artist name, when
 * exactly one has it. `artist_slug` then follows the artist (null without one).
 */
export async function backfillArtists(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  await run(
    payload,
    sql`UPDATE artworks SET artist_id = owner_id WHERE artist_id IS NULL AND owner_id IN (SELECT u.id FROM users u WHERE u.role = 'artist')`,
    req,
  )
  await run(
    payload,
    sql`UPDATE artworks SET artist_id = (SELECT u.id FROM users u WHERE u.role = 'artist' AND u.full_name = artworks.artist_name)
        WHERE artist_id IS NULL AND (SELECT count(*) FROM users u WHERE u.role = 'artist' AND u.full_name = artworks.artist_name) = 1`,
    req,
  )
  await run(
    payload,
    sql`UPDATE artworks SET artist_slug = (SELECT coalesce(u.slug, u.username) FROM users u WHERE u.id = artworks.artist_id)`,
    req,
  )
}

/** Works whose description states an edition of N become limited editions of N. */
export async function backfillEditions(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  const found = await rows(payload, sql`SELECT id, description FROM artworks WHERE lower(description) LIKE ${'%edition of %'}`, req)
  for (const r of found) {
    const size = statedEdition(r.description as string)
    if (size !== null)
      await run(payload, sql`UPDATE artworks SET edition_kind = 'limited', edition_size = ${size} WHERE id = ${Number(r.id)}`, req)
  }
}

/**
 * Data step of the migration that adds the review queue and unverified-never-public
 * (migrations/<adapter>/…_moderation.ts), shared by both SQL adapters: nothing the live catalogue
 * shows disappears. Every existing work is approved, every seller who already lists works is
 * trusted, and works and gallery pages copy their owner's e-mail verification (an unverified
 * account's rows stop being public, which is the rule). The search index forgets the artists and
 * galleries that are not public. Only columns that exist at that migration are read and written.
 */
import type { Payload, PayloadRequest } from 'payload'
import { run, sql } from '../db/sql'
import { KIND } from '../search/postings'

const verifiedOwner = (table: string) => sql.raw(`coalesce((SELECT u._verified FROM users u WHERE u.id = ${table}.owner_id), false)`)

export async function backfillModeration(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  await run(payload, sql`UPDATE artworks SET review = 'approved' WHERE review IS NULL`, req)
  await run(payload, sql`UPDATE artworks SET owner_verified = ${verifiedOwner('artworks')}`, req)
  await run(payload, sql`UPDATE galleries SET owner_verified = ${verifiedOwner('galleries')}`, req)
  await run(payload, sql`UPDATE users SET trusted = true WHERE EXISTS (SELECT 1 FROM artworks a WHERE a.owner_id = users.id)`, req)
  await run(
    payload,
    sql`DELETE FROM search_terms WHERE (kind = ${KIND.artist} AND doc_id IN (SELECT id FROM users WHERE coalesce(_verified, false) = false))
      OR (kind = ${KIND.gallery} AND doc_id IN (SELECT id FROM galleries WHERE owner_verified = false))`,
    req,
  )
}

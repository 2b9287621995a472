/**
 * The data step of the migration that adds the sellers' daily figures
 * (migrations/<adapter>/…_issue9_member_area.ts): the likes given before it, counted for each
 * seller on the day each was given (India's day, STATS_TIME_ZONE: UTC+05:30 all year). Views
 * start at zero: none were recorded before.
 */
import type { Payload, PayloadRequest } from 'payload'
import { requireDialect, run, sql } from '../db/sql'

export async function backfillSellerLikes(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  const day =
    requireDialect(payload) === 'postgres'
      ? sql.raw(`to_char(l.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`)
      : sql.raw(`date(l.created_at, '+330 minutes')`)
  await run(
    payload,
    sql`INSERT INTO seller_stats (seller_id, day, views, likes)
        SELECT a.owner_id, ${day}, 0, count(*) FROM likes l JOIN artworks a ON a.id = l.artwork_id
        GROUP BY a.owner_id, ${day}`,
    req,
  )
}

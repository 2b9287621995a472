import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Written by hand (Payload's schema has no partial indexes; the JSON snapshot is the previous one):
 * the public catalogue's works in their listing order, so a page, a count and the newest works read
 * only visible rows. The predicate is `visibleSql` (cms/catalogue/saleRules.ts) word for word, as
 * the planner needs it to match the queries'.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "artworks_visible_created_at_idx" ON "artworks" USING btree ("created_at", "id")
   WHERE (status = 'published' AND (available = true OR sale_state = 'sold') AND review = 'approved' AND owner_verified = true);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "artworks_visible_created_at_idx";`)
}

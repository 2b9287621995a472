import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Written by hand (Payload's schema has no partial indexes; the JSON snapshot is the previous one):
 * the public catalogue's works in their listing order, so a page, a count and the newest works read
 * only visible rows. The predicate is `visibleSql` (cms/catalogue/saleRules.ts) word for word, as
 * SQLite uses a partial index only when the query's WHERE contains its terms.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`artworks_visible_created_at_idx\` ON \`artworks\` (\`created_at\`, \`id\`)
   WHERE (status = 'published' AND (available = true OR sale_state = 'sold') AND review = 'approved' AND owner_verified = true);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`artworks_visible_created_at_idx\`;`)
}

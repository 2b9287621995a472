import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { rebuildSearchIndex } from '../../cms/search/indexer'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`category_createdAt_idx\` ON \`artworks\` (\`category\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_price_idx\` ON \`artworks\` (\`category\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`style_createdAt_idx\` ON \`artworks\` (\`style\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`style_price_idx\` ON \`artworks\` (\`style\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`mood_createdAt_idx\` ON \`artworks\` (\`mood\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`mood_price_idx\` ON \`artworks\` (\`mood\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`medium_createdAt_idx\` ON \`artworks\` (\`medium\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`medium_price_idx\` ON \`artworks\` (\`medium\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`sizeClass_createdAt_idx\` ON \`artworks\` (\`size_class\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sizeClass_price_idx\` ON \`artworks\` (\`size_class\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`primaryColor_createdAt_idx\` ON \`artworks\` (\`primary_color\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`primaryColor_price_idx\` ON \`artworks\` (\`primary_color\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`owner_createdAt_idx\` ON \`artworks\` (\`owner_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`collection_createdAt_idx\` ON \`artworks\` (\`collection_id\`,\`created_at\`);`)

  // The search index (cms/search/indexer.ts), kept by collection hooks, not a Payload collection:
  // its rows are derived data with a primary key of their own and two orders of reading.
  await db.run(sql`CREATE TABLE \`search_terms\` (
  	\`kind\` integer NOT NULL,
  	\`term\` text NOT NULL,
  	\`doc_id\` integer NOT NULL,
  	\`weight\` integer NOT NULL,
  	\`rank\` integer NOT NULL,
  	PRIMARY KEY (\`kind\`, \`term\`, \`doc_id\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`search_terms_rank_idx\` ON \`search_terms\` (\`kind\`, \`term\`, \`weight\`, \`rank\`, \`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`search_terms_doc_idx\` ON \`search_terms\` (\`kind\`, \`doc_id\`);`)
  await db.run(sql`CREATE TABLE \`search_vocab\` (
  	\`key\` text NOT NULL,
  	\`term\` text NOT NULL,
  	PRIMARY KEY (\`key\`, \`term\`)
  ) WITHOUT ROWID;`)
  // A database that already holds a catalogue gets its index now.
  await rebuildSearchIndex(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_vocab\`;`)
  await db.run(sql`DROP TABLE \`search_terms\`;`)
  await db.run(sql`DROP INDEX \`category_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`category_price_idx\`;`)
  await db.run(sql`DROP INDEX \`style_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`style_price_idx\`;`)
  await db.run(sql`DROP INDEX \`mood_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`mood_price_idx\`;`)
  await db.run(sql`DROP INDEX \`medium_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`medium_price_idx\`;`)
  await db.run(sql`DROP INDEX \`sizeClass_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`sizeClass_price_idx\`;`)
  await db.run(sql`DROP INDEX \`primaryColor_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`primaryColor_price_idx\`;`)
  await db.run(sql`DROP INDEX \`owner_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`collection_createdAt_idx\`;`)
}

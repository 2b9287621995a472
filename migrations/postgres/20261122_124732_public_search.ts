import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { rebuildSearchIndex } from '../../cms/search/indexer'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "category_createdAt_idx" ON "artworks" USING btree ("category","created_at");
  CREATE INDEX "category_price_idx" ON "artworks" USING btree ("category","price");
  CREATE INDEX "style_createdAt_idx" ON "artworks" USING btree ("style","created_at");
  CREATE INDEX "style_price_idx" ON "artworks" USING btree ("style","price");
  CREATE INDEX "mood_createdAt_idx" ON "artworks" USING btree ("mood","created_at");
  CREATE INDEX "mood_price_idx" ON "artworks" USING btree ("mood","price");
  CREATE INDEX "medium_createdAt_idx" ON "artworks" USING btree ("medium","created_at");
  CREATE INDEX "medium_price_idx" ON "artworks" USING btree ("medium","price");
  CREATE INDEX "sizeClass_createdAt_idx" ON "artworks" USING btree ("size_class","created_at");
  CREATE INDEX "sizeClass_price_idx" ON "artworks" USING btree ("size_class","price");
  CREATE INDEX "primaryColor_createdAt_idx" ON "artworks" USING btree ("primary_color","created_at");
  CREATE INDEX "primaryColor_price_idx" ON "artworks" USING btree ("primary_color","price");
  CREATE INDEX "owner_createdAt_idx" ON "artworks" USING btree ("owner_id","created_at");
  CREATE INDEX "collection_createdAt_idx" ON "artworks" USING btree ("collection_id","created_at");`)

  // The search index (cms/search/indexer.ts), kept by collection hooks, not a Payload collection:
  // its rows are derived data with a primary key of their own and two orders of reading. Terms use
  // the "C" collation so that a key range is a prefix range whatever the database's locale.
  await db.execute(sql`
   CREATE TABLE "search_terms" (
  	"kind" smallint NOT NULL,
  	"term" text COLLATE "C" NOT NULL,
  	"doc_id" integer NOT NULL,
  	"weight" smallint NOT NULL,
  	"rank" integer NOT NULL,
  	PRIMARY KEY ("kind", "term", "doc_id") INCLUDE ("weight")
  );
  CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("kind", "term", "weight", "rank", "doc_id");
  CREATE INDEX "search_terms_doc_idx" ON "search_terms" USING btree ("kind", "doc_id");
  CREATE TABLE "search_vocab" (
  	"key" text COLLATE "C" NOT NULL,
  	"term" text COLLATE "C" NOT NULL,
  	PRIMARY KEY ("key", "term")
  );`)
  // A database that already holds a catalogue gets its index now.
  await rebuildSearchIndex(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "search_vocab"; DROP TABLE "search_terms";`)
  await db.execute(sql`
   DROP INDEX "category_createdAt_idx";
  DROP INDEX "category_price_idx";
  DROP INDEX "style_createdAt_idx";
  DROP INDEX "style_price_idx";
  DROP INDEX "mood_createdAt_idx";
  DROP INDEX "mood_price_idx";
  DROP INDEX "medium_createdAt_idx";
  DROP INDEX "medium_price_idx";
  DROP INDEX "sizeClass_createdAt_idx";
  DROP INDEX "sizeClass_price_idx";
  DROP INDEX "primaryColor_createdAt_idx";
  DROP INDEX "primaryColor_price_idx";
  DROP INDEX "owner_createdAt_idx";
  DROP INDEX "collection_createdAt_idx";`)
}

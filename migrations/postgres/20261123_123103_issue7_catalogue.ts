import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillArtists, backfillEditions } from '../../cms/catalogue/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_artworks_edition_kind" AS ENUM('original', 'limited', 'open');
  CREATE TYPE "public"."enum_search_entries_kind" AS ENUM('artwork', 'artist', 'gallery');
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_search_entries_kind" NOT NULL,
  	"doc" varchar NOT NULL,
  	"rank" numeric DEFAULT 0,
  	"postings" jsonb NOT NULL
  );
  
  CREATE TABLE "search_entries_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "artworks" ADD COLUMN "artist_id" integer;
  ALTER TABLE "artworks" ADD COLUMN "edition_kind" "enum_artworks_edition_kind" DEFAULT 'original';
  ALTER TABLE "artworks" ADD COLUMN "edition_size" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_entries_id" integer;
  ALTER TABLE "search_entries_texts" ADD CONSTRAINT "search_entries_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_entries_kind_idx" ON "search_entries" USING btree ("kind");
  CREATE UNIQUE INDEX "kind_doc_idx" ON "search_entries" USING btree ("kind","doc");
  CREATE INDEX "search_entries_texts_order_parent" ON "search_entries_texts" USING btree ("order","parent_id");
  CREATE INDEX "search_entries_texts_text_idx" ON "search_entries_texts" USING btree ("text");
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artworks_colors_value_idx" ON "artworks_colors" USING btree ("value");
  CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");
  CREATE INDEX "artist_createdAt_idx" ON "artworks" USING btree ("artist_id","created_at");
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");`)
  // Existing works: their represented artist and, where the description states one, their edition.
  await backfillArtists(payload, req)
  await backfillEditions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_entries_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_entries" CASCADE;
  DROP TABLE "search_entries_texts" CASCADE;
  ALTER TABLE "artworks" DROP CONSTRAINT "artworks_artist_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_entries_fk";
  
  DROP INDEX "artworks_colors_value_idx";
  DROP INDEX "artworks_artist_idx";
  DROP INDEX "artist_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_search_entries_id_idx";
  ALTER TABLE "artworks" DROP COLUMN "artist_id";
  ALTER TABLE "artworks" DROP COLUMN "edition_kind";
  ALTER TABLE "artworks" DROP COLUMN "edition_size";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_entries_id";
  DROP TYPE "public"."enum_artworks_edition_kind";
  DROP TYPE "public"."enum_search_entries_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillSellerLikes } from '../../cms/stats/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_enquiries_status" ADD VALUE 'read' BEFORE 'answered';
  CREATE TABLE "artwork_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "seller_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"likes" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "view_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"day" varchar NOT NULL,
  	"hash" varchar NOT NULL
  );
  
  ALTER TABLE "users_addresses" ADD COLUMN "is_default" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "artwork_views_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "view_marks_id" integer;
  ALTER TABLE "artwork_views" ADD CONSTRAINT "artwork_views_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_stats" ADD CONSTRAINT "seller_stats_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "view_marks" ADD CONSTRAINT "view_marks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "artwork_views_artwork_idx" ON "artwork_views" USING btree ("artwork_id");
  CREATE INDEX "artwork_views_day_idx" ON "artwork_views" USING btree ("day");
  CREATE UNIQUE INDEX "artwork_day_idx" ON "artwork_views" USING btree ("artwork_id","day");
  CREATE INDEX "seller_stats_seller_idx" ON "seller_stats" USING btree ("seller_id");
  CREATE UNIQUE INDEX "seller_day_idx" ON "seller_stats" USING btree ("seller_id","day");
  CREATE INDEX "view_marks_artwork_idx" ON "view_marks" USING btree ("artwork_id");
  CREATE INDEX "view_marks_day_idx" ON "view_marks" USING btree ("day");
  CREATE UNIQUE INDEX "artwork_day_hash_idx" ON "view_marks" USING btree ("artwork_id","day","hash");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artwork_views_fk" FOREIGN KEY ("artwork_views_id") REFERENCES "public"."artwork_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_stats_fk" FOREIGN KEY ("seller_stats_id") REFERENCES "public"."seller_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_view_marks_fk" FOREIGN KEY ("view_marks_id") REFERENCES "public"."view_marks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artist_status_createdAt_idx" ON "enquiries" USING btree ("artist_id","status","created_at");
  CREATE INDEX "sender_createdAt_idx" ON "enquiries" USING btree ("sender_id","created_at");
  CREATE INDEX "payload_locked_documents_rels_artwork_views_id_idx" ON "payload_locked_documents_rels" USING btree ("artwork_views_id");
  CREATE INDEX "payload_locked_documents_rels_seller_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_stats_id");
  CREATE INDEX "payload_locked_documents_rels_view_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("view_marks_id");`)
  // The likes given before this migration, counted for their sellers by India's day.
  await backfillSellerLikes(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artwork_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "view_marks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "artwork_views" CASCADE;
  DROP TABLE "seller_stats" CASCADE;
  DROP TABLE "view_marks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_artwork_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_view_marks_fk";
  
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_enquiries_status";
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'answered', 'closed');
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_enquiries_status" USING "status"::"public"."enum_enquiries_status";
  DROP INDEX "artist_status_createdAt_idx";
  DROP INDEX "sender_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_artwork_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_seller_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_view_marks_id_idx";
  ALTER TABLE "users_addresses" DROP COLUMN "is_default";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "artwork_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "view_marks_id";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_follows_kind" AS ENUM('artist', 'gallery');
  CREATE TABLE "follows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"kind" "enum_follows_kind" NOT NULL,
  	"artist_id" integer,
  	"gallery_id" integer,
  	"target" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follows_id" integer;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "follows_owner_idx" ON "follows" USING btree ("owner_id");
  CREATE INDEX "follows_artist_idx" ON "follows" USING btree ("artist_id");
  CREATE INDEX "follows_gallery_idx" ON "follows" USING btree ("gallery_id");
  CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target");
  CREATE INDEX "follows_updated_at_idx" ON "follows" USING btree ("updated_at");
  CREATE INDEX "follows_created_at_idx" ON "follows" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_target_idx" ON "follows" USING btree ("owner_id","target");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follows_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_follows_id_idx" ON "payload_locked_documents_rels" USING btree ("follows_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "follows" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follows_fk";
  
  DROP INDEX "payload_locked_documents_rels_follows_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follows_id";
  DROP TYPE "public"."enum_follows_kind";`)
}

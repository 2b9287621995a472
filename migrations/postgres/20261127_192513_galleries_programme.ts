import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_representations_status" AS ENUM('pending', 'accepted', 'declined');
  CREATE TABLE "representations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_id" integer NOT NULL,
  	"artist_id" integer,
  	"name" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" integer,
  	"status" "enum_representations_status" DEFAULT 'pending' NOT NULL,
  	"position" numeric DEFAULT 0,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "exhibitions" ADD COLUMN "city" varchar;
  ALTER TABLE "exhibitions" ADD COLUMN "published" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "representations_id" integer;
  ALTER TABLE "representations" ADD CONSTRAINT "representations_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representations" ADD CONSTRAINT "representations_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representations" ADD CONSTRAINT "representations_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "representations_gallery_idx" ON "representations" USING btree ("gallery_id");
  CREATE INDEX "representations_artist_idx" ON "representations" USING btree ("artist_id");
  CREATE INDEX "representations_photo_idx" ON "representations" USING btree ("photo_id");
  CREATE INDEX "representations_status_idx" ON "representations" USING btree ("status");
  CREATE INDEX "representations_position_idx" ON "representations" USING btree ("position");
  CREATE INDEX "representations_updated_at_idx" ON "representations" USING btree ("updated_at");
  CREATE INDEX "representations_created_at_idx" ON "representations" USING btree ("created_at");
  CREATE UNIQUE INDEX "gallery_artist_idx" ON "representations" USING btree ("gallery_id","artist_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_representations_fk" FOREIGN KEY ("representations_id") REFERENCES "public"."representations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exhibitions_published_idx" ON "exhibitions" USING btree ("published");
  CREATE INDEX "payload_locked_documents_rels_representations_id_idx" ON "payload_locked_documents_rels" USING btree ("representations_id");`)
  // What galleries already listed becomes their accepted artists, in the same order; exhibitions
  // already on the site stay public.
  await db.execute(sql`INSERT INTO "representations" ("gallery_id", "artist_id", "name", "status", "position")
    SELECT r."parent_id", r."users_id", u."full_name", 'accepted', coalesce(r."order", 0)
    FROM "galleries_rels" r JOIN "users" u ON u."id" = r."users_id" WHERE r."path" = 'artists';`)
  await db.execute(sql`UPDATE "exhibitions" SET "published" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "representations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "representations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_representations_fk";
  
  DROP INDEX "exhibitions_published_idx";
  DROP INDEX "payload_locked_documents_rels_representations_id_idx";
  ALTER TABLE "exhibitions" DROP COLUMN "city";
  ALTER TABLE "exhibitions" DROP COLUMN "published";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "representations_id";
  DROP TYPE "public"."enum_representations_status";`)
}

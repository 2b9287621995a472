import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_viewing_rooms_kind" AS ENUM('personal', 'client');
  CREATE TABLE "viewing_rooms_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"note" varchar
  );
  
  CREATE TABLE "viewing_rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"kind" "enum_viewing_rooms_kind" DEFAULT 'personal' NOT NULL,
  	"owner_id" integer NOT NULL,
  	"token" varchar NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"opens" numeric DEFAULT 0,
  	"first_opened_at" timestamp(3) with time zone,
  	"last_opened_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "viewing_rooms_id" integer;
  ALTER TABLE "viewing_rooms_items" ADD CONSTRAINT "viewing_rooms_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "viewing_rooms_items" ADD CONSTRAINT "viewing_rooms_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "viewing_rooms" ADD CONSTRAINT "viewing_rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "viewing_rooms_items_order_idx" ON "viewing_rooms_items" USING btree ("_order");
  CREATE INDEX "viewing_rooms_items_parent_id_idx" ON "viewing_rooms_items" USING btree ("_parent_id");
  CREATE INDEX "viewing_rooms_items_artwork_idx" ON "viewing_rooms_items" USING btree ("artwork_id");
  CREATE INDEX "viewing_rooms_owner_idx" ON "viewing_rooms" USING btree ("owner_id");
  CREATE UNIQUE INDEX "viewing_rooms_token_idx" ON "viewing_rooms" USING btree ("token");
  CREATE INDEX "viewing_rooms_updated_at_idx" ON "viewing_rooms" USING btree ("updated_at");
  CREATE INDEX "viewing_rooms_created_at_idx" ON "viewing_rooms" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_viewing_rooms_fk" FOREIGN KEY ("viewing_rooms_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_viewing_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("viewing_rooms_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "viewing_rooms_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "viewing_rooms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "viewing_rooms_items" CASCADE;
  DROP TABLE "viewing_rooms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_viewing_rooms_fk";
  
  DROP INDEX "payload_locked_documents_rels_viewing_rooms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "viewing_rooms_id";
  DROP TYPE "public"."enum_viewing_rooms_kind";`)
}

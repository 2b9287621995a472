import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certificates_state" AS ENUM('valid', 'revoked');
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"line_id" varchar NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"artist_id" integer,
  	"seller_id" integer NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"buyer_name" varchar,
  	"state" "enum_certificates_state" DEFAULT 'valid' NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"supersedes_id" integer,
  	"snapshot" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "signature_id" integer;
  ALTER TABLE "artworks" ADD COLUMN "edition_number" numeric;
  ALTER TABLE "orders" ADD COLUMN "name_on_certificate" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_supersedes_id_certificates_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");
  CREATE UNIQUE INDEX "certificates_key_idx" ON "certificates" USING btree ("key");
  CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id");
  CREATE INDEX "certificates_artwork_idx" ON "certificates" USING btree ("artwork_id");
  CREATE INDEX "certificates_artist_idx" ON "certificates" USING btree ("artist_id");
  CREATE INDEX "certificates_seller_idx" ON "certificates" USING btree ("seller_id");
  CREATE INDEX "certificates_buyer_idx" ON "certificates" USING btree ("buyer_id");
  CREATE INDEX "certificates_state_idx" ON "certificates" USING btree ("state");
  CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");
  CREATE INDEX "certificates_supersedes_idx" ON "certificates" USING btree ("supersedes_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_signature_idx" ON "users" USING btree ("signature_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_signature_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "users_signature_idx";
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "users" DROP COLUMN "signature_id";
  ALTER TABLE "artworks" DROP COLUMN "edition_number";
  ALTER TABLE "orders" DROP COLUMN "name_on_certificate";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  DROP TYPE "public"."enum_certificates_state";`)
}

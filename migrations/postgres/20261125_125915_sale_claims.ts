import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sale_claims_kind" AS ENUM('hold', 'sold', 'lease');
  CREATE TABLE "sale_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_sale_claims_kind" NOT NULL,
  	"artwork_id" integer,
  	"order_id" integer,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sale_claims_id" integer;
  ALTER TABLE "sale_claims" ADD CONSTRAINT "sale_claims_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sale_claims" ADD CONSTRAINT "sale_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sale_claims_key_idx" ON "sale_claims" USING btree ("key");
  CREATE INDEX "sale_claims_kind_idx" ON "sale_claims" USING btree ("kind");
  CREATE INDEX "sale_claims_artwork_idx" ON "sale_claims" USING btree ("artwork_id");
  CREATE INDEX "sale_claims_order_idx" ON "sale_claims" USING btree ("order_id");
  CREATE INDEX "sale_claims_expires_at_idx" ON "sale_claims" USING btree ("expires_at");
  CREATE INDEX "sale_claims_updated_at_idx" ON "sale_claims" USING btree ("updated_at");
  CREATE INDEX "sale_claims_created_at_idx" ON "sale_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sale_claims_fk" FOREIGN KEY ("sale_claims_id") REFERENCES "public"."sale_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sale_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("sale_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sale_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sale_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sale_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_sale_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sale_claims_id";
  DROP TYPE "public"."enum_sale_claims_kind";`)
}

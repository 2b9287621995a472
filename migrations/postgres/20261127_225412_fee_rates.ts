import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "fee_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer,
  	"percent" numeric NOT NULL,
  	"effective_from" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_items" ADD COLUMN "fee_basis_points" numeric;
  ALTER TABLE "orders_items" ADD COLUMN "fee_paise" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_rates_id" integer;
  ALTER TABLE "fee_rates" ADD CONSTRAINT "fee_rates_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fee_rates_seller_idx" ON "fee_rates" USING btree ("seller_id");
  CREATE INDEX "fee_rates_effective_from_idx" ON "fee_rates" USING btree ("effective_from");
  CREATE UNIQUE INDEX "fee_rates_key_idx" ON "fee_rates" USING btree ("key");
  CREATE INDEX "fee_rates_updated_at_idx" ON "fee_rates" USING btree ("updated_at");
  CREATE INDEX "fee_rates_created_at_idx" ON "fee_rates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_rates_fk" FOREIGN KEY ("fee_rates_id") REFERENCES "public"."fee_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fee_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_rates_id");`)
  // Sales made before Kala disclosed a fee were made without one: their lines record none.
  await db.execute(sql`UPDATE "orders_items" SET "fee_basis_points" = 0, "fee_paise" = 0
    WHERE "_parent_id" IN (SELECT "id" FROM "orders" WHERE "paid_at" IS NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fee_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fee_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_rates_fk";
  
  DROP INDEX "payload_locked_documents_rels_fee_rates_id_idx";
  ALTER TABLE "orders_items" DROP COLUMN "fee_basis_points";
  ALTER TABLE "orders_items" DROP COLUMN "fee_paise";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_rates_id";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('payment', 'refund', 'fee', 'payable_held', 'payable_available');
  CREATE TABLE "ledger_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"order_id" integer,
  	"item_id" varchar NOT NULL,
  	"seller_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_entries_id" integer;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "ledger_entries_key_idx" ON "ledger_entries" USING btree ("key");
  CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind");
  CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");
  CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id");
  CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" USING btree ("at");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ledger_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ledger_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_ledger_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_entries_id";
  DROP TYPE "public"."enum_ledger_entries_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payout_accounts_method" AS ENUM('bank', 'upi');
  CREATE TYPE "public"."enum_payout_accounts_state" AS ENUM('Jammu and Kashmir', 'Himachal Pradesh', 'Punjab', 'Chandigarh', 'Uttarakhand', 'Haryana', 'Delhi', 'Rajasthan', 'Uttar Pradesh', 'Bihar', 'Sikkim', 'Arunachal Pradesh', 'Nagaland', 'Manipur', 'Mizoram', 'Tripura', 'Meghalaya', 'Assam', 'West Bengal', 'Jharkhand', 'Odisha', 'Chhattisgarh', 'Madhya Pradesh', 'Gujarat', 'Dadra and Nagar Haveli and Daman and Diu', 'Maharashtra', 'Karnataka', 'Goa', 'Lakshadweep', 'Kerala', 'Tamil Nadu', 'Puducherry', 'Andaman and Nicobar Islands', 'Telangana', 'Andhra Pradesh', 'Ladakh');
  CREATE TYPE "public"."enum_payout_transfers_staff_log_action" AS ENUM('hold', 'release');
  CREATE TYPE "public"."enum_payout_transfers_state" AS ENUM('waiting', 'on_hold', 'released', 'processed', 'failed', 'reversed');
  ALTER TYPE "public"."enum_ledger_entries_kind" ADD VALUE 'paid_out';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'settleLedger' BEFORE 'sendOrderMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'settleLedger' BEFORE 'sendOrderMail';
  CREATE TABLE "payout_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"pan_masked" varchar NOT NULL,
  	"method" "enum_payout_accounts_method" NOT NULL,
  	"account_masked" varchar,
  	"ifsc" varchar,
  	"upi_masked" varchar,
  	"gstin" varchar,
  	"state" "enum_payout_accounts_state" NOT NULL,
  	"linked_account_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payout_transfers_staff_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_payout_transfers_staff_log_action" NOT NULL,
  	"reason" varchar NOT NULL,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "payout_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order_id" integer,
  	"item_id" varchar NOT NULL,
  	"seller_id" integer,
  	"amount_paise" numeric NOT NULL,
  	"state" "enum_payout_transfers_state" DEFAULT 'waiting' NOT NULL,
  	"transfer_id" varchar,
  	"linked_account_id" varchar,
  	"reversal_id" varchar,
  	"failure_reason" varchar,
  	"released_at" timestamp(3) with time zone,
  	"processed_at" timestamp(3) with time zone,
  	"held_by_staff" boolean DEFAULT false,
  	"released_by_staff" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payout_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payout_transfers_id" integer;
  ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_transfers_staff_log" ADD CONSTRAINT "payout_transfers_staff_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_transfers_staff_log" ADD CONSTRAINT "payout_transfers_staff_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payout_transfers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "payout_accounts_seller_idx" ON "payout_accounts" USING btree ("seller_id");
  CREATE INDEX "payout_accounts_linked_account_id_idx" ON "payout_accounts" USING btree ("linked_account_id");
  CREATE INDEX "payout_accounts_updated_at_idx" ON "payout_accounts" USING btree ("updated_at");
  CREATE INDEX "payout_accounts_created_at_idx" ON "payout_accounts" USING btree ("created_at");
  CREATE INDEX "payout_transfers_staff_log_order_idx" ON "payout_transfers_staff_log" USING btree ("_order");
  CREATE INDEX "payout_transfers_staff_log_parent_id_idx" ON "payout_transfers_staff_log" USING btree ("_parent_id");
  CREATE INDEX "payout_transfers_staff_log_by_idx" ON "payout_transfers_staff_log" USING btree ("by_id");
  CREATE UNIQUE INDEX "payout_transfers_key_idx" ON "payout_transfers" USING btree ("key");
  CREATE INDEX "payout_transfers_order_idx" ON "payout_transfers" USING btree ("order_id");
  CREATE INDEX "payout_transfers_seller_idx" ON "payout_transfers" USING btree ("seller_id");
  CREATE INDEX "payout_transfers_state_idx" ON "payout_transfers" USING btree ("state");
  CREATE INDEX "payout_transfers_transfer_id_idx" ON "payout_transfers" USING btree ("transfer_id");
  CREATE INDEX "payout_transfers_held_by_staff_idx" ON "payout_transfers" USING btree ("held_by_staff");
  CREATE INDEX "payout_transfers_updated_at_idx" ON "payout_transfers" USING btree ("updated_at");
  CREATE INDEX "payout_transfers_created_at_idx" ON "payout_transfers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payout_accounts_fk" FOREIGN KEY ("payout_accounts_id") REFERENCES "public"."payout_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payout_transfers_fk" FOREIGN KEY ("payout_transfers_id") REFERENCES "public"."payout_transfers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payout_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("payout_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_payout_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("payout_transfers_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payout_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payout_transfers_staff_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payout_transfers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payout_accounts" CASCADE;
  DROP TABLE "payout_transfers_staff_log" CASCADE;
  DROP TABLE "payout_transfers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payout_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payout_transfers_fk";
  
  ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_ledger_entries_kind";
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('payment', 'refund', 'fee', 'payable_held', 'payable_available');
  ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_ledger_entries_kind" USING "kind"::"public"."enum_ledger_entries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_payout_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_payout_transfers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payout_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payout_transfers_id";
  DROP TYPE "public"."enum_payout_accounts_method";
  DROP TYPE "public"."enum_payout_accounts_state";
  DROP TYPE "public"."enum_payout_transfers_staff_log_action";
  DROP TYPE "public"."enum_payout_transfers_state";`)
}

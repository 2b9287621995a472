import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tax_rates_subject" AS ENUM('Painting', 'Sculpture', 'Drawing', 'Digital', 'Photography', 'Installation', 'Print', 'Textile', 'Kala marketplace service');
  CREATE TYPE "public"."enum_invoices_kind" AS ENUM('sale', 'fee');
  CREATE TYPE "public"."enum_invoices_document_type" AS ENUM('Tax Invoice', 'Bill of Supply');
  CREATE TYPE "public"."enum_site_settings_tax_identity_state" AS ENUM('Jammu and Kashmir', 'Himachal Pradesh', 'Punjab', 'Chandigarh', 'Uttarakhand', 'Haryana', 'Delhi', 'Rajasthan', 'Uttar Pradesh', 'Bihar', 'Sikkim', 'Arunachal Pradesh', 'Nagaland', 'Manipur', 'Mizoram', 'Tripura', 'Meghalaya', 'Assam', 'West Bengal', 'Jharkhand', 'Odisha', 'Chhattisgarh', 'Madhya Pradesh', 'Gujarat', 'Dadra and Nagar Haveli and Daman and Diu', 'Maharashtra', 'Karnataka', 'Goa', 'Lakshadweep', 'Kerala', 'Tamil Nadu', 'Puducherry', 'Andaman and Nicobar Islands', 'Telangana', 'Andhra Pradesh', 'Ladakh');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issueInvoices' BEFORE 'sendOrderMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issueInvoices' BEFORE 'sendOrderMail';
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_tax_rates_subject" NOT NULL,
  	"hsn" varchar NOT NULL,
  	"percent" numeric NOT NULL,
  	"effective_from" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"series" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"slot" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"document_type" "enum_invoices_document_type" NOT NULL,
  	"order_id" integer,
  	"seller_id" integer,
  	"supplier_user_id" integer,
  	"recipient_user_id" integer,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"total_paise" numeric NOT NULL,
  	"snapshot" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "tax_identity_legal_name" varchar DEFAULT 'Kala Art Marketplace Private Limited';
  ALTER TABLE "site_settings" ADD COLUMN "tax_identity_gstin" varchar DEFAULT '27AAKCK4821M1Z6';
  ALTER TABLE "site_settings" ADD COLUMN "tax_identity_state" "enum_site_settings_tax_identity_state" DEFAULT 'Maharashtra';
  ALTER TABLE "site_settings" ADD COLUMN "tax_identity_address" varchar DEFAULT '4th Floor, Kala House
  12 Ropewalk Lane, Kala Ghoda
  Mumbai 400001';
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tax_rates_subject_idx" ON "tax_rates" USING btree ("subject");
  CREATE INDEX "tax_rates_effective_from_idx" ON "tax_rates" USING btree ("effective_from");
  CREATE UNIQUE INDEX "tax_rates_key_idx" ON "tax_rates" USING btree ("key");
  CREATE INDEX "tax_rates_updated_at_idx" ON "tax_rates" USING btree ("updated_at");
  CREATE INDEX "tax_rates_created_at_idx" ON "tax_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "invoices_key_idx" ON "invoices" USING btree ("key");
  CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_series_idx" ON "invoices" USING btree ("series");
  CREATE UNIQUE INDEX "invoices_slot_idx" ON "invoices" USING btree ("slot");
  CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");
  CREATE INDEX "invoices_seller_idx" ON "invoices" USING btree ("seller_id");
  CREATE INDEX "invoices_supplier_user_idx" ON "invoices" USING btree ("supplier_user_id");
  CREATE INDEX "invoices_recipient_user_idx" ON "invoices" USING btree ("recipient_user_id");
  CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rates_fk" FOREIGN KEY ("tax_rates_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tax_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rates_id");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tax_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tax_rates" CASCADE;
  DROP TABLE "invoices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_tax_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "site_settings" DROP COLUMN "tax_identity_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "tax_identity_gstin";
  ALTER TABLE "site_settings" DROP COLUMN "tax_identity_state";
  ALTER TABLE "site_settings" DROP COLUMN "tax_identity_address";
  DROP TYPE "public"."enum_tax_rates_subject";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_document_type";
  DROP TYPE "public"."enum_site_settings_tax_identity_state";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_paid_via" AS ENUM('verify', 'webhook', 'reconcile');
  CREATE TYPE "public"."enum_orders_cancellation_by" AS ENUM('buyer', 'staff', 'system');
  CREATE TYPE "public"."enum_orders_refund_status" AS ENUM('requested', 'pending', 'processed', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TYPE "public"."enum_orders_payment_status" ADD VALUE 'refunded';
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"provider_order_id" varchar,
  	"payment_id" varchar,
  	"outcome" varchar,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"order_id" integer,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "artworks" ADD COLUMN "reserved_order_id" integer;
  ALTER TABLE "artworks" ADD COLUMN "sold_order_id" integer;
  ALTER TABLE "orders" ADD COLUMN "amount_paise" numeric;
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "paid_via" "enum_orders_paid_via";
  ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "receipt" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_tracking_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "cancellation_by" "enum_orders_cancellation_by";
  ALTER TABLE "orders" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "refund_status" "enum_orders_refund_status";
  ALTER TABLE "orders" ADD COLUMN "refund_amount_paise" numeric;
  ALTER TABLE "orders" ADD COLUMN "refund_refund_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_processed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refund_error" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_log_id" integer;
  ALTER TABLE "mail_log" ADD CONSTRAINT "mail_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_provider_order_id_idx" ON "payment_events" USING btree ("provider_order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "mail_log_key_idx" ON "mail_log" USING btree ("key");
  CREATE INDEX "mail_log_order_idx" ON "mail_log" USING btree ("order_id");
  CREATE INDEX "mail_log_updated_at_idx" ON "mail_log" USING btree ("updated_at");
  CREATE INDEX "mail_log_created_at_idx" ON "mail_log" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_reserved_order_id_orders_id_fk" FOREIGN KEY ("reserved_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_sold_order_id_orders_id_fk" FOREIGN KEY ("sold_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_log_fk" FOREIGN KEY ("mail_log_id") REFERENCES "public"."mail_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artworks_reserved_order_idx" ON "artworks" USING btree ("reserved_order_id");
  CREATE INDEX "artworks_sold_order_idx" ON "artworks" USING btree ("sold_order_id");
  CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
  CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until");
  CREATE UNIQUE INDEX "orders_receipt_idx" ON "orders" USING btree ("receipt");
  CREATE INDEX "orders_refund_refund_status_idx" ON "orders" USING btree ("refund_status");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_mail_log_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "mail_log" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "artworks" DROP CONSTRAINT "artworks_reserved_order_id_orders_id_fk";
  
  ALTER TABLE "artworks" DROP CONSTRAINT "artworks_sold_order_id_orders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_log_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_payment_status";
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('pending', 'success', 'failed');
  ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'pending'::"public"."enum_orders_payment_status";
  ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE "public"."enum_orders_payment_status" USING "payment_status"::"public"."enum_orders_payment_status";
  DROP INDEX "artworks_reserved_order_idx";
  DROP INDEX "artworks_sold_order_idx";
  DROP INDEX "orders_paid_at_idx";
  DROP INDEX "orders_reserved_until_idx";
  DROP INDEX "orders_receipt_idx";
  DROP INDEX "orders_refund_refund_status_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_log_id_idx";
  ALTER TABLE "artworks" DROP COLUMN "reserved_order_id";
  ALTER TABLE "artworks" DROP COLUMN "sold_order_id";
  ALTER TABLE "orders" DROP COLUMN "amount_paise";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "orders" DROP COLUMN "paid_via";
  ALTER TABLE "orders" DROP COLUMN "reserved_until";
  ALTER TABLE "orders" DROP COLUMN "receipt";
  ALTER TABLE "orders" DROP COLUMN "shipment_carrier";
  ALTER TABLE "orders" DROP COLUMN "shipment_tracking_number";
  ALTER TABLE "orders" DROP COLUMN "cancellation_by";
  ALTER TABLE "orders" DROP COLUMN "cancellation_reason";
  ALTER TABLE "orders" DROP COLUMN "refund_status";
  ALTER TABLE "orders" DROP COLUMN "refund_amount_paise";
  ALTER TABLE "orders" DROP COLUMN "refund_refund_id";
  ALTER TABLE "orders" DROP COLUMN "refund_requested_at";
  ALTER TABLE "orders" DROP COLUMN "refund_processed_at";
  ALTER TABLE "orders" DROP COLUMN "refund_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_log_id";
  DROP TYPE "public"."enum_orders_paid_via";
  DROP TYPE "public"."enum_orders_cancellation_by";
  DROP TYPE "public"."enum_orders_refund_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

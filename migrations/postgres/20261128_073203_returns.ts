import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_items_return_status" AS ENUM('open', 'refunded');
  CREATE TYPE "public"."enum_returns_steps_state" AS ENUM('requested', 'approved', 'rejected', 'in_transit', 'received', 'refunded');
  CREATE TYPE "public"."enum_returns_staff_log_action" AS ENUM('approve', 'reject', 'ship', 'receive', 'restock');
  CREATE TYPE "public"."enum_returns_reason" AS ENUM('Not as described', 'Damaged in transit', 'Not what I expected', 'Other');
  CREATE TYPE "public"."enum_returns_state" AS ENUM('requested', 'approved', 'rejected', 'in_transit', 'received', 'refunded');
  CREATE TYPE "public"."enum_returns_condition" AS ENUM('good', 'damaged');
  CREATE TYPE "public"."enum_returns_refund_status" AS ENUM('requested', 'processed', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refundReturn';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReturnMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refundReturn';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReturnMail';
  CREATE TABLE "returns_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_returns_steps_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "returns_staff_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_returns_staff_log_action" NOT NULL,
  	"note" varchar,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "returns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"item_id" varchar NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"title" varchar,
  	"buyer_id" integer NOT NULL,
  	"seller_id" integer NOT NULL,
  	"reason" "enum_returns_reason" NOT NULL,
  	"details" varchar NOT NULL,
  	"state" "enum_returns_state" DEFAULT 'requested' NOT NULL,
  	"staff_reason" varchar,
  	"shipment_carrier" varchar,
  	"shipment_tracking_number" varchar,
  	"condition" "enum_returns_condition",
  	"refund_status" "enum_returns_refund_status",
  	"refund_amount_paise" numeric,
  	"refund_refund_id" varchar,
  	"refund_processed_at" timestamp(3) with time zone,
  	"refund_error" varchar,
  	"restocked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "returns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "orders_items" ADD COLUMN "return_status" "enum_orders_items_return_status";
  ALTER TABLE "orders_items" ADD COLUMN "returned_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "returns_id" integer;
  ALTER TABLE "returns_steps" ADD CONSTRAINT "returns_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "returns_staff_log" ADD CONSTRAINT "returns_staff_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns_staff_log" ADD CONSTRAINT "returns_staff_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns" ADD CONSTRAINT "returns_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns" ADD CONSTRAINT "returns_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns" ADD CONSTRAINT "returns_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "returns_rels" ADD CONSTRAINT "returns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "returns_rels" ADD CONSTRAINT "returns_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "returns_steps_order_idx" ON "returns_steps" USING btree ("_order");
  CREATE INDEX "returns_steps_parent_id_idx" ON "returns_steps" USING btree ("_parent_id");
  CREATE INDEX "returns_staff_log_order_idx" ON "returns_staff_log" USING btree ("_order");
  CREATE INDEX "returns_staff_log_parent_id_idx" ON "returns_staff_log" USING btree ("_parent_id");
  CREATE INDEX "returns_staff_log_by_idx" ON "returns_staff_log" USING btree ("by_id");
  CREATE UNIQUE INDEX "returns_key_idx" ON "returns" USING btree ("key");
  CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");
  CREATE INDEX "returns_artwork_idx" ON "returns" USING btree ("artwork_id");
  CREATE INDEX "returns_buyer_idx" ON "returns" USING btree ("buyer_id");
  CREATE INDEX "returns_seller_idx" ON "returns" USING btree ("seller_id");
  CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state");
  CREATE INDEX "returns_updated_at_idx" ON "returns" USING btree ("updated_at");
  CREATE INDEX "returns_created_at_idx" ON "returns" USING btree ("created_at");
  CREATE INDEX "returns_rels_order_idx" ON "returns_rels" USING btree ("order");
  CREATE INDEX "returns_rels_parent_idx" ON "returns_rels" USING btree ("parent_id");
  CREATE INDEX "returns_rels_path_idx" ON "returns_rels" USING btree ("path");
  CREATE INDEX "returns_rels_media_id_idx" ON "returns_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_returns_fk" FOREIGN KEY ("returns_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_returns_id_idx" ON "payload_locked_documents_rels" USING btree ("returns_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "returns_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "returns_staff_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "returns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "returns_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "returns_steps" CASCADE;
  DROP TABLE "returns_staff_log" CASCADE;
  DROP TABLE "returns" CASCADE;
  DROP TABLE "returns_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_returns_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_returns_id_idx";
  ALTER TABLE "orders_items" DROP COLUMN "return_status";
  ALTER TABLE "orders_items" DROP COLUMN "returned_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "returns_id";
  DROP TYPE "public"."enum_orders_items_return_status";
  DROP TYPE "public"."enum_returns_steps_state";
  DROP TYPE "public"."enum_returns_staff_log_action";
  DROP TYPE "public"."enum_returns_reason";
  DROP TYPE "public"."enum_returns_state";
  DROP TYPE "public"."enum_returns_condition";
  DROP TYPE "public"."enum_returns_refund_status";`)
}

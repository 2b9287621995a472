import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_history_move" AS ENUM('made', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'purchased');
  CREATE TYPE "public"."enum_offers_history_by" AS ENUM('buyer', 'seller', 'kala');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'purchased');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepOffers';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOfferMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepOffers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOfferMail';
  CREATE TABLE "offers_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"move" "enum_offers_history_move" NOT NULL,
  	"by" "enum_offers_history_by" NOT NULL,
  	"amount_paise" numeric,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"title" varchar,
  	"buyer_id" integer NOT NULL,
  	"seller_id" integer NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"counter_paise" numeric,
  	"agreed_paise" numeric,
  	"status" "enum_offers_status" DEFAULT 'open' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "artworks" ADD COLUMN "accept_offers" boolean DEFAULT false;
  ALTER TABLE "artworks" ADD COLUMN "offer_floor_paise" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "offers_history" ADD CONSTRAINT "offers_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offers_history_order_idx" ON "offers_history" USING btree ("_order");
  CREATE INDEX "offers_history_parent_id_idx" ON "offers_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offers_key_idx" ON "offers" USING btree ("key");
  CREATE INDEX "offers_artwork_idx" ON "offers" USING btree ("artwork_id");
  CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id");
  CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id");
  CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status");
  CREATE INDEX "offers_expires_at_idx" ON "offers" USING btree ("expires_at");
  CREATE INDEX "offers_order_idx" ON "offers" USING btree ("order_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offers_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offers_history" CASCADE;
  DROP TABLE "offers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail', 'sendDigests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail', 'sendDigests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  ALTER TABLE "artworks" DROP COLUMN "accept_offers";
  ALTER TABLE "artworks" DROP COLUMN "offer_floor_paise";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  DROP TYPE "public"."enum_offers_history_move";
  DROP TYPE "public"."enum_offers_history_by";
  DROP TYPE "public"."enum_offers_status";`)
}

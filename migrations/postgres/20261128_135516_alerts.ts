import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_alert_settings_digest" AS ENUM('daily', 'instant', 'off');
  CREATE TYPE "public"."enum_alerts_frequency" AS ENUM('daily', 'instant');
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('new-work', 'price-drop', 'back-available');
  CREATE TYPE "public"."enum_notifications_reason" AS ENUM('alert', 'follow', 'like');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDigests';
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"criteria" jsonb NOT NULL,
  	"criteria_key" varchar,
  	"name" varchar,
  	"frequency" "enum_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"kind" "enum_notifications_kind" NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"reason" "enum_notifications_reason" NOT NULL,
  	"alert_id" integer,
  	"instant" boolean DEFAULT false,
  	"read_at" timestamp(3) with time zone,
  	"mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "alert_settings_digest" "enum_users_alert_settings_digest" DEFAULT 'daily';
  ALTER TABLE "users" ADD COLUMN "alert_settings_followed_works" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_owner_idx" ON "alerts" USING btree ("owner_id");
  CREATE INDEX "alerts_criteria_key_idx" ON "alerts" USING btree ("criteria_key");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_criteriaKey_idx" ON "alerts" USING btree ("owner_id","criteria_key");
  CREATE UNIQUE INDEX "notifications_key_idx" ON "notifications" USING btree ("key");
  CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id");
  CREATE INDEX "notifications_artwork_idx" ON "notifications" USING btree ("artwork_id");
  CREATE INDEX "notifications_alert_idx" ON "notifications" USING btree ("alert_id");
  CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at");
  CREATE INDEX "notifications_mailed_at_idx" ON "notifications" USING btree ("mailed_at");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "recipient_createdAt_idx" ON "notifications" USING btree ("recipient_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  ALTER TABLE "users" DROP COLUMN "alert_settings_digest";
  ALTER TABLE "users" DROP COLUMN "alert_settings_followed_works";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  DROP TYPE "public"."enum_users_alert_settings_digest";
  DROP TYPE "public"."enum_alerts_frequency";
  DROP TYPE "public"."enum_notifications_kind";
  DROP TYPE "public"."enum_notifications_reason";`)
}

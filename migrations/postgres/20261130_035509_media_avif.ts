import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The AVIF forms of images stored before them are made by the queue's makeAvifs job
  // (cms/media/avif.ts), a few a minute: encoding them here would hold the media table for minutes.
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'makeAvifs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'makeAvifs';
  ALTER TABLE "media" ADD COLUMN "avif_made_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "avif_card_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "avif_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_phone_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "avif_phone_width" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_phone_height" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_phone_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_medium_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "avif_medium_width" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_medium_height" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_medium_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_large_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "avif_large_width" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_large_height" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_large_filesize" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail', 'sendDigests', 'sweepOffers', 'sendOfferMail', 'sendMessageMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireReservations', 'reconcilePayments', 'settleLedger', 'issueInvoices', 'sendOrderMail', 'refundPayment', 'deliverSimulatedWebhook', 'refundReturn', 'sendReturnMail', 'sendDigests', 'sweepOffers', 'sendOfferMail', 'sendMessageMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "media" DROP COLUMN "avif_made_at";
  ALTER TABLE "media" DROP COLUMN "avif_card_filename";
  ALTER TABLE "media" DROP COLUMN "avif_card_width";
  ALTER TABLE "media" DROP COLUMN "avif_card_height";
  ALTER TABLE "media" DROP COLUMN "avif_card_filesize";
  ALTER TABLE "media" DROP COLUMN "avif_phone_filename";
  ALTER TABLE "media" DROP COLUMN "avif_phone_width";
  ALTER TABLE "media" DROP COLUMN "avif_phone_height";
  ALTER TABLE "media" DROP COLUMN "avif_phone_filesize";
  ALTER TABLE "media" DROP COLUMN "avif_medium_filename";
  ALTER TABLE "media" DROP COLUMN "avif_medium_width";
  ALTER TABLE "media" DROP COLUMN "avif_medium_height";
  ALTER TABLE "media" DROP COLUMN "avif_medium_filesize";
  ALTER TABLE "media" DROP COLUMN "avif_large_filename";
  ALTER TABLE "media" DROP COLUMN "avif_large_width";
  ALTER TABLE "media" DROP COLUMN "avif_large_height";
  ALTER TABLE "media" DROP COLUMN "avif_large_filesize";`)
}

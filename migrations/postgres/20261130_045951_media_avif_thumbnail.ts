import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "avif_thumbnail_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "avif_thumbnail_width" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_thumbnail_height" numeric;
  ALTER TABLE "media" ADD COLUMN "avif_thumbnail_filesize" numeric;`)
  // Images whose AVIF forms were made without it go back to the queue's makeAvifs (cms/media/avif.ts).
  await db.execute(sql`UPDATE "media" SET "avif_made_at" = NULL WHERE "avif_card_filename" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "avif_thumbnail_filename";
  ALTER TABLE "media" DROP COLUMN "avif_thumbnail_width";
  ALTER TABLE "media" DROP COLUMN "avif_thumbnail_height";
  ALTER TABLE "media" DROP COLUMN "avif_thumbnail_filesize";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The AVIF forms of images stored before them are made by the queue's makeAvifs job
  // (cms/media/avif.ts), a few a minute: encoding them here would hold the media table for minutes.
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_made_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_card_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_phone_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_phone_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_phone_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_phone_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_medium_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_medium_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_medium_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_medium_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_large_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_large_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_large_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_large_filesize\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_made_at\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_card_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_card_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_card_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_phone_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_phone_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_phone_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_phone_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_medium_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_medium_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_medium_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_medium_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_large_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_large_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_large_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_large_filesize\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_thumbnail_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_thumbnail_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_thumbnail_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`avif_thumbnail_filesize\` numeric;`)
  // Images whose AVIF forms were made without it go back to the queue's makeAvifs (cms/media/avif.ts).
  await db.run(sql`UPDATE \`media\` SET \`avif_made_at\` = NULL WHERE \`avif_card_filename\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_thumbnail_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_thumbnail_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_thumbnail_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`avif_thumbnail_filesize\`;`)
}

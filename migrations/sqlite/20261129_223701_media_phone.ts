import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillSize } from '../../cms/media/sizeBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_phone_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_phone_sizes_phone_filename_idx\` ON \`media\` (\`sizes_phone_filename\`);`)
  // Images uploaded before this size existed get it too, on disk or in the bucket.
  await backfillSize(payload, 'phone', ['card', 'medium', 'webp'], req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_sizes_phone_sizes_phone_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_phone_filename\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_expires_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_expires_at\`;`)
}

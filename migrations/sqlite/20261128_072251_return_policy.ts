import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`return_days\` numeric DEFAULT 7;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`return_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`return_days\` numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`return_days\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`return_days\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`return_days\`;`)
}

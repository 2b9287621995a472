import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillModeration } from '../../cms/catalogue/moderationBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`trusted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`review\` text;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`rejection_reason\` text;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`owner_verified\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`artworks_review_idx\` ON \`artworks\` (\`review\`);`)
  await db.run(sql`CREATE INDEX \`artworks_owner_verified_idx\` ON \`artworks\` (\`owner_verified\`);`)
  await db.run(sql`CREATE INDEX \`review_createdAt_idx\` ON \`artworks\` (\`review\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`owner_verified\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`galleries_owner_verified_idx\` ON \`galleries\` (\`owner_verified\`);`)
  // Existing works approved, sellers with works trusted, verification copied (cms/catalogue/moderationBackfill.ts).
  await backfillModeration(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`artworks_review_idx\`;`)
  await db.run(sql`DROP INDEX \`artworks_owner_verified_idx\`;`)
  await db.run(sql`DROP INDEX \`review_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`review\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`rejection_reason\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`owner_verified\`;`)
  await db.run(sql`DROP INDEX \`galleries_owner_verified_idx\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`owner_verified\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`trusted\`;`)
}

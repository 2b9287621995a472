import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`follows\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`artist_id\` integer,
  	\`gallery_id\` integer,
  	\`target\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`follows_owner_idx\` ON \`follows\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`follows_artist_idx\` ON \`follows\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`follows_gallery_idx\` ON \`follows\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`follows_target_idx\` ON \`follows\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`follows_updated_at_idx\` ON \`follows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`follows_created_at_idx\` ON \`follows\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_target_idx\` ON \`follows\` (\`owner_id\`,\`target\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`follows_id\` integer REFERENCES follows(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follows_id_idx\` ON \`payload_locked_documents_rels\` (\`follows_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_follows_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`follows_id\`;`)
  await db.run(sql`DROP TABLE \`follows\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`viewing_rooms_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`viewing_rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`viewing_rooms_items_order_idx\` ON \`viewing_rooms_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`viewing_rooms_items_parent_id_idx\` ON \`viewing_rooms_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`viewing_rooms_items_artwork_idx\` ON \`viewing_rooms_items\` (\`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`viewing_rooms\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`kind\` text DEFAULT 'personal' NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`token\` text NOT NULL,
  	\`revoked_at\` text,
  	\`closes_at\` text,
  	\`opens\` numeric DEFAULT 0,
  	\`first_opened_at\` text,
  	\`last_opened_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`viewing_rooms_owner_idx\` ON \`viewing_rooms\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`viewing_rooms_token_idx\` ON \`viewing_rooms\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`viewing_rooms_updated_at_idx\` ON \`viewing_rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`viewing_rooms_created_at_idx\` ON \`viewing_rooms\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`viewing_rooms_id\` integer REFERENCES viewing_rooms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_viewing_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`viewing_rooms_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_viewing_rooms_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`viewing_rooms_id\`;`)
  await db.run(sql`DROP TABLE \`viewing_rooms_items\`;`)
  await db.run(sql`DROP TABLE \`viewing_rooms\`;`)
}

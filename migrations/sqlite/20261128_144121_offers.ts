import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`move\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`amount_paise\` numeric,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_history_order_idx\` ON \`offers_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_history_parent_id_idx\` ON \`offers_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`title\` text,
  	\`buyer_id\` integer NOT NULL,
  	\`seller_id\` integer NOT NULL,
  	\`amount_paise\` numeric NOT NULL,
  	\`counter_paise\` numeric,
  	\`agreed_paise\` numeric,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`expires_at\` text,
  	\`order_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_key_idx\` ON \`offers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`offers_artwork_idx\` ON \`offers\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_buyer_idx\` ON \`offers\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_seller_idx\` ON \`offers\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_status_idx\` ON \`offers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`offers_expires_at_idx\` ON \`offers\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_order_idx\` ON \`offers\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`accept_offers\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`offer_floor_paise\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_offers_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`offers_id\`;`)
  await db.run(sql`DROP TABLE \`offers_history\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`accept_offers\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`offer_floor_paise\`;`)
}

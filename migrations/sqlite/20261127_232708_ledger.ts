import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ledger_entries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount_paise\` numeric NOT NULL,
  	\`order_id\` integer,
  	\`item_id\` text NOT NULL,
  	\`seller_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ledger_entries_key_idx\` ON \`ledger_entries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_kind_idx\` ON \`ledger_entries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_order_idx\` ON \`ledger_entries\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_seller_idx\` ON \`ledger_entries\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_at_idx\` ON \`ledger_entries\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_updated_at_idx\` ON \`ledger_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ledger_entries_created_at_idx\` ON \`ledger_entries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ledger_entries_id\` integer REFERENCES ledger_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ledger_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`ledger_entries_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_ledger_entries_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`ledger_entries_id\`;`)
  await db.run(sql`DROP TABLE \`ledger_entries\`;`)
}

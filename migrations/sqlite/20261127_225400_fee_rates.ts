import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`fee_rates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`seller_id\` integer,
  	\`percent\` numeric NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`note\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fee_rates_seller_idx\` ON \`fee_rates\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`fee_rates_effective_from_idx\` ON \`fee_rates\` (\`effective_from\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fee_rates_key_idx\` ON \`fee_rates\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fee_rates_updated_at_idx\` ON \`fee_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fee_rates_created_at_idx\` ON \`fee_rates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`fee_basis_points\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`fee_paise\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fee_rates_id\` integer REFERENCES fee_rates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fee_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`fee_rates_id\`);`)
  // Sales made before Kala disclosed a fee were made without one: their lines record none.
  await db.run(sql`UPDATE \`orders_items\` SET \`fee_basis_points\` = 0, \`fee_paise\` = 0
    WHERE \`_parent_id\` IN (SELECT \`id\` FROM \`orders\` WHERE \`paid_at\` IS NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_fee_rates_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`fee_rates_id\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`fee_basis_points\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`fee_paise\`;`)
  await db.run(sql`DROP TABLE \`fee_rates\`;`)
}

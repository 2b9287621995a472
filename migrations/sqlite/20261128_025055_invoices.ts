import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tax_rates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`subject\` text NOT NULL,
  	\`hsn\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	\`effective_from\` text NOT NULL,
  	\`note\` text,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rates_subject_idx\` ON \`tax_rates\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_effective_from_idx\` ON \`tax_rates\` (\`effective_from\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tax_rates_key_idx\` ON \`tax_rates\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_updated_at_idx\` ON \`tax_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_created_at_idx\` ON \`tax_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invoices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`series\` text NOT NULL,
  	\`sequence\` numeric NOT NULL,
  	\`slot\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`document_type\` text NOT NULL,
  	\`order_id\` integer,
  	\`seller_id\` integer,
  	\`supplier_user_id\` integer,
  	\`recipient_user_id\` integer,
  	\`issued_at\` text NOT NULL,
  	\`total_paise\` numeric NOT NULL,
  	\`snapshot\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`supplier_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipient_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_key_idx\` ON \`invoices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`invoices_number_idx\` ON \`invoices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`invoices_series_idx\` ON \`invoices\` (\`series\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_slot_idx\` ON \`invoices\` (\`slot\`);`)
  await db.run(sql`CREATE INDEX \`invoices_order_idx\` ON \`invoices\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_seller_idx\` ON \`invoices\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_supplier_user_idx\` ON \`invoices\` (\`supplier_user_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_recipient_user_idx\` ON \`invoices\` (\`recipient_user_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_issued_at_idx\` ON \`invoices\` (\`issued_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tax_rates_id\` integer REFERENCES tax_rates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoices_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_identity_legal_name\` text DEFAULT 'Kala Art Marketplace Private Limited';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_identity_gstin\` text DEFAULT '27AAKCK4821M1Z6';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_identity_state\` text DEFAULT 'Maharashtra';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tax_identity_address\` text DEFAULT '4th Floor, Kala House
  12 Ropewalk Lane, Kala Ghoda
  Mumbai 400001';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_tax_rates_id_idx\`;`)
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_invoices_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`tax_rates_id\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`invoices_id\`;`)
  await db.run(sql`DROP TABLE \`tax_rates\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tax_identity_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tax_identity_gstin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tax_identity_state\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tax_identity_address\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payout_accounts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`seller_id\` integer NOT NULL,
  	\`legal_name\` text NOT NULL,
  	\`pan_masked\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`account_masked\` text,
  	\`ifsc\` text,
  	\`upi_masked\` text,
  	\`gstin\` text,
  	\`state\` text NOT NULL,
  	\`linked_account_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payout_accounts_seller_idx\` ON \`payout_accounts\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_accounts_linked_account_id_idx\` ON \`payout_accounts\` (\`linked_account_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_accounts_updated_at_idx\` ON \`payout_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payout_accounts_created_at_idx\` ON \`payout_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payout_transfers_staff_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payout_transfers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payout_transfers_staff_log_order_idx\` ON \`payout_transfers_staff_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_staff_log_parent_id_idx\` ON \`payout_transfers_staff_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_staff_log_by_idx\` ON \`payout_transfers_staff_log\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`payout_transfers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`order_id\` integer,
  	\`item_id\` text NOT NULL,
  	\`seller_id\` integer,
  	\`amount_paise\` numeric NOT NULL,
  	\`state\` text DEFAULT 'waiting' NOT NULL,
  	\`transfer_id\` text,
  	\`linked_account_id\` text,
  	\`reversal_id\` text,
  	\`failure_reason\` text,
  	\`released_at\` text,
  	\`processed_at\` text,
  	\`held_by_staff\` integer DEFAULT false,
  	\`released_by_staff\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payout_transfers_key_idx\` ON \`payout_transfers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_order_idx\` ON \`payout_transfers\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_seller_idx\` ON \`payout_transfers\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_state_idx\` ON \`payout_transfers\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_transfer_id_idx\` ON \`payout_transfers\` (\`transfer_id\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_held_by_staff_idx\` ON \`payout_transfers\` (\`held_by_staff\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_updated_at_idx\` ON \`payout_transfers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payout_transfers_created_at_idx\` ON \`payout_transfers\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payout_accounts_id\` integer REFERENCES payout_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payout_transfers_id\` integer REFERENCES payout_transfers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payout_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`payout_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payout_transfers_id_idx\` ON \`payload_locked_documents_rels\` (\`payout_transfers_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_payout_accounts_id_idx\`;`)
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_payout_transfers_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`payout_accounts_id\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`payout_transfers_id\`;`)
  await db.run(sql`DROP TABLE \`payout_accounts\`;`)
  await db.run(sql`DROP TABLE \`payout_transfers_staff_log\`;`)
  await db.run(sql`DROP TABLE \`payout_transfers\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`returns_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`returns_steps_order_idx\` ON \`returns_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`returns_steps_parent_id_idx\` ON \`returns_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`returns_staff_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`note\` text,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`returns_staff_log_order_idx\` ON \`returns_staff_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`returns_staff_log_parent_id_idx\` ON \`returns_staff_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_staff_log_by_idx\` ON \`returns_staff_log\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`returns\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`item_id\` text NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`title\` text,
  	\`buyer_id\` integer NOT NULL,
  	\`seller_id\` integer NOT NULL,
  	\`reason\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`state\` text DEFAULT 'requested' NOT NULL,
  	\`staff_reason\` text,
  	\`shipment_carrier\` text,
  	\`shipment_tracking_number\` text,
  	\`condition\` text,
  	\`refund_status\` text,
  	\`refund_amount_paise\` numeric,
  	\`refund_refund_id\` text,
  	\`refund_processed_at\` text,
  	\`refund_error\` text,
  	\`restocked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`returns_key_idx\` ON \`returns\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`returns_order_idx\` ON \`returns\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_artwork_idx\` ON \`returns\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_buyer_idx\` ON \`returns\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_seller_idx\` ON \`returns\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_state_idx\` ON \`returns\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`returns_updated_at_idx\` ON \`returns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`returns_created_at_idx\` ON \`returns\` (\`created_at\`);`)
  // AUTOINCREMENT as every table's id (20261127_130000_ids_never_reused): the generator leaves it out of _rels tables.
  await db.run(sql`CREATE TABLE \`returns_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`returns_rels_order_idx\` ON \`returns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`returns_rels_parent_idx\` ON \`returns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`returns_rels_path_idx\` ON \`returns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`returns_rels_media_id_idx\` ON \`returns_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`return_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`returned_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`returns_id\` integer REFERENCES returns(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_returns_id_idx\` ON \`payload_locked_documents_rels\` (\`returns_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_returns_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`returns_id\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`return_status\`;`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`returned_at\`;`)
  await db.run(sql`DROP TABLE \`returns_steps\`;`)
  await db.run(sql`DROP TABLE \`returns_staff_log\`;`)
  await db.run(sql`DROP TABLE \`returns\`;`)
  await db.run(sql`DROP TABLE \`returns_rels\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alerts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`criteria\` text NOT NULL,
  	\`criteria_key\` text,
  	\`name\` text,
  	\`frequency\` text DEFAULT 'daily' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_owner_idx\` ON \`alerts\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_criteria_key_idx\` ON \`alerts\` (\`criteria_key\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_criteriaKey_idx\` ON \`alerts\` (\`owner_id\`,\`criteria_key\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`reason\` text NOT NULL,
  	\`alert_id\` integer,
  	\`instant\` integer DEFAULT false,
  	\`read_at\` text,
  	\`mailed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`alert_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notifications_key_idx\` ON \`notifications\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`notifications_recipient_idx\` ON \`notifications\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_artwork_idx\` ON \`notifications\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_alert_idx\` ON \`notifications\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_read_at_idx\` ON \`notifications\` (\`read_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_mailed_at_idx\` ON \`notifications\` (\`mailed_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipient_createdAt_idx\` ON \`notifications\` (\`recipient_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`alert_settings_digest\` text DEFAULT 'daily';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`alert_settings_followed_works\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alerts_id\` integer REFERENCES alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notifications_id\` integer REFERENCES notifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_alerts_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_notifications_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`alerts_id\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`notifications_id\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`alert_settings_digest\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`alert_settings_followed_works\`;`)
}

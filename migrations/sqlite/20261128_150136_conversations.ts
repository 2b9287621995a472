import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`conversations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`subject_kind\` text NOT NULL,
  	\`enquiry_id\` integer,
  	\`order_id\` integer,
  	\`buyer_id\` integer,
  	\`seller_id\` integer,
  	\`key\` text,
  	\`title\` text,
  	\`last_message_at\` text,
  	\`buyer_read_at\` text,
  	\`seller_read_at\` text,
  	\`reported_at\` text,
  	\`reported_by_id\` integer,
  	\`report_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reported_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`conversations_enquiry_idx\` ON \`conversations\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_order_idx\` ON \`conversations\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_buyer_idx\` ON \`conversations\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_seller_idx\` ON \`conversations\` (\`seller_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`conversations_key_idx\` ON \`conversations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`conversations_last_message_at_idx\` ON \`conversations\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`conversations_reported_at_idx\` ON \`conversations\` (\`reported_at\`);`)
  await db.run(sql`CREATE INDEX \`conversations_reported_by_idx\` ON \`conversations\` (\`reported_by_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_updated_at_idx\` ON \`conversations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`conversations_created_at_idx\` ON \`conversations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`buyer_lastMessageAt_idx\` ON \`conversations\` (\`buyer_id\`,\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`seller_lastMessageAt_idx\` ON \`conversations\` (\`seller_id\`,\`last_message_at\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`conversation_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`author_id\` integer,
  	\`buyer_id\` integer,
  	\`seller_id\` integer,
  	\`masked\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_conversation_idx\` ON \`messages\` (\`conversation_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_author_idx\` ON \`messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_buyer_idx\` ON \`messages\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_seller_idx\` ON \`messages\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`conversation_createdAt_idx\` ON \`messages\` (\`conversation_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`conversations_id\` integer REFERENCES conversations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversations_id_idx\` ON \`payload_locked_documents_rels\` (\`conversations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_conversations_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_messages_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`conversations_id\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`messages_id\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`conversations\`;`)
}

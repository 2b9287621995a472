import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`refresh_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`parent_hash\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`user_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`revoked_at\` text,
  	\`revoked_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`refresh_tokens_token_hash_idx\` ON \`refresh_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refresh_tokens_parent_hash_idx\` ON \`refresh_tokens\` (\`parent_hash\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_family_idx\` ON \`refresh_tokens\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_user_idx\` ON \`refresh_tokens\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_expires_at_idx\` ON \`refresh_tokens\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_updated_at_idx\` ON \`refresh_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refresh_tokens_created_at_idx\` ON \`refresh_tokens\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`refresh_tokens_id\` integer REFERENCES refresh_tokens(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`refresh_tokens\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`artworks_id\` integer,
  	\`artwork_collections_id\` integer,
  	\`galleries_id\` integer,
  	\`exhibitions_id\` integer,
  	\`orders_id\` integer,
  	\`enquiries_id\` integer,
  	\`contact_messages_id\` integer,
  	\`likes_id\` integer,
  	\`categories_id\` integer,
  	\`dictionary_categories_id\` integer,
  	\`dictionary_terms_id\` integer,
  	\`guides_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artwork_collections_id\`) REFERENCES \`artwork_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitions_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`likes_id\`) REFERENCES \`likes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_categories_id\`) REFERENCES \`dictionary_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_terms_id\`) REFERENCES \`dictionary_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artworks_id_idx\` ON \`payload_locked_documents_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artwork_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`artwork_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitions_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`reset_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rate_limit_counters_key_idx\` ON \`rate_limit_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_counters_reset_at_idx\` ON \`rate_limit_counters\` (\`reset_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rate_limit_counters_id\` integer REFERENCES rate_limit_counters(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_counters_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_counters\`;`)
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
  	\`payment_events_id\` integer,
  	\`sale_claims_id\` integer,
  	\`mail_log_id\` integer,
  	\`enquiries_id\` integer,
  	\`contact_messages_id\` integer,
  	\`likes_id\` integer,
  	\`categories_id\` integer,
  	\`dictionary_categories_id\` integer,
  	\`dictionary_terms_id\` integer,
  	\`guides_id\` integer,
  	\`media_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`search_entries_id\` integer,
  	\`artwork_views_id\` integer,
  	\`seller_stats_id\` integer,
  	\`view_marks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artwork_collections_id\`) REFERENCES \`artwork_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitions_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sale_claims_id\`) REFERENCES \`sale_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_log_id\`) REFERENCES \`mail_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`likes_id\`) REFERENCES \`likes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_categories_id\`) REFERENCES \`dictionary_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_terms_id\`) REFERENCES \`dictionary_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artwork_views_id\`) REFERENCES \`artwork_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seller_stats_id\`) REFERENCES \`seller_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`view_marks_id\`) REFERENCES \`view_marks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "payment_events_id", "sale_claims_id", "mail_log_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id", "search_entries_id", "artwork_views_id", "seller_stats_id", "view_marks_id") SELECT "id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "payment_events_id", "sale_claims_id", "mail_log_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id", "search_entries_id", "artwork_views_id", "seller_stats_id", "view_marks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sale_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`sale_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_log_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artwork_views_id_idx\` ON \`payload_locked_documents_rels\` (\`artwork_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seller_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`seller_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_view_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`view_marks_id\`);`)
}

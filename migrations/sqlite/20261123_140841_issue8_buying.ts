import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`provider_order_id\` text,
  	\`payment_id\` text,
  	\`outcome\` text,
  	\`handled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_provider_order_id_idx\` ON \`payment_events\` (\`provider_order_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`order_id\` integer,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_log_key_idx\` ON \`mail_log\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`mail_log_order_idx\` ON \`mail_log\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_log_updated_at_idx\` ON \`mail_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_log_created_at_idx\` ON \`mail_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`reserved_order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`sold_order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`artworks_reserved_order_idx\` ON \`artworks\` (\`reserved_order_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_sold_order_idx\` ON \`artworks\` (\`sold_order_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`amount_paise\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`paid_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`paid_via\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`reserved_until\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`receipt\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_by\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_reason\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_amount_paise\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_refund_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_processed_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_error\` text;`)
  await db.run(sql`CREATE INDEX \`orders_paid_at_idx\` ON \`orders\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_reserved_until_idx\` ON \`orders\` (\`reserved_until\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_receipt_idx\` ON \`orders\` (\`receipt\`);`)
  await db.run(sql`CREATE INDEX \`orders_refund_refund_status_idx\` ON \`orders\` (\`refund_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_log_id\` integer REFERENCES mail_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_log_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`mail_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_artworks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`owner_id\` integer NOT NULL,
  	\`artist_id\` integer,
  	\`artist_name\` text,
  	\`artist_slug\` text,
  	\`uploaded_by\` text,
  	\`price\` numeric,
  	\`category\` text,
  	\`style\` text,
  	\`mood\` text,
  	\`medium\` text NOT NULL,
  	\`material\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`depth\` numeric,
  	\`size_class\` text,
  	\`primary_color\` text,
  	\`year_of_creation\` text,
  	\`signed\` integer DEFAULT false,
  	\`location\` text,
  	\`collection_id\` integer,
  	\`edition_kind\` text DEFAULT 'original',
  	\`edition_size\` numeric,
  	\`description\` text,
  	\`interpretation\` text,
  	\`status\` text DEFAULT 'published',
  	\`available\` integer DEFAULT true,
  	\`sale_state\` text DEFAULT 'forSale',
  	\`reserved_until\` text,
  	\`sold_at\` text,
  	\`likes\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`collection_id\`) REFERENCES \`artwork_collections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_artworks\`("id", "title", "slug", "owner_id", "artist_id", "artist_name", "artist_slug", "uploaded_by", "price", "category", "style", "mood", "medium", "material", "width", "height", "depth", "size_class", "primary_color", "year_of_creation", "signed", "location", "collection_id", "edition_kind", "edition_size", "description", "interpretation", "status", "available", "sale_state", "reserved_until", "sold_at", "likes", "updated_at", "created_at") SELECT "id", "title", "slug", "owner_id", "artist_id", "artist_name", "artist_slug", "uploaded_by", "price", "category", "style", "mood", "medium", "material", "width", "height", "depth", "size_class", "primary_color", "year_of_creation", "signed", "location", "collection_id", "edition_kind", "edition_size", "description", "interpretation", "status", "available", "sale_state", "reserved_until", "sold_at", "likes", "updated_at", "created_at" FROM \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`ALTER TABLE \`__new_artworks\` RENAME TO \`artworks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_slug_idx\` ON \`artworks\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`artworks_owner_idx\` ON \`artworks\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_artist_idx\` ON \`artworks\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_artist_slug_idx\` ON \`artworks\` (\`artist_slug\`);`)
  await db.run(sql`CREATE INDEX \`artworks_uploaded_by_idx\` ON \`artworks\` (\`uploaded_by\`);`)
  await db.run(sql`CREATE INDEX \`artworks_price_idx\` ON \`artworks\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`artworks_category_idx\` ON \`artworks\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`artworks_style_idx\` ON \`artworks\` (\`style\`);`)
  await db.run(sql`CREATE INDEX \`artworks_mood_idx\` ON \`artworks\` (\`mood\`);`)
  await db.run(sql`CREATE INDEX \`artworks_medium_idx\` ON \`artworks\` (\`medium\`);`)
  await db.run(sql`CREATE INDEX \`artworks_size_class_idx\` ON \`artworks\` (\`size_class\`);`)
  await db.run(sql`CREATE INDEX \`artworks_primary_color_idx\` ON \`artworks\` (\`primary_color\`);`)
  await db.run(sql`CREATE INDEX \`artworks_collection_idx\` ON \`artworks\` (\`collection_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_status_idx\` ON \`artworks\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`artworks_available_idx\` ON \`artworks\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`artworks_sale_state_idx\` ON \`artworks\` (\`sale_state\`);`)
  await db.run(sql`CREATE INDEX \`artworks_likes_idx\` ON \`artworks\` (\`likes\`);`)
  await db.run(sql`CREATE INDEX \`artworks_updated_at_idx\` ON \`artworks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_created_at_idx\` ON \`artworks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_createdAt_idx\` ON \`artworks\` (\`category\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_price_idx\` ON \`artworks\` (\`category\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`style_createdAt_idx\` ON \`artworks\` (\`style\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`style_price_idx\` ON \`artworks\` (\`style\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`mood_createdAt_idx\` ON \`artworks\` (\`mood\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`mood_price_idx\` ON \`artworks\` (\`mood\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`medium_createdAt_idx\` ON \`artworks\` (\`medium\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`medium_price_idx\` ON \`artworks\` (\`medium\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`sizeClass_createdAt_idx\` ON \`artworks\` (\`size_class\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sizeClass_price_idx\` ON \`artworks\` (\`size_class\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`primaryColor_createdAt_idx\` ON \`artworks\` (\`primary_color\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`primaryColor_price_idx\` ON \`artworks\` (\`primary_color\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`owner_createdAt_idx\` ON \`artworks\` (\`owner_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artist_createdAt_idx\` ON \`artworks\` (\`artist_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`collection_createdAt_idx\` ON \`artworks\` (\`collection_id\`,\`created_at\`);`)
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
  	\`refresh_tokens_id\` integer,
  	\`search_entries_id\` integer,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`DROP INDEX \`orders_paid_at_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_reserved_until_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_receipt_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_refund_refund_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`amount_paise\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`paid_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`paid_via\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`reserved_until\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`receipt\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancellation_by\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancellation_reason\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_status\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_amount_paise\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_refund_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_processed_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_error\`;`)
}

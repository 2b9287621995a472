import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillArtists, backfillEditions } from '../../cms/catalogue/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`doc\` text NOT NULL,
  	\`rank\` numeric DEFAULT 0,
  	\`postings\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_entries_kind_idx\` ON \`search_entries\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kind_doc_idx\` ON \`search_entries\` (\`kind\`,\`doc\`);`)
  await db.run(sql`CREATE TABLE \`search_entries_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_entries_texts_order_parent\` ON \`search_entries_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_texts_text_idx\` ON \`search_entries_texts\` (\`text\`);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`artist_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`edition_kind\` text DEFAULT 'original';`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`edition_size\` numeric;`)
  await db.run(sql`CREATE INDEX \`artworks_artist_idx\` ON \`artworks\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`artist_createdAt_idx\` ON \`artworks\` (\`artist_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_entries_id\` integer REFERENCES search_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_colors_value_idx\` ON \`artworks_colors\` (\`value\`);`)
  // Existing works: their represented artist and, where the description states one, their edition.
  await backfillArtists(payload, req)
  await backfillEditions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_entries\`;`)
  await db.run(sql`DROP TABLE \`search_entries_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_artworks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`owner_id\` integer NOT NULL,
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
  	FOREIGN KEY (\`collection_id\`) REFERENCES \`artwork_collections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_artworks\`("id", "title", "slug", "owner_id", "artist_name", "artist_slug", "uploaded_by", "price", "category", "style", "mood", "medium", "material", "width", "height", "depth", "size_class", "primary_color", "year_of_creation", "signed", "location", "collection_id", "description", "interpretation", "status", "available", "sale_state", "reserved_until", "sold_at", "likes", "updated_at", "created_at") SELECT "id", "title", "slug", "owner_id", "artist_name", "artist_slug", "uploaded_by", "price", "category", "style", "mood", "medium", "material", "width", "height", "depth", "size_class", "primary_color", "year_of_creation", "signed", "location", "collection_id", "description", "interpretation", "status", "available", "sale_state", "reserved_until", "sold_at", "likes", "updated_at", "created_at" FROM \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`ALTER TABLE \`__new_artworks\` RENAME TO \`artworks\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_slug_idx\` ON \`artworks\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`artworks_owner_idx\` ON \`artworks\` (\`owner_id\`);`)
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
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id") SELECT "id", "order", "parent_id", "path", "users_id", "artworks_id", "artwork_collections_id", "galleries_id", "exhibitions_id", "orders_id", "enquiries_id", "contact_messages_id", "likes_id", "categories_id", "dictionary_categories_id", "dictionary_terms_id", "guides_id", "media_id", "refresh_tokens_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`artworks_colors_value_idx\`;`)
}

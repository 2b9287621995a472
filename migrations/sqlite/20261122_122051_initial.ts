import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_education\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`institution\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`year_start\` text NOT NULL,
  	\`year_end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_education_order_idx\` ON \`users_education\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_education_parent_id_idx\` ON \`users_education\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_workshops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`institution\` text NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_workshops_order_idx\` ON \`users_workshops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_workshops_parent_id_idx\` ON \`users_workshops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_exhibitions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`institution\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_exhibitions_order_idx\` ON \`users_exhibitions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_exhibitions_parent_id_idx\` ON \`users_exhibitions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`awarded_by\` text NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_awards_order_idx\` ON \`users_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_awards_parent_id_idx\` ON \`users_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_publications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`year\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_publications_order_idx\` ON \`users_publications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_publications_parent_id_idx\` ON \`users_publications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`billing_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`line1\` text NOT NULL,
  	\`line2\` text,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`pincode\` text NOT NULL,
  	\`country\` text DEFAULT 'India' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_addresses_order_idx\` ON \`users_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_addresses_parent_id_idx\` ON \`users_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text DEFAULT 'explorer',
  	\`username\` text NOT NULL,
  	\`slug\` text,
  	\`full_name\` text NOT NULL,
  	\`phone\` text,
  	\`city\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	\`social_instagram\` text,
  	\`social_x\` text,
  	\`social_linkedin\` text,
  	\`quiz_preferences_color\` text,
  	\`quiz_preferences_subject\` text,
  	\`quiz_preferences_texture\` text,
  	\`quiz_preferences_emotion\` text,
  	\`quiz_preferences_music\` text,
  	\`quiz_preferences_role\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_slug_idx\` ON \`users\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`users_photo_idx\` ON \`users\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`artworks_colors\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_colors_order_idx\` ON \`artworks_colors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`artworks_colors_parent_idx\` ON \`artworks_colors\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`artworks\` (
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
  await db.run(sql`CREATE TABLE \`artworks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_rels_order_idx\` ON \`artworks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_parent_idx\` ON \`artworks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_path_idx\` ON \`artworks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_media_id_idx\` ON \`artworks_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`artwork_collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text NOT NULL,
  	\`cover_image_id\` integer NOT NULL,
  	\`status\` integer DEFAULT true,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artwork_collections_slug_idx\` ON \`artwork_collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`artwork_collections_cover_image_idx\` ON \`artwork_collections\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`artwork_collections_status_idx\` ON \`artwork_collections\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`artwork_collections_owner_idx\` ON \`artwork_collections\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`artwork_collections_updated_at_idx\` ON \`artwork_collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artwork_collections_created_at_idx\` ON \`artwork_collections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`galleries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`username\` text NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`bio\` text,
  	\`city\` text,
  	\`founded\` text,
  	\`website\` text,
  	\`photo_id\` integer,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_username_idx\` ON \`galleries\` (\`username\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_owner_idx\` ON \`galleries\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_photo_idx\` ON \`galleries\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_views_idx\` ON \`galleries\` (\`views\`);`)
  await db.run(sql`CREATE INDEX \`galleries_updated_at_idx\` ON \`galleries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`galleries_created_at_idx\` ON \`galleries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`galleries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`galleries_rels_order_idx\` ON \`galleries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_parent_idx\` ON \`galleries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_path_idx\` ON \`galleries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_media_id_idx\` ON \`galleries_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_rels_users_id_idx\` ON \`galleries_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`gallery_id\` integer NOT NULL,
  	\`photo_id\` integer,
  	\`description\` text,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`venue\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitions_slug_idx\` ON \`exhibitions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_gallery_idx\` ON \`exhibitions\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_photo_idx\` ON \`exhibitions\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_start_date_idx\` ON \`exhibitions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_end_date_idx\` ON \`exhibitions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_updated_at_idx\` ON \`exhibitions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_created_at_idx\` ON \`exhibitions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_order_idx\` ON \`exhibitions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_parent_idx\` ON \`exhibitions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_path_idx\` ON \`exhibitions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_users_id_idx\` ON \`exhibitions_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_artworks_id_idx\` ON \`exhibitions_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`seller_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`artist_name\` text NOT NULL,
  	\`image\` text,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_items_order_idx\` ON \`orders_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_parent_id_idx\` ON \`orders_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_artwork_idx\` ON \`orders_items\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_seller_idx\` ON \`orders_items\` (\`seller_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_status_history_order_idx\` ON \`orders_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_history_parent_id_idx\` ON \`orders_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text,
  	\`buyer_id\` integer NOT NULL,
  	\`total_amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'INR',
  	\`order_status\` text DEFAULT 'placed',
  	\`payment_status\` text DEFAULT 'pending',
  	\`razorpay_order_id\` text,
  	\`razorpay_payment_id\` text,
  	\`razorpay_signature\` text,
  	\`failure_reason\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_pincode\` text,
  	\`address_country\` text,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`customer_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_buyer_idx\` ON \`orders\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_order_status_idx\` ON \`orders\` (\`order_status\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_status_idx\` ON \`orders\` (\`payment_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_razorpay_order_id_idx\` ON \`orders\` (\`razorpay_order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_razorpay_payment_id_idx\` ON \`orders\` (\`razorpay_payment_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_rels_order_idx\` ON \`orders_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_parent_idx\` ON \`orders_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_path_idx\` ON \`orders_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`orders_rels_users_id_idx\` ON \`orders_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`message\` text,
  	\`username\` text NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`artist_id\` integer NOT NULL,
  	\`sender_id\` integer,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_artwork_idx\` ON \`enquiries\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_artist_idx\` ON \`enquiries\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_sender_idx\` ON \`enquiries\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text,
  	\`message\` text NOT NULL,
  	\`username\` text,
  	\`artist_id\` integer,
  	\`sender_id\` integer,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_artist_idx\` ON \`contact_messages\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_sender_idx\` ON \`contact_messages\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`likes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`artist_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`likes_owner_idx\` ON \`likes\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`likes_artwork_idx\` ON \`likes\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`likes_artist_slug_idx\` ON \`likes\` (\`artist_slug\`);`)
  await db.run(sql`CREATE INDEX \`likes_updated_at_idx\` ON \`likes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`likes_created_at_idx\` ON \`likes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_artwork_idx\` ON \`likes\` (\`owner_id\`,\`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_type_idx\` ON \`categories\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dictionary_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dictionary_categories_slug_idx\` ON \`dictionary_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_categories_updated_at_idx\` ON \`dictionary_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_categories_created_at_idx\` ON \`dictionary_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dictionary_terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`definition\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`dictionary_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dictionary_terms_slug_idx\` ON \`dictionary_terms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_category_idx\` ON \`dictionary_terms\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_image_idx\` ON \`dictionary_terms\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_updated_at_idx\` ON \`dictionary_terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_created_at_idx\` ON \`dictionary_terms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dictionary_terms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`dictionary_terms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dictionary_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_terms_id\`) REFERENCES \`dictionary_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dictionary_terms_rels_order_idx\` ON \`dictionary_terms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_rels_parent_idx\` ON \`dictionary_terms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_rels_path_idx\` ON \`dictionary_terms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`dictionary_terms_rels_dictionary_terms_id_idx\` ON \`dictionary_terms_rels\` (\`dictionary_terms_id\`);`)
  await db.run(sql`CREATE TABLE \`guides_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`guides_sections_order_idx\` ON \`guides_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_sections_parent_id_idx\` ON \`guides_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`guides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`excerpt\` text NOT NULL,
  	\`image_id\` integer,
  	\`reading_minutes\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`guides_slug_idx\` ON \`guides\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`guides_image_idx\` ON \`guides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_updated_at_idx\` ON \`guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guides_created_at_idx\` ON \`guides\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_webp_url\` text,
  	\`sizes_webp_width\` numeric,
  	\`sizes_webp_height\` numeric,
  	\`sizes_webp_mime_type\` text,
  	\`sizes_webp_filesize\` numeric,
  	\`sizes_webp_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_owner_idx\` ON \`media\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp_sizes_webp_filename_idx\` ON \`media\` (\`sizes_webp_filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_curation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artwork_of_the_day_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`artwork_of_the_day_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_curation_artwork_of_the_day_idx\` ON \`home_curation\` (\`artwork_of_the_day_id\`);`)
  await db.run(sql`CREATE TABLE \`home_curation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`users_id\` integer,
  	\`galleries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_curation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_curation_rels_order_idx\` ON \`home_curation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_curation_rels_parent_idx\` ON \`home_curation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_curation_rels_path_idx\` ON \`home_curation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_curation_rels_artworks_id_idx\` ON \`home_curation_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`home_curation_rels_users_id_idx\` ON \`home_curation_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`home_curation_rels_galleries_id_idx\` ON \`home_curation_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tagline\` text,
  	\`phone\` text DEFAULT '+91 98200 12345' NOT NULL,
  	\`email\` text DEFAULT 'hello@kala.art' NOT NULL,
  	\`support_email\` text DEFAULT 'support@kala.art' NOT NULL,
  	\`address\` text,
  	\`socials_instagram\` text,
  	\`socials_x\` text,
  	\`socials_linkedin\` text,
  	\`socials_facebook\` text,
  	\`prelaunch\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_education\`;`)
  await db.run(sql`DROP TABLE \`users_workshops\`;`)
  await db.run(sql`DROP TABLE \`users_exhibitions\`;`)
  await db.run(sql`DROP TABLE \`users_awards\`;`)
  await db.run(sql`DROP TABLE \`users_publications\`;`)
  await db.run(sql`DROP TABLE \`users_addresses\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`artworks_colors\`;`)
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks_rels\`;`)
  await db.run(sql`DROP TABLE \`artwork_collections\`;`)
  await db.run(sql`DROP TABLE \`galleries\`;`)
  await db.run(sql`DROP TABLE \`galleries_rels\`;`)
  await db.run(sql`DROP TABLE \`exhibitions\`;`)
  await db.run(sql`DROP TABLE \`exhibitions_rels\`;`)
  await db.run(sql`DROP TABLE \`orders_items\`;`)
  await db.run(sql`DROP TABLE \`orders_status_history\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders_rels\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`likes\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`dictionary_categories\`;`)
  await db.run(sql`DROP TABLE \`dictionary_terms\`;`)
  await db.run(sql`DROP TABLE \`dictionary_terms_rels\`;`)
  await db.run(sql`DROP TABLE \`guides_sections\`;`)
  await db.run(sql`DROP TABLE \`guides\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`home_curation\`;`)
  await db.run(sql`DROP TABLE \`home_curation_rels\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}

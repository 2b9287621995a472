import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_exhibitions_type" AS ENUM('Solo', 'Group');
  CREATE TYPE "public"."enum_users_role" AS ENUM('explorer', 'artist', 'gallery', 'collector', 'researcher', 'editor', 'admin');
  CREATE TYPE "public"."enum_users_quiz_preferences_color" AS ENUM('vibrant-red', 'calm-blue', 'natural-green');
  CREATE TYPE "public"."enum_users_quiz_preferences_subject" AS ENUM('portrait', 'landscape', 'abstract');
  CREATE TYPE "public"."enum_users_quiz_preferences_texture" AS ENUM('oil', 'watercolor', 'ink');
  CREATE TYPE "public"."enum_users_quiz_preferences_emotion" AS ENUM('calm', 'joyful', 'introspective');
  CREATE TYPE "public"."enum_users_quiz_preferences_music" AS ENUM('jazz', 'classical', 'ambient');
  CREATE TYPE "public"."enum_users_quiz_preferences_role" AS ENUM('it_grounds_me', 'it_excites_me');
  CREATE TYPE "public"."enum_artworks_colors" AS ENUM('red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'brown', 'gray', 'black', 'white');
  CREATE TYPE "public"."enum_artworks_category" AS ENUM('Painting', 'Sculpture', 'Drawing', 'Digital', 'Photography', 'Installation', 'Print', 'Textile');
  CREATE TYPE "public"."enum_artworks_style" AS ENUM('Abstract', 'Figurative', 'Surrealism', 'Impressionism', 'Minimalism', 'Pop Art', 'Expressionism', 'Conceptual');
  CREATE TYPE "public"."enum_artworks_mood" AS ENUM('Bold', 'Calm', 'Energetic', 'Happy', 'Sad', 'Serene');
  CREATE TYPE "public"."enum_artworks_size_class" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_artworks_primary_color" AS ENUM('red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'brown', 'gray', 'black', 'white');
  CREATE TYPE "public"."enum_artworks_status" AS ENUM('published', 'unpublished');
  CREATE TYPE "public"."enum_artworks_sale_state" AS ENUM('forSale', 'reserved', 'sold');
  CREATE TYPE "public"."enum_orders_status_history_status" AS ENUM('placed', 'packed', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_orders_order_status" AS ENUM('placed', 'packed', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('pending', 'success', 'failed');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'answered', 'closed');
  CREATE TYPE "public"."enum_categories_type" AS ENUM('category', 'style', 'medium', 'mood');
  CREATE TABLE "users_education" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"institution" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"year_start" varchar NOT NULL,
  	"year_end" varchar NOT NULL
  );
  
  CREATE TABLE "users_workshops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"institution" varchar NOT NULL,
  	"year" varchar NOT NULL
  );
  
  CREATE TABLE "users_exhibitions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"institution" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_users_exhibitions_type" NOT NULL,
  	"year" varchar NOT NULL
  );
  
  CREATE TABLE "users_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"awarded_by" varchar NOT NULL,
  	"year" varchar NOT NULL
  );
  
  CREATE TABLE "users_publications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"year" varchar NOT NULL
  );
  
  CREATE TABLE "users_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"billing_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"line1" varchar NOT NULL,
  	"line2" varchar,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"pincode" varchar NOT NULL,
  	"country" varchar DEFAULT 'India' NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'explorer',
  	"username" varchar NOT NULL,
  	"slug" varchar,
  	"full_name" varchar NOT NULL,
  	"phone" varchar,
  	"city" varchar,
  	"bio" varchar,
  	"photo_id" integer,
  	"social_instagram" varchar,
  	"social_x" varchar,
  	"social_linkedin" varchar,
  	"quiz_preferences_color" "enum_users_quiz_preferences_color",
  	"quiz_preferences_subject" "enum_users_quiz_preferences_subject",
  	"quiz_preferences_texture" "enum_users_quiz_preferences_texture",
  	"quiz_preferences_emotion" "enum_users_quiz_preferences_emotion",
  	"quiz_preferences_music" "enum_users_quiz_preferences_music",
  	"quiz_preferences_role" "enum_users_quiz_preferences_role",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "artworks_colors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_artworks_colors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "artworks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"owner_id" integer NOT NULL,
  	"artist_name" varchar,
  	"artist_slug" varchar,
  	"uploaded_by" varchar,
  	"price" numeric,
  	"category" "enum_artworks_category",
  	"style" "enum_artworks_style",
  	"mood" "enum_artworks_mood",
  	"medium" varchar NOT NULL,
  	"material" varchar,
  	"width" numeric,
  	"height" numeric,
  	"depth" numeric,
  	"size_class" "enum_artworks_size_class",
  	"primary_color" "enum_artworks_primary_color",
  	"year_of_creation" varchar,
  	"signed" boolean DEFAULT false,
  	"location" varchar,
  	"collection_id" integer,
  	"description" varchar,
  	"interpretation" varchar,
  	"status" "enum_artworks_status" DEFAULT 'published',
  	"available" boolean DEFAULT true,
  	"sale_state" "enum_artworks_sale_state" DEFAULT 'forSale',
  	"reserved_until" timestamp(3) with time zone,
  	"sold_at" timestamp(3) with time zone,
  	"likes" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "artworks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "artwork_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar NOT NULL,
  	"cover_image_id" integer NOT NULL,
  	"status" boolean DEFAULT true,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"bio" varchar,
  	"city" varchar,
  	"founded" varchar,
  	"website" varchar,
  	"photo_id" integer,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "galleries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "exhibitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"gallery_id" integer NOT NULL,
  	"photo_id" integer,
  	"description" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"venue" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exhibitions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"artworks_id" integer
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"seller_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"artist_name" varchar NOT NULL,
  	"image" varchar,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "orders_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_orders_status_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar,
  	"buyer_id" integer NOT NULL,
  	"total_amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'INR',
  	"order_status" "enum_orders_order_status" DEFAULT 'placed',
  	"payment_status" "enum_orders_payment_status" DEFAULT 'pending',
  	"razorpay_order_id" varchar,
  	"razorpay_payment_id" varchar,
  	"razorpay_signature" varchar,
  	"failure_reason" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_pincode" varchar,
  	"address_country" varchar,
  	"customer_name" varchar,
  	"customer_email" varchar,
  	"customer_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"username" varchar NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"sender_id" integer,
  	"status" "enum_enquiries_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"username" varchar,
  	"artist_id" integer,
  	"sender_id" integer,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "likes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"artist_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_categories_type" NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dictionary_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dictionary_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"definition" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dictionary_terms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dictionary_terms_id" integer
  );
  
  CREATE TABLE "guides_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"image_id" integer,
  	"reading_minutes" numeric,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_webp_url" varchar,
  	"sizes_webp_width" numeric,
  	"sizes_webp_height" numeric,
  	"sizes_webp_mime_type" varchar,
  	"sizes_webp_filesize" numeric,
  	"sizes_webp_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"artworks_id" integer,
  	"artwork_collections_id" integer,
  	"galleries_id" integer,
  	"exhibitions_id" integer,
  	"orders_id" integer,
  	"enquiries_id" integer,
  	"contact_messages_id" integer,
  	"likes_id" integer,
  	"categories_id" integer,
  	"dictionary_categories_id" integer,
  	"dictionary_terms_id" integer,
  	"guides_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_curation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_of_the_day_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_curation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"users_id" integer,
  	"galleries_id" integer
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tagline" varchar,
  	"phone" varchar DEFAULT '+91 98200 12345' NOT NULL,
  	"email" varchar DEFAULT 'hello@kala.art' NOT NULL,
  	"support_email" varchar DEFAULT 'support@kala.art' NOT NULL,
  	"address" varchar,
  	"socials_instagram" varchar,
  	"socials_x" varchar,
  	"socials_linkedin" varchar,
  	"socials_facebook" varchar,
  	"prelaunch" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_education" ADD CONSTRAINT "users_education_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_workshops" ADD CONSTRAINT "users_workshops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_exhibitions" ADD CONSTRAINT "users_exhibitions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_awards" ADD CONSTRAINT "users_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_publications" ADD CONSTRAINT "users_publications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_addresses" ADD CONSTRAINT "users_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_colors" ADD CONSTRAINT "artworks_colors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_collection_id_artwork_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."artwork_collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artwork_collections" ADD CONSTRAINT "artwork_collections_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artwork_collections" ADD CONSTRAINT "artwork_collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_rels" ADD CONSTRAINT "galleries_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_rels" ADD CONSTRAINT "orders_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "likes" ADD CONSTRAINT "likes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "likes" ADD CONSTRAINT "likes_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dictionary_terms" ADD CONSTRAINT "dictionary_terms_category_id_dictionary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dictionary_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dictionary_terms" ADD CONSTRAINT "dictionary_terms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dictionary_terms_rels" ADD CONSTRAINT "dictionary_terms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dictionary_terms_rels" ADD CONSTRAINT "dictionary_terms_rels_dictionary_terms_fk" FOREIGN KEY ("dictionary_terms_id") REFERENCES "public"."dictionary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_sections" ADD CONSTRAINT "guides_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artwork_collections_fk" FOREIGN KEY ("artwork_collections_id") REFERENCES "public"."artwork_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitions_fk" FOREIGN KEY ("exhibitions_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_likes_fk" FOREIGN KEY ("likes_id") REFERENCES "public"."likes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dictionary_categories_fk" FOREIGN KEY ("dictionary_categories_id") REFERENCES "public"."dictionary_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dictionary_terms_fk" FOREIGN KEY ("dictionary_terms_id") REFERENCES "public"."dictionary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_curation" ADD CONSTRAINT "home_curation_artwork_of_the_day_id_artworks_id_fk" FOREIGN KEY ("artwork_of_the_day_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_curation_rels" ADD CONSTRAINT "home_curation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_curation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_curation_rels" ADD CONSTRAINT "home_curation_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_curation_rels" ADD CONSTRAINT "home_curation_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_curation_rels" ADD CONSTRAINT "home_curation_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_education_order_idx" ON "users_education" USING btree ("_order");
  CREATE INDEX "users_education_parent_id_idx" ON "users_education" USING btree ("_parent_id");
  CREATE INDEX "users_workshops_order_idx" ON "users_workshops" USING btree ("_order");
  CREATE INDEX "users_workshops_parent_id_idx" ON "users_workshops" USING btree ("_parent_id");
  CREATE INDEX "users_exhibitions_order_idx" ON "users_exhibitions" USING btree ("_order");
  CREATE INDEX "users_exhibitions_parent_id_idx" ON "users_exhibitions" USING btree ("_parent_id");
  CREATE INDEX "users_awards_order_idx" ON "users_awards" USING btree ("_order");
  CREATE INDEX "users_awards_parent_id_idx" ON "users_awards" USING btree ("_parent_id");
  CREATE INDEX "users_publications_order_idx" ON "users_publications" USING btree ("_order");
  CREATE INDEX "users_publications_parent_id_idx" ON "users_publications" USING btree ("_parent_id");
  CREATE INDEX "users_addresses_order_idx" ON "users_addresses" USING btree ("_order");
  CREATE INDEX "users_addresses_parent_id_idx" ON "users_addresses" USING btree ("_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "users_slug_idx" ON "users" USING btree ("slug");
  CREATE INDEX "users_photo_idx" ON "users" USING btree ("photo_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "artworks_colors_order_idx" ON "artworks_colors" USING btree ("order");
  CREATE INDEX "artworks_colors_parent_idx" ON "artworks_colors" USING btree ("parent_id");
  CREATE UNIQUE INDEX "artworks_slug_idx" ON "artworks" USING btree ("slug");
  CREATE INDEX "artworks_owner_idx" ON "artworks" USING btree ("owner_id");
  CREATE INDEX "artworks_artist_slug_idx" ON "artworks" USING btree ("artist_slug");
  CREATE INDEX "artworks_uploaded_by_idx" ON "artworks" USING btree ("uploaded_by");
  CREATE INDEX "artworks_price_idx" ON "artworks" USING btree ("price");
  CREATE INDEX "artworks_category_idx" ON "artworks" USING btree ("category");
  CREATE INDEX "artworks_style_idx" ON "artworks" USING btree ("style");
  CREATE INDEX "artworks_mood_idx" ON "artworks" USING btree ("mood");
  CREATE INDEX "artworks_medium_idx" ON "artworks" USING btree ("medium");
  CREATE INDEX "artworks_size_class_idx" ON "artworks" USING btree ("size_class");
  CREATE INDEX "artworks_primary_color_idx" ON "artworks" USING btree ("primary_color");
  CREATE INDEX "artworks_collection_idx" ON "artworks" USING btree ("collection_id");
  CREATE INDEX "artworks_status_idx" ON "artworks" USING btree ("status");
  CREATE INDEX "artworks_available_idx" ON "artworks" USING btree ("available");
  CREATE INDEX "artworks_sale_state_idx" ON "artworks" USING btree ("sale_state");
  CREATE INDEX "artworks_likes_idx" ON "artworks" USING btree ("likes");
  CREATE INDEX "artworks_updated_at_idx" ON "artworks" USING btree ("updated_at");
  CREATE INDEX "artworks_created_at_idx" ON "artworks" USING btree ("created_at");
  CREATE INDEX "artworks_rels_order_idx" ON "artworks_rels" USING btree ("order");
  CREATE INDEX "artworks_rels_parent_idx" ON "artworks_rels" USING btree ("parent_id");
  CREATE INDEX "artworks_rels_path_idx" ON "artworks_rels" USING btree ("path");
  CREATE INDEX "artworks_rels_media_id_idx" ON "artworks_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "artwork_collections_slug_idx" ON "artwork_collections" USING btree ("slug");
  CREATE INDEX "artwork_collections_cover_image_idx" ON "artwork_collections" USING btree ("cover_image_id");
  CREATE INDEX "artwork_collections_status_idx" ON "artwork_collections" USING btree ("status");
  CREATE INDEX "artwork_collections_owner_idx" ON "artwork_collections" USING btree ("owner_id");
  CREATE INDEX "artwork_collections_updated_at_idx" ON "artwork_collections" USING btree ("updated_at");
  CREATE INDEX "artwork_collections_created_at_idx" ON "artwork_collections" USING btree ("created_at");
  CREATE UNIQUE INDEX "galleries_username_idx" ON "galleries" USING btree ("username");
  CREATE UNIQUE INDEX "galleries_owner_idx" ON "galleries" USING btree ("owner_id");
  CREATE INDEX "galleries_photo_idx" ON "galleries" USING btree ("photo_id");
  CREATE INDEX "galleries_views_idx" ON "galleries" USING btree ("views");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE INDEX "galleries_rels_order_idx" ON "galleries_rels" USING btree ("order");
  CREATE INDEX "galleries_rels_parent_idx" ON "galleries_rels" USING btree ("parent_id");
  CREATE INDEX "galleries_rels_path_idx" ON "galleries_rels" USING btree ("path");
  CREATE INDEX "galleries_rels_media_id_idx" ON "galleries_rels" USING btree ("media_id");
  CREATE INDEX "galleries_rels_users_id_idx" ON "galleries_rels" USING btree ("users_id");
  CREATE UNIQUE INDEX "exhibitions_slug_idx" ON "exhibitions" USING btree ("slug");
  CREATE INDEX "exhibitions_gallery_idx" ON "exhibitions" USING btree ("gallery_id");
  CREATE INDEX "exhibitions_photo_idx" ON "exhibitions" USING btree ("photo_id");
  CREATE INDEX "exhibitions_start_date_idx" ON "exhibitions" USING btree ("start_date");
  CREATE INDEX "exhibitions_end_date_idx" ON "exhibitions" USING btree ("end_date");
  CREATE INDEX "exhibitions_updated_at_idx" ON "exhibitions" USING btree ("updated_at");
  CREATE INDEX "exhibitions_created_at_idx" ON "exhibitions" USING btree ("created_at");
  CREATE INDEX "exhibitions_rels_order_idx" ON "exhibitions_rels" USING btree ("order");
  CREATE INDEX "exhibitions_rels_parent_idx" ON "exhibitions_rels" USING btree ("parent_id");
  CREATE INDEX "exhibitions_rels_path_idx" ON "exhibitions_rels" USING btree ("path");
  CREATE INDEX "exhibitions_rels_users_id_idx" ON "exhibitions_rels" USING btree ("users_id");
  CREATE INDEX "exhibitions_rels_artworks_id_idx" ON "exhibitions_rels" USING btree ("artworks_id");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_artwork_idx" ON "orders_items" USING btree ("artwork_id");
  CREATE INDEX "orders_items_seller_idx" ON "orders_items" USING btree ("seller_id");
  CREATE INDEX "orders_status_history_order_idx" ON "orders_status_history" USING btree ("_order");
  CREATE INDEX "orders_status_history_parent_id_idx" ON "orders_status_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id");
  CREATE INDEX "orders_order_status_idx" ON "orders" USING btree ("order_status");
  CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status");
  CREATE UNIQUE INDEX "orders_razorpay_order_id_idx" ON "orders" USING btree ("razorpay_order_id");
  CREATE INDEX "orders_razorpay_payment_id_idx" ON "orders" USING btree ("razorpay_payment_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "orders_rels_order_idx" ON "orders_rels" USING btree ("order");
  CREATE INDEX "orders_rels_parent_idx" ON "orders_rels" USING btree ("parent_id");
  CREATE INDEX "orders_rels_path_idx" ON "orders_rels" USING btree ("path");
  CREATE INDEX "orders_rels_users_id_idx" ON "orders_rels" USING btree ("users_id");
  CREATE INDEX "enquiries_artwork_idx" ON "enquiries" USING btree ("artwork_id");
  CREATE INDEX "enquiries_artist_idx" ON "enquiries" USING btree ("artist_id");
  CREATE INDEX "enquiries_sender_idx" ON "enquiries" USING btree ("sender_id");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "contact_messages_artist_idx" ON "contact_messages" USING btree ("artist_id");
  CREATE INDEX "contact_messages_sender_idx" ON "contact_messages" USING btree ("sender_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "likes_owner_idx" ON "likes" USING btree ("owner_id");
  CREATE INDEX "likes_artwork_idx" ON "likes" USING btree ("artwork_id");
  CREATE INDEX "likes_artist_slug_idx" ON "likes" USING btree ("artist_slug");
  CREATE INDEX "likes_updated_at_idx" ON "likes" USING btree ("updated_at");
  CREATE INDEX "likes_created_at_idx" ON "likes" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_artwork_idx" ON "likes" USING btree ("owner_id","artwork_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_type_idx" ON "categories" USING btree ("type");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "dictionary_categories_slug_idx" ON "dictionary_categories" USING btree ("slug");
  CREATE INDEX "dictionary_categories_updated_at_idx" ON "dictionary_categories" USING btree ("updated_at");
  CREATE INDEX "dictionary_categories_created_at_idx" ON "dictionary_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "dictionary_terms_slug_idx" ON "dictionary_terms" USING btree ("slug");
  CREATE INDEX "dictionary_terms_category_idx" ON "dictionary_terms" USING btree ("category_id");
  CREATE INDEX "dictionary_terms_image_idx" ON "dictionary_terms" USING btree ("image_id");
  CREATE INDEX "dictionary_terms_updated_at_idx" ON "dictionary_terms" USING btree ("updated_at");
  CREATE INDEX "dictionary_terms_created_at_idx" ON "dictionary_terms" USING btree ("created_at");
  CREATE INDEX "dictionary_terms_rels_order_idx" ON "dictionary_terms_rels" USING btree ("order");
  CREATE INDEX "dictionary_terms_rels_parent_idx" ON "dictionary_terms_rels" USING btree ("parent_id");
  CREATE INDEX "dictionary_terms_rels_path_idx" ON "dictionary_terms_rels" USING btree ("path");
  CREATE INDEX "dictionary_terms_rels_dictionary_terms_id_idx" ON "dictionary_terms_rels" USING btree ("dictionary_terms_id");
  CREATE INDEX "guides_sections_order_idx" ON "guides_sections" USING btree ("_order");
  CREATE INDEX "guides_sections_parent_id_idx" ON "guides_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides" USING btree ("slug");
  CREATE INDEX "guides_image_idx" ON "guides" USING btree ("image_id");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_webp_sizes_webp_filename_idx" ON "media" USING btree ("sizes_webp_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_artworks_id_idx" ON "payload_locked_documents_rels" USING btree ("artworks_id");
  CREATE INDEX "payload_locked_documents_rels_artwork_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("artwork_collections_id");
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitions_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitions_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_likes_id_idx" ON "payload_locked_documents_rels" USING btree ("likes_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_dictionary_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("dictionary_categories_id");
  CREATE INDEX "payload_locked_documents_rels_dictionary_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("dictionary_terms_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_curation_artwork_of_the_day_idx" ON "home_curation" USING btree ("artwork_of_the_day_id");
  CREATE INDEX "home_curation_rels_order_idx" ON "home_curation_rels" USING btree ("order");
  CREATE INDEX "home_curation_rels_parent_idx" ON "home_curation_rels" USING btree ("parent_id");
  CREATE INDEX "home_curation_rels_path_idx" ON "home_curation_rels" USING btree ("path");
  CREATE INDEX "home_curation_rels_artworks_id_idx" ON "home_curation_rels" USING btree ("artworks_id");
  CREATE INDEX "home_curation_rels_users_id_idx" ON "home_curation_rels" USING btree ("users_id");
  CREATE INDEX "home_curation_rels_galleries_id_idx" ON "home_curation_rels" USING btree ("galleries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_education" CASCADE;
  DROP TABLE "users_workshops" CASCADE;
  DROP TABLE "users_exhibitions" CASCADE;
  DROP TABLE "users_awards" CASCADE;
  DROP TABLE "users_publications" CASCADE;
  DROP TABLE "users_addresses" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "artworks_colors" CASCADE;
  DROP TABLE "artworks" CASCADE;
  DROP TABLE "artworks_rels" CASCADE;
  DROP TABLE "artwork_collections" CASCADE;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "galleries_rels" CASCADE;
  DROP TABLE "exhibitions" CASCADE;
  DROP TABLE "exhibitions_rels" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders_status_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "orders_rels" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "likes" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "dictionary_categories" CASCADE;
  DROP TABLE "dictionary_terms" CASCADE;
  DROP TABLE "dictionary_terms_rels" CASCADE;
  DROP TABLE "guides_sections" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_curation" CASCADE;
  DROP TABLE "home_curation_rels" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_exhibitions_type";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_quiz_preferences_color";
  DROP TYPE "public"."enum_users_quiz_preferences_subject";
  DROP TYPE "public"."enum_users_quiz_preferences_texture";
  DROP TYPE "public"."enum_users_quiz_preferences_emotion";
  DROP TYPE "public"."enum_users_quiz_preferences_music";
  DROP TYPE "public"."enum_users_quiz_preferences_role";
  DROP TYPE "public"."enum_artworks_colors";
  DROP TYPE "public"."enum_artworks_category";
  DROP TYPE "public"."enum_artworks_style";
  DROP TYPE "public"."enum_artworks_mood";
  DROP TYPE "public"."enum_artworks_size_class";
  DROP TYPE "public"."enum_artworks_primary_color";
  DROP TYPE "public"."enum_artworks_status";
  DROP TYPE "public"."enum_artworks_sale_state";
  DROP TYPE "public"."enum_orders_status_history_status";
  DROP TYPE "public"."enum_orders_order_status";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_categories_type";`)
}

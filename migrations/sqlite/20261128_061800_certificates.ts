import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`number\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`line_id\` text NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`artist_id\` integer,
  	\`seller_id\` integer NOT NULL,
  	\`buyer_id\` integer NOT NULL,
  	\`buyer_name\` text,
  	\`state\` text DEFAULT 'valid' NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`supersedes_id\` integer,
  	\`snapshot\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seller_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`buyer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`supersedes_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_number_idx\` ON \`certificates\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_key_idx\` ON \`certificates\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`certificates_order_idx\` ON \`certificates\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_artwork_idx\` ON \`certificates\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_artist_idx\` ON \`certificates\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_seller_idx\` ON \`certificates\` (\`seller_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_buyer_idx\` ON \`certificates\` (\`buyer_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_state_idx\` ON \`certificates\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`certificates_issued_at_idx\` ON \`certificates\` (\`issued_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_supersedes_idx\` ON \`certificates\` (\`supersedes_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`signature_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`users_signature_idx\` ON \`users\` (\`signature_id\`);`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`edition_number\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`name_on_certificate\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_certificates_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`certificates_id\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP INDEX \`users_signature_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`signature_id\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`edition_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`name_on_certificate\`;`)
}

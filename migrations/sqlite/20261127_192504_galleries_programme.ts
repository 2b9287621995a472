import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Generated, then trimmed by hand: drizzle rebuilt every relations table to add one column to
 * payload_locked_documents_rels (a rebuild cannot run here: see 20261127_130000_ids_never_reused),
 * so that column is added in place as 20261125_165006_rate_limits did.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`representations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`gallery_id\` integer NOT NULL,
  	\`artist_id\` integer,
  	\`name\` text NOT NULL,
  	\`bio\` text,
  	\`photo_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`answered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`representations_gallery_idx\` ON \`representations\` (\`gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`representations_artist_idx\` ON \`representations\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`representations_photo_idx\` ON \`representations\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`representations_status_idx\` ON \`representations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`representations_position_idx\` ON \`representations\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`representations_updated_at_idx\` ON \`representations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`representations_created_at_idx\` ON \`representations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`gallery_artist_idx\` ON \`representations\` (\`gallery_id\`,\`artist_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`representations_id\` integer REFERENCES representations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_representations_id_idx\` ON \`payload_locked_documents_rels\` (\`representations_id\`);`)
  await db.run(sql`ALTER TABLE \`exhibitions\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` ADD \`published\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`exhibitions_published_idx\` ON \`exhibitions\` (\`published\`);`)
  // What galleries already listed becomes their accepted artists, in the same order; exhibitions
  // already on the site stay public.
  await db.run(sql`INSERT INTO \`representations\` (\`gallery_id\`, \`artist_id\`, \`name\`, \`status\`, \`position\`)
    SELECT r.\`parent_id\`, r.\`users_id\`, u.\`full_name\`, 'accepted', coalesce(r.\`order\`, 0)
    FROM \`galleries_rels\` r JOIN \`users\` u ON u.\`id\` = r.\`users_id\` WHERE r.\`path\` = 'artists';`)
  await db.run(sql`UPDATE \`exhibitions\` SET \`published\` = true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`exhibitions_published_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` DROP COLUMN \`published\`;`)
  await db.run(sql`DROP INDEX \`payload_locked_documents_rels_representations_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`representations_id\`;`)
  await db.run(sql`DROP TABLE \`representations\`;`)
}

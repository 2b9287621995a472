import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Written by hand. SQLite gives a new row max(id) + 1, so deleting the newest artwork (or order,
 * user…) handed its id to the next one, and old links, likes and carts pointed at another work.
 * AUTOINCREMENT keeps the highest id ever used in sqlite_sequence instead (the adapter's
 * `autoIncrement: true`, cms/db.ts). A table cannot be rebuilt here (migrations run in a transaction,
 * where foreign keys stay on and dropping a table would cascade into its references), and the
 * keyword does not change how a table is stored, so the schema's text is edited in place, as
 * SQLite's ALTER TABLE documentation describes for such changes, and each table's counter starts at
 * its present highest id. PostgreSQL's sequences never hand an id out twice already.
 */
const PLAIN = '`id` integer PRIMARY KEY NOT NULL'
const COUNTED = '`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL'

async function rewriteIdColumns(db: MigrateUpArgs['db'], from: string, to: string): Promise<string[]> {
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND instr(sql, ${from}) > 0 AND name NOT LIKE 'sqlite_%'`,
  )
  if (tables.length === 0) return []
  const [{ schema_version: version }] = await db.all<{ schema_version: number }>(sql`PRAGMA schema_version`)
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const { name } of tables) {
    await db.run(sql`UPDATE sqlite_master SET sql = replace(sql, ${from}, ${to}) WHERE type = 'table' AND name = ${name}`)
  }
  // A new schema version makes every connection read the edited schema again.
  await db.run(sql.raw(`PRAGMA schema_version = ${Number(version) + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
  return tables.map((table) => table.name)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // sqlite_sequence exists once some table has AUTOINCREMENT: a throwaway one creates it.
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`kala_sequence_seed\` (\`id\` integer PRIMARY KEY AUTOINCREMENT)`)
  await db.run(sql`DROP TABLE \`kala_sequence_seed\``)
  for (const name of await rewriteIdColumns(db, PLAIN, COUNTED)) {
    await db.run(sql`DELETE FROM sqlite_sequence WHERE name = ${name}`)
    await db.run(sql.raw(`INSERT INTO sqlite_sequence (name, seq) SELECT '${name}', coalesce(max(id), 0) FROM \`${name}\``))
  }
  const [{ integrity_check: check }] = await db.all<{ integrity_check: string }>(sql`PRAGMA integrity_check`)
  if (check !== 'ok') throw new Error(`ids_never_reused: integrity check after the schema edit: ${check}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const name of await rewriteIdColumns(db, COUNTED, PLAIN)) {
    await db.run(sql`DELETE FROM sqlite_sequence WHERE name = ${name}`)
  }
}

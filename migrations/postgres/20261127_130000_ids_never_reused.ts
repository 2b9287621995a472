import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Written by hand (no change to Payload's schema: the JSON snapshot is the previous one). Every id
 * here comes from a sequence, which never hands a number out twice, so a deleted row's id is never
 * given to a new one (the SQLite migration of the same name makes SQLite do the same). A row written
 * with an explicit id (an import, a restore) can leave a sequence behind its table: each one is
 * moved up to its table's highest id, never down, so the next id is always new.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DO $$
DECLARE
  t record;
  seq text;
  top bigint;
  last bigint;
BEGIN
  FOR t IN
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'id' AND column_default LIKE 'nextval(%'
  LOOP
    seq := pg_get_serial_sequence(quote_ident(t.table_name), 'id');
    CONTINUE WHEN seq IS NULL;
    EXECUTE format('SELECT max(id) FROM %I', t.table_name) INTO top;
    EXECUTE format('SELECT last_value FROM %s', seq) INTO last;
    IF top IS NOT NULL AND top > last THEN
      PERFORM setval(seq, top);
    END IF;
  END LOOP;
END $$;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: a sequence moved up stays valid.
}

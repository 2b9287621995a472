import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "return_days" numeric DEFAULT 7;
  ALTER TABLE "artworks" ADD COLUMN "return_days" numeric;
  ALTER TABLE "orders_items" ADD COLUMN "return_days" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "return_days";
  ALTER TABLE "artworks" DROP COLUMN "return_days";
  ALTER TABLE "orders_items" DROP COLUMN "return_days";`)
}

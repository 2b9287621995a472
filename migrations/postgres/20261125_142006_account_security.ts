import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_refresh_tokens_revoked_reason" ADD VALUE 'password';
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refresh_tokens" ALTER COLUMN "revoked_reason" SET DATA TYPE text;
  UPDATE "refresh_tokens" SET "revoked_reason" = 'logout' WHERE "revoked_reason" = 'password';
  DROP TYPE "public"."enum_refresh_tokens_revoked_reason";
  CREATE TYPE "public"."enum_refresh_tokens_revoked_reason" AS ENUM('logout', 'reuse');
  ALTER TABLE "refresh_tokens" ALTER COLUMN "revoked_reason" SET DATA TYPE "public"."enum_refresh_tokens_revoked_reason" USING "revoked_reason"::"public"."enum_refresh_tokens_revoked_reason";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "email_change_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_change_expires_at";`)
}

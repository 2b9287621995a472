import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_refresh_tokens_revoked_reason" AS ENUM('logout', 'reuse');
  CREATE TABLE "refresh_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"parent_hash" varchar NOT NULL,
  	"family" varchar NOT NULL,
  	"user_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_reason" "enum_refresh_tokens_revoked_reason",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refresh_tokens_id" integer;
  ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "refresh_tokens_token_hash_idx" ON "refresh_tokens" USING btree ("token_hash");
  CREATE UNIQUE INDEX "refresh_tokens_parent_hash_idx" ON "refresh_tokens" USING btree ("parent_hash");
  CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");
  CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");
  CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens" USING btree ("expires_at");
  CREATE INDEX "refresh_tokens_updated_at_idx" ON "refresh_tokens" USING btree ("updated_at");
  CREATE INDEX "refresh_tokens_created_at_idx" ON "refresh_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk" FOREIGN KEY ("refresh_tokens_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_refresh_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("refresh_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refresh_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "refresh_tokens" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk";
  
  DROP INDEX "payload_locked_documents_rels_refresh_tokens_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refresh_tokens_id";
  DROP TYPE "public"."enum_refresh_tokens_revoked_reason";`)
}

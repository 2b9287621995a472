import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillModeration } from '../../cms/catalogue/moderationBackfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_artworks_review" AS ENUM('pending', 'approved', 'rejected');
  ALTER TABLE "users" ADD COLUMN "trusted" boolean DEFAULT false;
  ALTER TABLE "artworks" ADD COLUMN "review" "enum_artworks_review";
  ALTER TABLE "artworks" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "artworks" ADD COLUMN "owner_verified" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "owner_verified" boolean DEFAULT false;
  CREATE INDEX "artworks_review_idx" ON "artworks" USING btree ("review");
  CREATE INDEX "artworks_owner_verified_idx" ON "artworks" USING btree ("owner_verified");
  CREATE INDEX "review_createdAt_idx" ON "artworks" USING btree ("review","created_at");
  CREATE INDEX "galleries_owner_verified_idx" ON "galleries" USING btree ("owner_verified");`)
  // Existing works approved, sellers with works trusted, verification copied (cms/catalogue/moderationBackfill.ts).
  await backfillModeration(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "artworks_review_idx";
  DROP INDEX "artworks_owner_verified_idx";
  DROP INDEX "review_createdAt_idx";
  DROP INDEX "galleries_owner_verified_idx";
  ALTER TABLE "users" DROP COLUMN "trusted";
  ALTER TABLE "artworks" DROP COLUMN "review";
  ALTER TABLE "artworks" DROP COLUMN "rejection_reason";
  ALTER TABLE "artworks" DROP COLUMN "owner_verified";
  ALTER TABLE "galleries" DROP COLUMN "owner_verified";
  DROP TYPE "public"."enum_artworks_review";`)
}

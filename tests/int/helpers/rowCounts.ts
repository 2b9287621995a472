import type { CollectionSlug, Payload } from 'payload'
import { dialectOf, rows, sql } from '../../../cms/db/sql'

/**
 * The number of rows of every collection, Payload's own included (locks, preferences, jobs): one
 * SQL statement on SQLite and PostgreSQL, so a test can take it around every request it makes.
 */
export async function rowCounts(payload: Payload): Promise<Record<string, number>> {
  const slugs = Object.keys(payload.collections).filter((s) => s !== 'payload-migrations')
  if (!dialectOf(payload)) {
    const counts: Record<string, number> = {}
    for (const slug of slugs) counts[slug] = (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs
    return counts
  }
  const tables = (payload.db as unknown as { tableNameMap: Map<string, string> }).tableNameMap
  const union = slugs
    .map((slug) => {
      // Drizzle names a collection's table after its slug in snake case (tableNameMap: that name → the table's).
      const snake = slug.replace(/-/g, '_')
      return `SELECT '${slug}' AS slug, COUNT(*) AS n FROM "${tables.get(snake) ?? snake}"`
    })
    .join(' UNION ALL ')
  const result = await rows<{ slug: string; n: number | string }>(payload, sql.raw(union))
  return Object.fromEntries(result.map((r) => [r.slug, Number(r.n)]))
}

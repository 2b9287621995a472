import type { CollectionSlug, Payload } from 'payload'
import type { Pool } from 'pg'
import { dialectOf, rows, sql } from '../../../cms/db/sql'

/** A collection's table as Drizzle named it (tableNameMap: the slug in snake case → the table's name). */
function tableOf(payload: Payload, slug: string): string {
  const tables = (payload.db as unknown as { tableNameMap: Map<string, string> }).tableNameMap
  const snake = slug.replace(/-/g, '_')
  return tables.get(snake) ?? snake
}

const slugsOf = (payload: Payload): string[] => Object.keys(payload.collections).filter((s) => s !== 'payload-migrations')

/**
 * The number of rows of every collection, Payload's own included (locks, preferences, jobs): one
 * SQL statement on SQLite and PostgreSQL, so a test can take it around every request it makes.
 */
export async function rowCounts(payload: Payload): Promise<Record<string, number>> {
  const states = await collectionStates(payload, { latest: false })
  return Object.fromEntries(Object.entries(states).map(([slug, s]) => [slug, s.count]))
}

export type CollectionState = { count: number; latest: string | null }

/**
 * Every collection's row count and latest `updatedAt`: what changes when a row is added, removed
 * or edited. One SQL statement (a Local API find per collection costs some fifty times more, and
 * the fuzz and probe suites take this around thousands of requests); the Local API elsewhere.
 */
export async function collectionStates(payload: Payload, { latest = true } = {}): Promise<Record<string, CollectionState>> {
  const slugs = slugsOf(payload)
  const stamped = (slug: string) => latest && payload.collections[slug as CollectionSlug].config.timestamps !== false
  if (!dialectOf(payload)) {
    const states: Record<string, CollectionState> = {}
    for (const slug of slugs) {
      const { docs, totalDocs } = await payload.find({
        collection: slug as CollectionSlug,
        sort: '-updatedAt',
        limit: stamped(slug) ? 1 : 0,
        depth: 0,
        overrideAccess: true,
      })
      const newest = (docs[0] as { updatedAt?: string } | undefined)?.updatedAt
      states[slug] = { count: totalDocs, latest: stamped(slug) && newest ? new Date(newest).toISOString() : null }
    }
    return states
  }
  const union = slugs
    .map((slug) => {
      const newest = stamped(slug) ? 'MAX("updated_at")' : 'NULL'
      return `SELECT '${slug}' AS slug, COUNT(*) AS n, ${newest} AS latest FROM "${tableOf(payload, slug)}"`
    })
    .join(' UNION ALL ')
  type StateRow = { slug: string; n: number | string; latest: string | Date | null }
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  // PostgreSQL plans the 40-odd branches anew each time (4 ms, around each of the probe's thousands
  // of requests); prepared once a connection by name, it runs in a fraction of that.
  const result =
    dialectOf(payload) === 'postgres' && pool
      ? (await pool.query<StateRow>({ name: `kala-collection-states-${latest ? 'latest' : 'counts'}-${slugs.length}`, text: union })).rows
      : await rows<StateRow>(payload, sql.raw(union))
  return Object.fromEntries(
    result.map((r) => [r.slug, { count: Number(r.n), latest: r.latest === null ? null : new Date(r.latest).toISOString() }]),
  )
}

/** The catalogue on SQLite and PostgreSQL: plain indexed SQL through the adapter's Drizzle handle. */
import type { Payload } from 'payload'
import { requireDialect, sql } from '../../db/sql'
import { expandQuery, rankedPage, searchTop } from '../../search/query'
import type { Catalogue, SearchOrder } from '../types'
import { NEWEST, sqlArtworks, whereOf } from './artworks'
import { sqlPeople } from './people'

const SEARCH_ORDERS: Record<Exclude<SearchOrder, 'relevance'>, ReturnType<typeof sql.raw>> = {
  newest: NEWEST,
  'price-asc': sql.raw('a.price IS NULL, a.price ASC, a.id ASC'),
  'price-desc': sql.raw('a.price IS NULL, a.price DESC, a.id DESC'),
}

export function sqlCatalogue(payload: Payload): Catalogue {
  const dialect = requireDialect(payload)
  const artworks = sqlArtworks(payload, dialect)
  return {
    impl: 'sql',
    ...artworks,
    ...sqlPeople(payload, dialect),
    search: {
      expand: (query) => expandQuery(payload, query),
      top: (kind, expansion, limit) =>
        searchTop(payload, kind, expansion, limit, kind === 'artwork' ? (ids) => artworks.visibleIds(ids) : undefined),
      artworkPage: (expansion, filter, order, offset, limit) =>
        rankedPage(payload, expansion, {
          where: whereOf(dialect, filter),
          tieBreak: sql.raw('a.likes DESC, a.id DESC'),
          orderBy: order === 'relevance' ? undefined : SEARCH_ORDERS[order],
          limit,
          offset,
        }),
    },
  }
}

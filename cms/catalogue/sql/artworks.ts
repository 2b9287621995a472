/**
 * Artworks in plain SQL through the adapter's Drizzle handle: a page of 12 is two small indexed
 * statements (the ids in order, then their rows with images and colours as one JSON object each),
 * where the Local API at depth 1 makes a dozen and builds far more than the response needs.
 * Every list applies saleRules' visibility; documents come out in the Payload shape, so the same
 * mapper as everywhere else turns them into API artworks.
 */
import type { Payload } from 'payload'
import type { Artwork } from '../../../payload-types'
import {
  and,
  anyOf,
  bool,
  commitCounter,
  iso,
  noneOf,
  num,
  numOrNull,
  rows,
  sql,
  values,
  type Dialect,
  type Row,
  type SQL,
} from '../../db/sql'
import { artistKey } from '../homeRows'
import { PUBLIC_COLLECTIONS, PUBLIC_GLOBALS, tableOf } from '../contentVersion'
import { visibleSql } from '../saleRules'
import type { ArtworkFilter, ArtworkOrder, CreditedTo, Facets, Id, KeysetOrder, KeysetPoint, Ranked } from '../types'
import { jsonArray, jsonRow, MEDIA_PAIRS, mediaFromRow, nested, parsed } from './json'

const ARTWORK_COLUMNS = [
  'id',
  'title',
  'slug',
  'owner_id',
  'artist_id',
  'artist_name',
  'artist_slug',
  'uploaded_by',
  'price',
  'category',
  'style',
  'mood',
  'medium',
  'material',
  'width',
  'height',
  'depth',
  'size_class',
  'primary_color',
  'year_of_creation',
  'signed',
  'location',
  'collection_id',
  'description',
  'interpretation',
  'edition_kind',
  'edition_size',
  'status',
  'available',
  'sale_state',
  'reserved_until',
  'likes',
  'review',
  'rejection_reason',
  'owner_verified',
  'return_days',
  'accept_offers',
  'created_at',
  'updated_at',
] as const

const selectLists = new Map<Dialect, SQL>()

/**
 * The SELECT list of artwork rows (alias `a`) as column `j`, with each artwork's images (in
 * order, with their sizes) and colours inside it: one statement for a whole page.
 */
function artworkJson(dialect: Dialect): SQL {
  let list = selectLists.get(dialect)
  if (!list) {
    const pairs: [string, string][] = [
      ...ARTWORK_COLUMNS.map((c): [string, string] => [c, `a.${c}`]),
      [
        'images',
        jsonArray(
          dialect,
          jsonRow(dialect, MEDIA_PAIRS),
          `FROM artworks_rels r JOIN media m ON m.id = r.media_id WHERE r.parent_id = a.id AND r.path = 'images'`,
          'r."order"',
        ),
      ],
      [
        'colors',
        jsonArray(
          dialect,
          dialect === 'postgres' ? 'c.value' : 'json_quote(c.value)',
          'FROM artworks_colors c WHERE c.parent_id = a.id',
          'c."order"',
        ),
      ],
    ]
    list = sql.raw(`${jsonRow(dialect, pairs)} AS j`)
    selectLists.set(dialect, list)
  }
  return list
}

function artworkFromRow(r: Row): Artwork {
  const id = (v: unknown) => (v === null || v === undefined ? null : num(v))
  return {
    id: num(r.id),
    title: String(r.title),
    slug: (r.slug as string | null) ?? null,
    owner: num(r.owner_id),
    artist: id(r.artist_id),
    artistName: (r.artist_name as string | null) ?? null,
    artistSlug: (r.artist_slug as string | null) ?? null,
    uploadedBy: (r.uploaded_by as string | null) ?? null,
    price: numOrNull(r.price),
    images: nested(r.images).map(mediaFromRow),
    category: (r.category as Artwork['category']) ?? null,
    style: (r.style as Artwork['style']) ?? null,
    mood: (r.mood as Artwork['mood']) ?? null,
    medium: String(r.medium ?? ''),
    material: (r.material as string | null) ?? null,
    width: numOrNull(r.width),
    height: numOrNull(r.height),
    depth: numOrNull(r.depth),
    sizeClass: (r.size_class as Artwork['sizeClass']) ?? null,
    colors: nested(r.colors).map((c) => String(c)) as Artwork['colors'],
    primaryColor: (r.primary_color as Artwork['primaryColor']) ?? null,
    yearOfCreation: (r.year_of_creation as string | null) ?? null,
    signed: bool(r.signed),
    location: (r.location as string | null) ?? null,
    collection: id(r.collection_id),
    description: (r.description as string | null) ?? null,
    interpretation: (r.interpretation as string | null) ?? null,
    editionKind: (r.edition_kind as Artwork['editionKind']) ?? null,
    editionSize: numOrNull(r.edition_size),
    status: r.status as Artwork['status'],
    available: bool(r.available),
    saleState: r.sale_state as Artwork['saleState'],
    reservedUntil: r.reserved_until === null || r.reserved_until === undefined ? null : iso(r.reserved_until),
    likes: num(r.likes),
    review: r.review as Artwork['review'],
    rejectionReason: (r.rejection_reason as string | null) ?? null,
    ownerVerified: bool(r.owner_verified),
    returnDays: numOrNull(r.return_days),
    acceptOffers: bool(r.accept_offers),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  } as Artwork
}

/** Numeric ids (SQL ids are integers; anything else matches nothing). */
export const numeric = (ids: readonly Id[]): number[] => [...new Set(ids.map(Number).filter((n) => Number.isInteger(n)))]

const inList = (column: string, list: readonly unknown[] | undefined): SQL =>
  list && list.length > 0 ? sql`${sql.raw(column)} IN ${values(list)}` : sql`1 = 0`

/**
 * Any of a work's colours (artworks_colors). A page, read in an index's order, probes each row's
 * colours (`probe`: EXISTS on the parent index, a few rows per work); a count or a full ranking
 * reads the colour's rows once from the value index (IN). Each is many times faster than the
 * other at its own job (100,000 works: 0.2 ms against 20 ms for a page, the reverse for a count).
 */
const hasColor = (color: string, probe: boolean): SQL =>
  probe
    ? sql`EXISTS (SELECT 1 FROM artworks_colors c WHERE c.parent_id = a.id AND c.value = ${color})`
    : sql`a.id IN (SELECT c.parent_id FROM artworks_colors c WHERE c.value = ${color})`

/** One condition per given facet. */
function facetConditions(f: Facets, probe: boolean): SQL[] {
  const out: SQL[] = []
  if (f.category) out.push(inList('a.category', f.category))
  if (f.style) out.push(inList('a.style', f.style))
  if (f.medium) out.push(inList('a.medium', f.medium))
  if (f.mood) out.push(inList('a.mood', f.mood))
  if (f.color) out.push(hasColor(f.color, probe))
  return out
}

/** How many of the facets a work matches (the style quiz's rank, computed for every row). */
export const facetScore = (f: Facets): SQL => {
  const parts = facetConditions(f, false).map((c) => sql`(CASE WHEN ${c} THEN 1 ELSE 0 END)`)
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`
}

export type WhereOptions = {
  /**
   * Sorted newest first on SQLite: a price range is written `+a.price`, checked on the rows the
   * ordered index yields rather than used as the index (which reads the whole range and sorts it).
   */
  priceHint?: boolean
  /** For a page read in index order (true) or a count (false): see hasColor. */
  probe?: boolean
}

/** The filter as SQL on alias `a`, visibility included. */
export function whereOf(dialect: Dialect, f: ArtworkFilter, { priceHint = false, probe = true }: WhereOptions = {}): SQL {
  const c: SQL[] = [visibleSql('a')]
  if (f.facets) c.push(...facetConditions(f.facets, probe))
  if (f.primaryColor) c.push(sql`a.primary_color = ${f.primaryColor}`)
  if (f.notPrimaryColor) c.push(sql`coalesce(a.primary_color <> ${f.notPrimaryColor}, true)`)
  if (f.sizes) c.push(inList('a.size_class', f.sizes))
  const price = sql.raw(priceHint ? '+a.price' : 'a.price')
  if (f.priceMin !== undefined) c.push(sql`${price} >= ${f.priceMin}`)
  if (f.priceMax !== undefined) c.push(sql`${price} <= ${f.priceMax}`)
  if (f.priced === true) c.push(sql`a.price IS NOT NULL`)
  if (f.priced === false) c.push(sql`a.price IS NULL`)
  if (f.artist !== undefined) c.push(sql`a.artist_id = ${Number(f.artist)}`)
  if (f.notArtist !== undefined) c.push(sql`coalesce(a.artist_id <> ${Number(f.notArtist)}, true)`)
  if (f.owner !== undefined) c.push(sql`a.owner_id = ${Number(f.owner)}`)
  if (f.unprofiledArtistName !== undefined) c.push(sql`a.artist_id IS NULL AND a.artist_name = ${f.unprofiledArtistName}`)
  if (f.collection !== undefined) c.push(sql`a.collection_id = ${Number(f.collection)}`)
  if (f.style !== undefined) c.push(sql`a.style = ${f.style}`)
  if (f.excludeIds && f.excludeIds.length > 0) c.push(noneOf(dialect, 'a.id', numeric(f.excludeIds)))
  return and(c)
}

export const NEWEST = sql.raw('a.created_at DESC, a.id DESC')

/** Whom a work counts for (types.ts CreditedTo); an artist's own work names them as its artist. */
const CREDITED: Record<CreditedTo, SQL> = { artist: sql.raw('coalesce(a.artist_id, a.owner_id)'), owner: sql.raw('a.owner_id') }

export function orderOf(order: ArtworkOrder): SQL {
  if (typeof order === 'object') return sql`${facetScore(order.score)} DESC, ${NEWEST}`
  if (order === 'price-asc') return sql.raw('a.price ASC, a.id ASC')
  if (order === 'price-desc') return sql.raw('a.price DESC, a.id DESC')
  if (order === 'likes') return sql.raw('a.likes DESC, a.id DESC')
  return NEWEST
}

/**
 * Each keyset order's key and the direction in which the page goes on from a point. The creation
 * time is read as the database keeps it: SQLite's ISO text, PostgreSQL's to the microsecond (a
 * time cut to milliseconds would skip the works that share its millisecond).
 */
const KEYSET: Record<KeysetOrder, { column: string; next: '<' | '>' }> = {
  newest: { column: 'a.created_at', next: '<' },
  'price-asc': { column: 'a.price', next: '>' },
  'price-desc': { column: 'a.price', next: '<' },
}
const keyOf = (dialect: Dialect, order: KeysetOrder): SQL =>
  order === 'newest' && dialect === 'postgres'
    ? sql.raw(`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)
    : sql.raw(KEYSET[order].column)

/** After `point` in `order`: the key's index range from the point's key, the id breaking ties. */
export function afterPoint(order: KeysetOrder, point: KeysetPoint): SQL {
  const { column, next } = KEYSET[order]
  const [col, op] = [sql.raw(column), sql.raw(next)]
  return sql`${col} ${op}= ${point.key} AND (${col} ${op} ${point.key} OR a.id ${op} ${Number(point.id)})`
}

export function sqlArtworks(payload: Payload, dialect: Dialect) {
  const select = artworkJson(dialect)
  /** SQLite: the version read last and the commit counter it was read under (version(), below). */
  let lastVersion: { counter: number; value: string } | null = null

  /** Artwork documents for ids, in the ids' order. */
  async function byIds(ids: Id[]): Promise<Artwork[]> {
    const unique = numeric(ids)
    if (unique.length === 0) return []
    const found = (await rows(payload, sql`SELECT ${select} FROM artworks a WHERE ${anyOf(dialect, 'a.id', unique)}`)).map((r) =>
      artworkFromRow(parsed(r)),
    )
    const byId = new Map(found.map((a) => [String(a.id), a]))
    return ids.map((id) => byId.get(String(id))).filter((a): a is Artwork => a !== undefined)
  }

  return {
    async artworkIds(filter: ArtworkFilter, order: ArtworkOrder, offset: number, limit: number): Promise<Id[]> {
      const where = whereOf(dialect, filter, { priceHint: dialect === 'sqlite' && order === 'newest', probe: typeof order !== 'object' })
      const found = await rows(
        payload,
        sql`SELECT a.id FROM artworks a WHERE ${where} ORDER BY ${orderOf(order)} LIMIT ${limit} OFFSET ${offset}`,
      )
      return found.map((r) => String(num(r.id)))
    },

    async artworksAfter(filter: ArtworkFilter, order: KeysetOrder, after: KeysetPoint | null, limit: number): Promise<KeysetPoint[]> {
      if (after && !/^\d{1,15}$/.test(String(after.id))) return []
      const where = whereOf(dialect, filter, { priceHint: dialect === 'sqlite' && order === 'newest' })
      const found = await rows(
        payload,
        sql`SELECT a.id, ${keyOf(dialect, order)} AS k FROM artworks a WHERE ${where}${after ? sql` AND ${afterPoint(order, after)}` : sql``} ORDER BY ${orderOf(order)} LIMIT ${limit}`,
      )
      return found.map((r) => ({ id: String(num(r.id)), key: order === 'newest' ? String(r.k) : num(r.k) }))
    },

    async countArtworks(filter: ArtworkFilter, upTo?: number): Promise<number> {
      const where = whereOf(dialect, filter, { probe: false })
      const [row] = await rows(
        payload,
        upTo === undefined
          ? sql`SELECT count(*) AS n FROM artworks a WHERE ${where}`
          : sql`SELECT count(*) AS n FROM (SELECT 1 FROM artworks a WHERE ${where} LIMIT ${upTo + 1}) c`,
      )
      return num(row?.n)
    },

    artworksByIds: byIds,

    async visibleIds(ids: Id[]): Promise<Id[]> {
      const unique = numeric(ids)
      if (unique.length === 0) return []
      const found = await rows(payload, sql`SELECT a.id FROM artworks a WHERE ${anyOf(dialect, 'a.id', unique)} AND ${visibleSql('a')}`)
      const visible = new Set(found.map((r) => String(num(r.id))))
      return ids.filter((id) => visible.has(String(id)))
    },

    async artworkByKey(key: string): Promise<Artwork | null> {
      const byId = /^\d{1,12}$/.test(key)
      const [row] = await rows(
        payload,
        sql`SELECT ${select} FROM artworks a WHERE ${byId ? sql`a.id = ${Number(key)}` : sql`a.slug = ${key}`}`,
      )
      return row ? artworkFromRow(parsed(row)) : null
    },

    async likedAmong(userId: Id, ids: Id[]): Promise<Set<string>> {
      const unique = numeric(ids)
      if (unique.length === 0) return new Set()
      const found = await rows(
        payload,
        sql`SELECT artwork_id FROM likes WHERE owner_id = ${Number(userId)} AND ${anyOf(dialect, 'artwork_id', unique)}`,
      )
      return new Set(found.map((r) => String(num(r.artwork_id))))
    },

    async ranked(order: 'likes' | 'newest', exclude: Id[], offset: number, limit: number): Promise<Ranked[]> {
      const found = await rows(
        payload,
        sql`SELECT a.id, a.artist_id, a.owner_id, a.artist_name FROM artworks a WHERE ${whereOf(dialect, { excludeIds: exclude })} ORDER BY ${orderOf(order)} LIMIT ${limit} OFFSET ${offset}`,
      )
      return found.map((r) => ({
        id: String(num(r.id)),
        artist: artistKey(
          r.artist_id === null || r.artist_id === undefined ? null : String(num(r.artist_id)),
          String(num(r.owner_id)),
          r.artist_name,
        ),
      }))
    },

    /**
     * The first visible artwork at or after a point chosen by the hash in the id range (wrapping
     * round): two index lookups, the same on every instance.
     */
    async dailyPick(hash: number): Promise<Id | null> {
      const [range] = await rows(payload, sql`SELECT min(id) AS lo, max(id) AS hi FROM artworks`)
      if (range?.lo === null || range?.lo === undefined) return null
      const lo = num(range.lo)
      const start = lo + (hash % (num(range.hi) - lo + 1))
      const [after] = await rows(
        payload,
        sql`SELECT a.id FROM artworks a WHERE a.id >= ${start} AND ${visibleSql('a')} ORDER BY a.id LIMIT 1`,
      )
      if (after) return String(num(after.id))
      const [first] = await rows(payload, sql`SELECT a.id FROM artworks a WHERE ${visibleSql('a')} ORDER BY a.id LIMIT 1`)
      return first ? String(num(first.id)) : null
    },

    async recentlyLiked(since: Date, limit: number): Promise<Id[]> {
      const found = await rows(
        payload,
        sql`SELECT l.artwork_id AS id, count(*) AS n FROM likes l JOIN artworks a ON a.id = l.artwork_id WHERE l.created_at >= ${since.toISOString()} AND ${visibleSql('a')} GROUP BY l.artwork_id ORDER BY n DESC, l.artwork_id DESC LIMIT ${limit}`,
      )
      return found.map((r) => String(num(r.id)))
    },

    async worksPer(by: CreditedTo): Promise<Map<Id, { works: number; likes: number }>> {
      const key = CREDITED[by]
      const found = await rows(
        payload,
        sql`SELECT ${key} AS who, count(*) AS works, sum(a.likes) AS likes FROM artworks a WHERE ${visibleSql('a')} GROUP BY ${key}`,
      )
      return new Map(found.map((r) => [String(num(r.who)), { works: num(r.works), likes: num(r.likes) }]))
    },

    async recentLikesPer(by: CreditedTo, since: Date): Promise<Map<Id, number>> {
      const key = CREDITED[by]
      const found = await rows(
        payload,
        sql`SELECT ${key} AS who, count(*) AS n FROM likes l JOIN artworks a ON a.id = l.artwork_id WHERE l.created_at >= ${since.toISOString()} GROUP BY ${key}`,
      )
      return new Map(found.map((r) => [String(num(r.who)), num(r.n)]))
    },

    async worksPerCollection(ids: Id[]): Promise<Map<Id, number>> {
      const unique = numeric(ids)
      if (unique.length === 0) return new Map()
      const found = await rows(
        payload,
        sql`SELECT a.collection_id, count(*) AS n FROM artworks a WHERE ${anyOf(dialect, 'a.collection_id', unique)} AND ${visibleSql('a')} GROUP BY a.collection_id`,
      )
      return new Map(found.map((r) => [String(num(r.collection_id)), num(r.n)]))
    },

    async version(): Promise<string> {
      // On SQLite the version read last is still the version while no commit has happened since
      // (the counter is read before the version, so a commit in between is seen by the next call).
      const counter = commitCounter(payload)
      if (counter !== null && lastVersion?.counter === counter) return lastVersion.value
      const latest = [...PUBLIC_COLLECTIONS, ...PUBLIC_GLOBALS].map((slug, n) =>
        sql.raw(`(SELECT max(updated_at) FROM ${tableOf(slug)}) AS v${n}`),
      )
      const [row] = await rows(payload, sql`SELECT ${sql.join(latest, sql`, `)}, (SELECT max(id) FROM artworks) AS i`)
      // Each column named (PostgreSQL would name them all `max`, and a row keeps one of them).
      // Every collection's newest stamp, not the newest of all: another instance's clock running a
      // little ahead must not hide a later write to a different collection.
      const value = Object.values(row ?? {})
        .map((v) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v)))
        .join('|')
      lastVersion = counter === null ? null : { counter, value }
      return value
    },
  }
}

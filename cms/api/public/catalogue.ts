/**
 * The storefront's hot reads of artworks (the shop listing, one artwork, an artist's works, search
 * results) in plain SQL through the adapter's driver: 3 small indexed queries for a page of 12
 * where the Local API at depth 1 makes a dozen and builds far more than the response needs.
 *
 * Visibility is the one rule of access/publishedOrStaffOrOwner with collections/Artworks'
 * `publicArtworks`: published, and available or sold. VISIBLE below is that rule in SQL, and
 * tests/int/api-public.int.spec.ts checks the two agree row for row. Owners and staff may open
 * their own unpublished work by id (as the Local API would let them), never see it in lists.
 *
 * Documents are assembled into the Payload shape and passed to the same toApiArtwork mapper the
 * Local API paths use, so both paths give identical JSON (also checked by a test).
 */
import type { Payload } from 'payload'
import { checkRole } from '../../../access/checkRole'
import type { Artwork as ApiArtwork } from '../../../shared/api-types'
import type { Artwork, Media, User } from '../../../payload-types'
import { all, bool, iso, num, numOrNull, placeholders, type Row } from '../../search/sql'
import { toApiArtwork } from '../mappers/artwork'

/** collections/Artworks `publicArtworks` in SQL (alias `a`). */
export const VISIBLE = `a.status = 'published' AND (a.available = true OR a.sale_state = 'sold')`

const ARTWORK_FIELDS = [
  'id',
  'title',
  'slug',
  'owner_id',
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
  'status',
  'available',
  'sale_state',
  'likes',
  'created_at',
  'updated_at',
] as const

const MEDIA_SIZES = ['thumbnail', 'card', 'large', 'webp'] as const
const MEDIA_FIELDS: [string, string][] = [
  ['media_id', 'm.id'],
  ['alt', 'm.alt'],
  ['filename', 'm.filename'],
  ['media_width', 'm.width'],
  ['media_height', 'm.height'],
  ...MEDIA_SIZES.flatMap((s) => ['filename', 'width', 'height'].map((f): [string, string] => [`sizes_${s}_${f}`, `m.sizes_${s}_${f}`])),
]

/**
 * One JSON object a row (json_object in SQLite, json_build_object in PostgreSQL) rather than 30
 * columns: the libsql driver spends ~2.5 µs on every cell it hands to JavaScript, so a page of 12
 * artworks costs a third as much this way. Keys are the column names.
 */
export function jsonRow(payload: Payload, pairs: [string, string][]): string {
  const fn = payload.db.name === 'postgres' ? 'json_build_object' : 'json_object'
  return `${fn}(${pairs.map(([key, expr]) => `'${key}', ${expr}`).join(', ')})`
}

/** A JSON array of the rows of `select` (which yields one JSON value `v` a row), in its order; [] when none. */
function jsonArray(payload: Payload, value: string, from: string, orderBy: string): string {
  return payload.db.name === 'postgres'
    ? `(SELECT coalesce(json_agg(${value} ORDER BY ${orderBy}), '[]'::json) ${from})`
    : `(SELECT json_group_array(json(x.v)) FROM (SELECT ${value} AS v ${from} ORDER BY ${orderBy}) x)`
}

/**
 * The SELECT list of artwork rows (alias `a`), as column `j`, with the images (in order, with their
 * sizes) and the colours of each artwork inside it: one statement for a whole page.
 */
export function artworkJson(payload: Payload): string {
  const media = jsonRow(payload, MEDIA_FIELDS)
  const pairs: [string, string][] = [
    ...ARTWORK_FIELDS.map((f): [string, string] => [f, `a.${f}`]),
    [
      'images',
      jsonArray(
        payload,
        media,
        `FROM artworks_rels r JOIN media m ON m.id = r.media_id WHERE r.parent_id = a.id AND r.path = 'images'`,
        'r."order"',
      ),
    ],
    [
      'colors',
      jsonArray(
        payload,
        payload.db.name === 'postgres' ? 'c.value' : 'json_quote(c.value)',
        'FROM artworks_colors c WHERE c.parent_id = a.id',
        'c."order"',
      ),
    ],
  ]
  return `${jsonRow(payload, pairs)} AS j`
}

/** `j` of a row: a JSON string from SQLite, already an object from PostgreSQL. */
export const parsed = (row: Row): Row => (typeof row.j === 'string' ? JSON.parse(row.j) : (row.j as Row))

/** Nested JSON that SQLite may hand back as text. */
const nested = (v: unknown): Row[] => (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : []) as Row[]

/**
 * Artwork rows: `SELECT … FROM artworks a <tail>`, as objects keyed by column name. The JSON is
 * built for the rows returned only when the tail selects by id; listings pick their ids first
 * (artworkRows), so that a sort never builds it for every match.
 */
export async function selectArtworks(payload: Payload, tail: string, params: unknown[] = []): Promise<Row[]> {
  return (await all(payload, `SELECT ${artworkJson(payload)} FROM artworks a ${tail}`, params)).map(parsed)
}

/** Rows for ids, in the ids' order (ids that match nothing, or not `where`, are left out). */
export async function artworksByIds(payload: Payload, ids: number[], where = ''): Promise<Row[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))]
  if (unique.length === 0) return []
  const rows = await selectArtworks(payload, `WHERE a.id IN (${placeholders(unique.length)})${where ? ` AND ${where}` : ''}`, unique)
  const byId = new Map(rows.map((r) => [num(r.id), r]))
  return unique.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined)
}

/** A media row as the Media document the image mapper reads. */
export function mediaFromRow(r: Row): Media {
  const sizes: Record<string, { filename: string | null; width: number | null; height: number | null }> = {}
  for (const s of MEDIA_SIZES) {
    sizes[s] = {
      filename: (r[`sizes_${s}_filename`] as string | null) ?? null,
      width: numOrNull(r[`sizes_${s}_width`]),
      height: numOrNull(r[`sizes_${s}_height`]),
    }
  }
  return {
    id: num(r.media_id),
    alt: String(r.alt ?? ''),
    filename: (r.filename as string | null) ?? null,
    width: numOrNull(r.media_width),
    height: numOrNull(r.media_height),
    sizes,
  } as unknown as Media
}

/** Media rows by id (for photos and covers read with SQL). */
export async function mediaByIds(payload: Payload, ids: number[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))]
  if (unique.length === 0) return new Map()
  const rows = (
    await all(payload, `SELECT ${jsonRow(payload, MEDIA_FIELDS)} AS j FROM media m WHERE m.id IN (${placeholders(unique.length)})`, unique)
  ).map(parsed)
  return new Map(rows.map((r) => [num(r.media_id), mediaFromRow(r)]))
}

function artworkFromRow(r: Row, images: Media[], colors: string[]): Artwork {
  return {
    id: num(r.id),
    title: String(r.title),
    slug: (r.slug as string | null) ?? null,
    owner: num(r.owner_id),
    artistName: (r.artist_name as string | null) ?? null,
    artistSlug: (r.artist_slug as string | null) ?? null,
    uploadedBy: (r.uploaded_by as string | null) ?? null,
    price: numOrNull(r.price),
    images,
    category: (r.category as Artwork['category']) ?? null,
    style: (r.style as Artwork['style']) ?? null,
    mood: (r.mood as Artwork['mood']) ?? null,
    medium: String(r.medium ?? ''),
    material: (r.material as string | null) ?? null,
    width: numOrNull(r.width),
    height: numOrNull(r.height),
    depth: numOrNull(r.depth),
    sizeClass: (r.size_class as Artwork['sizeClass']) ?? null,
    colors: colors as Artwork['colors'],
    primaryColor: (r.primary_color as Artwork['primaryColor']) ?? null,
    yearOfCreation: (r.year_of_creation as string | null) ?? null,
    signed: bool(r.signed),
    location: (r.location as string | null) ?? null,
    collection: r.collection_id === null || r.collection_id === undefined ? null : num(r.collection_id),
    description: (r.description as string | null) ?? null,
    interpretation: (r.interpretation as string | null) ?? null,
    status: r.status as Artwork['status'],
    available: bool(r.available),
    saleState: r.sale_state as Artwork['saleState'],
    likes: num(r.likes),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  } as Artwork
}

/**
 * Artwork rows (from selectArtworks) as API artworks, in the rows' order, with their
 * images, colours and, for a signed-in caller, hasLiked: one query each, whatever the page size.
 */
export async function toApiArtworks(payload: Payload, rows: Row[], user: User | null | undefined): Promise<ApiArtwork[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => num(r.id))
  const likedRows = user
    ? await all(payload, `SELECT artwork_id FROM likes WHERE owner_id = ? AND artwork_id IN (${placeholders(ids.length)})`, [
        user.id,
        ...ids,
      ])
    : []
  const liked = new Set(likedRows.map((r) => String(num(r.artwork_id))))
  return rows.map((r) =>
    toApiArtwork(
      artworkFromRow(
        r,
        nested(r.images).map(mediaFromRow),
        nested(r.colors).map((c) => String(c)),
      ),
      liked,
    ),
  )
}

/** Visible artworks by id, in the order given (unknown or hidden ids are left out). */
export async function visibleArtworksByIds(payload: Payload, ids: number[], user: User | null | undefined): Promise<ApiArtwork[]> {
  return toApiArtworks(payload, await artworksByIds(payload, ids, VISIBLE), user)
}

/** The subset of ids that are visible, in the order given. */
export async function visibleIds(payload: Payload, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await all(payload, `SELECT a.id FROM artworks a WHERE a.id IN (${placeholders(ids.length)}) AND ${VISIBLE}`, ids)
  const visible = new Set(rows.map((r) => num(r.id)))
  return ids.filter((id) => visible.has(id))
}

/**
 * One artwork by numeric id or by slug, if the caller may see it: everyone when it is public; its
 * owner and staff also when it is not (the same rule as the collection's read access).
 */
export async function findArtworkRow(payload: Payload, idOrSlug: string, user: User | null | undefined): Promise<Row | null> {
  const byId = /^\d{1,12}$/.test(idOrSlug)
  const [row] = await selectArtworks(payload, `WHERE ${byId ? 'a.id = ?' : 'a.slug = ?'}`, [byId ? Number(idOrSlug) : idOrSlug])
  if (!row) return null
  const visible = row.status === 'published' && (bool(row.available) || row.sale_state === 'sold')
  if (visible) return row
  if (user && (checkRole(['editor', 'admin'], user) || String(user.id) === String(num(row.owner_id)))) return row
  return null
}

export type ListQuery = {
  /** SQL conditions on alias `a`, ANDed with VISIBLE. */
  where: string[]
  params: unknown[]
  orderBy: string
  limit: number
  offset: number
}

/** A page of visible artwork rows: the ids by an index-ordered query, then their rows. */
export async function artworkRows(payload: Payload, q: ListQuery): Promise<Row[]> {
  const where = [VISIBLE, ...q.where].join(' AND ')
  const ids = await all(payload, `SELECT a.id FROM artworks a WHERE ${where} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`, [
    ...q.params,
    q.limit,
    q.offset,
  ])
  return artworksByIds(
    payload,
    ids.map((r) => num(r.id)),
  )
}

/** How many visible artworks match. */
export async function countArtworks(payload: Payload, where: string[], params: unknown[]): Promise<number> {
  const [row] = await all(payload, `SELECT count(*) AS n FROM artworks a WHERE ${[VISIBLE, ...where].join(' AND ')}`, params)
  return num(row?.n)
}

/**
 * A bulk catalogue for scale tests: `npm run seed -- --artworks 100000` tops the artworks table up
 * to that many rows in a couple of minutes, where the Local API (hooks, validation, one
 * transaction per document) would take hours.
 *
 * Rows are written with batched INSERTs through the adapter's own driver, into the same tables
 * Payload's migrations create (artworks, artworks_rels for the images, artworks_colors for the
 * hasMany select) and into the search index, computed by the same functions the collection hooks
 * use. Values are spread over every shop filter (category, style, mood, medium, size class,
 * colours, price, sale state) and over three years of creation dates; about one in twenty works is
 * unpublished or withdrawn, so visibility rules are exercised too. Owners and images are the demo
 * catalogue's own (generated once when it has none). Deterministic for a given row number, so a
 * second run with a higher total only adds the difference.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { requireDialect, rows, run, sql, transaction, values, type Exec, type SQL } from '../cms/db/sql'
import { addToVocabulary } from '../cms/search/indexer'
import { artworkPostings, KIND, rankOf } from '../cms/search/postings'
import { slugify } from '../hooks/slugify'
import { CATEGORIES, COLORS, COLOR_HEX, MOODS, sizeClassOf, STYLES, type Category, type Medium } from '../shared/constants'

type Log = (line: string) => void
type Owner = { id: number; username: string; slug: string; fullName: string }

const ADJECTIVES = [
  'Monsoon',
  'Saffron',
  'Indigo',
  'Quiet',
  'Golden',
  'Silent',
  'Crimson',
  'Faded',
  'Burning',
  'Tender',
  'Hidden',
  'Distant',
  'Restless',
  'Luminous',
  'Broken',
  'Dusty',
  'Velvet',
  'Midnight',
  'Morning',
  'Wandering',
  'Fragile',
  'Ochre',
  'Turmeric',
  'Marigold',
  'Emerald',
  'Shifting',
  'Floating',
  'Sacred',
  'Forgotten',
  'Woven',
  'Scattered',
  'Molten',
  'Pale',
  'Deep',
  'Ancient',
  'Electric',
  'Soft',
  'Wild',
  'Still',
  'Bright',
  'Hollow',
  'Layered',
  'Humid',
  'Salt',
  'Copper',
  'Jade',
  'Vermilion',
  'Lapis',
  'Ivory',
  'Smoky',
]
const NOUNS = [
  'Ghats',
  'Lotus',
  'Courtyard',
  'Harbour',
  'Tide',
  'Reverie',
  'Procession',
  'Garden',
  'Horizon',
  'Lantern',
  'Threshold',
  'Market',
  'Rain',
  'River',
  'Banyan',
  'Peacock',
  'Temple',
  'Window',
  'Dune',
  'Orchard',
  'Veil',
  'Ember',
  'Pilgrim',
  'Loom',
  'Shoreline',
  'Sari',
  'Kite',
  'Festival',
  'Bazaar',
  'Terrace',
  'Mango Grove',
  'Fisherfolk',
  'Stepwell',
  'Rooftop',
  'Mirror',
  'Memory',
  'Whisper',
  'Echo',
  'Fields',
  'Backwaters',
  'Silhouette',
  'Bloom',
  'Dancer',
  'Raga',
  'Mandala',
  'Monolith',
  'Tabla',
  'Lighthouse',
  'Palms',
  'Citadel',
]
const PLACES = [
  'Varanasi',
  'Kochi',
  'Jaipur',
  'Hampi',
  'Goa',
  'Kolkata',
  'Mumbai',
  'Udaipur',
  'Ladakh',
  'Pondicherry',
  'Madurai',
  'Shillong',
  'Chennai',
  'Bengaluru',
  'Delhi',
  'Mysuru',
  'Rishikesh',
  'Jodhpur',
  'Alleppey',
  'Darjeeling',
]
const MEDIUM_BY_CATEGORY: Record<Category, { medium: Medium; materials: string[] }[]> = {
  Painting: [
    { medium: 'Oil', materials: ['canvas', 'linen', 'board'] },
    { medium: 'Acrylic', materials: ['canvas', 'paper', 'wood panel'] },
    { medium: 'Watercolour', materials: ['handmade paper', 'cotton paper'] },
    { medium: 'Mixed Media', materials: ['canvas', 'jute'] },
  ],
  Drawing: [
    { medium: 'Charcoal', materials: ['paper', 'toned paper'] },
    { medium: 'Pencil', materials: ['paper', 'cotton paper'] },
  ],
  Digital: [{ medium: 'Digital', materials: ['archival print', 'aluminium print'] }],
  Photography: [{ medium: 'Digital', materials: ['archival pigment print', 'silver gelatin print'] }],
  Sculpture: [{ medium: 'Mixed Media', materials: ['bronze', 'teak wood', 'terracotta', 'stone'] }],
  Installation: [{ medium: 'Mixed Media', materials: ['found objects', 'textile and wire'] }],
  Print: [
    { medium: 'Mixed Media', materials: ['linocut on paper', 'serigraph on paper'] },
    { medium: 'Charcoal', materials: ['lithograph on paper'] },
  ],
  Textile: [{ medium: 'Mixed Media', materials: ['cotton', 'silk', 'khadi'] }],
}
const PHRASES = [
  'layers of {medium} build a surface that shifts with the light',
  'the composition balances {adj} tones against an open ground',
  'made over a slow season in the studio in {place}',
  'a meditation on memory, migration and the rhythms of the monsoon',
  'gestural marks meet careful, deliberate geometry',
  'the palette draws on {color} pigments and the colours of old textiles',
  'inspired by the {noun} and the people who gather there at dusk',
  'a study in texture, silence and the edges of things',
  'the work asks the viewer to slow down and look again',
  'it carries a {mood} energy that fills a room',
]

/** Deterministic generator per row number (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  return { next, pick }
}

type BulkArtwork = {
  n: number
  slug: string
  title: string
  owner: Owner
  price: number | null
  category: Category
  style: string
  mood: string
  medium: string
  material: string
  width: number
  height: number
  depth: number
  sizeClass: string
  colors: string[]
  yearOfCreation: string
  signed: boolean
  location: string
  description: string
  interpretation: string
  status: 'published' | 'unpublished'
  available: boolean
  saleState: 'forSale' | 'reserved' | 'sold'
  likes: number
  createdAt: string
  images: number[]
}

const DAY = 86_400_000

/** Row number n of the bulk catalogue. */
export function bulkArtwork(n: number, owners: Owner[], media: number[], now: number): BulkArtwork {
  const r = rng(n * 7919 + 17)
  const owner = owners[n % owners.length]
  const adj = r.pick(ADJECTIVES)
  const noun = r.pick(NOUNS)
  const place = r.pick(PLACES)
  const shape = r.next()
  const title =
    shape < 0.4
      ? `${adj} ${noun}`
      : shape < 0.7
        ? `${noun} at ${place}`
        : shape < 0.85
          ? `${adj} ${noun} of ${place}`
          : `${noun} No. ${1 + (n % 40)}`
  const category = r.pick(CATEGORIES)
  const practice = r.pick(MEDIUM_BY_CATEGORY[category])
  const material = r.pick(practice.materials)
  const sizeRoll = r.next()
  const longSide =
    sizeRoll < 0.4 ? 8 + Math.floor(r.next() * 16) : sizeRoll < 0.8 ? 24 + Math.floor(r.next() * 25) : 49 + Math.floor(r.next() * 48)
  const ratio = 0.5 + r.next()
  const width = r.next() < 0.5 ? longSide : Math.max(4, Math.round(longSide * ratio > longSide ? longSide / ratio : longSide * ratio))
  const height = width === longSide ? Math.max(4, Math.round(longSide / (1 + r.next()))) : longSide
  const depth = category === 'Sculpture' || category === 'Installation' ? 6 + Math.floor(r.next() * 30) : Math.round(r.next() * 3 * 10) / 10
  const colorCount = 1 + Math.floor(r.next() * 3)
  const colors: string[] = []
  while (colors.length < colorCount) {
    const c = r.pick(COLORS)
    if (!colors.includes(c)) colors.push(c)
  }
  const mood = r.pick(MOODS)
  const style = r.pick(STYLES)
  const priceRoll = r.next()
  const price = priceRoll < 0.03 ? null : Math.round(Math.exp(Math.log(2000) + r.next() * (Math.log(600000) - Math.log(2000))) / 500) * 500
  const saleRoll = r.next()
  const saleState = saleRoll < 0.09 ? 'sold' : saleRoll < 0.12 ? 'reserved' : 'forSale'
  const available = saleState === 'sold' ? false : r.next() > 0.03
  const status = r.next() < 0.04 ? 'unpublished' : 'published'
  const sentence = (s: string) => s[0].toUpperCase() + s.slice(1)
  const fill = (s: string) =>
    s
      .replace('{medium}', practice.medium.toLowerCase())
      .replace('{adj}', adj.toLowerCase())
      .replace('{place}', place)
      .replace('{color}', colors[0])
      .replace('{noun}', noun.toLowerCase())
      .replace('{mood}', mood.toLowerCase())
  const [first, second, third] = [r.pick(PHRASES), r.pick(PHRASES), r.pick(PHRASES)]
  const description = `${style} ${category.toLowerCase()} in ${practice.medium.toLowerCase()} on ${material}: ${fill(first)}. ${sentence(fill(second))}.`
  const interpretation = `${sentence(fill(third))}.`
  const createdAt = new Date(now - Math.floor(r.next() * 3 * 365 * DAY)).toISOString()
  const imageCount = 1 + (r.next() < 0.3 ? 1 : 0) + (r.next() < 0.1 ? 1 : 0)
  const images = Array.from({ length: imageCount }, (_, i) => media[(n * 3 + i) % media.length])
  return {
    n,
    slug: `bulk-${n}-${slugify(title)}`.slice(0, 80),
    title,
    owner,
    price,
    category,
    style,
    mood,
    medium: practice.medium,
    material,
    width,
    height,
    depth,
    sizeClass: sizeClassOf(width, height),
    colors,
    yearOfCreation: String(2000 + Math.floor(r.next() * 26)),
    signed: r.next() < 0.7,
    location: place,
    description,
    interpretation,
    status,
    available,
    saleState,
    likes: Math.max(0, Math.floor(Math.exp(r.next() * 5.5)) - 1),
    createdAt,
    images: [...new Set(images)],
  }
}

async function findOwners(payload: Payload): Promise<Owner[]> {
  const artists = await rows(payload, sql`SELECT id, username, slug, full_name FROM users WHERE role = 'artist' ORDER BY id`)
  if (artists.length > 0)
    return artists.map((u) => ({
      id: Number(u.id),
      username: String(u.username),
      slug: String(u.slug ?? u.username),
      fullName: String(u.full_name),
    }))
  // A database without the demo catalogue: a few artists of its own.
  const owners: Owner[] = []
  for (let i = 1; i <= 24; i++) {
    const name = `${ADJECTIVES[i]} ${NOUNS[i]}`.replace(/ .*/, '') + ` Artist ${i}`
    const u = await payload.create({
      collection: 'users',
      data: {
        email: `bulk-artist-${i}@kala.test`,
        username: `bulk-artist-${i}`,
        fullName: name,
        role: 'artist',
        password: `bulk-artist-${i}-password`,
        _verified: true,
        trusted: true,
      } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
      context: { seeding: true },
    })
    owners.push({ id: Number(u.id), username: u.username, slug: u.slug ?? u.username, fullName: u.fullName })
  }
  return owners
}

async function findMedia(payload: Payload, owner: Owner): Promise<number[]> {
  const used = await rows(
    payload,
    sql`SELECT DISTINCT media_id FROM artworks_rels WHERE path = 'images' AND media_id IS NOT NULL LIMIT 500`,
  )
  if (used.length > 0) return used.map((m) => Number(m.media_id))
  const own = await rows(payload, sql`SELECT id FROM media WHERE filename LIKE ${'bulk-artwork-%'} ORDER BY id`)
  if (own.length > 0) return own.map((m) => Number(m.id))
  // No artwork images yet: 24 simple generated ones (two-colour fields in the palette's colours).
  const ids: number[] = []
  for (let i = 0; i < 24; i++) {
    const a = COLOR_HEX[COLORS[i % 12]]
    const b = COLOR_HEX[COLORS[(i * 5 + 3) % 12]]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1125"><rect width="900" height="1125" fill="${a}"/><rect x="${90 + i * 9}" y="${160 + i * 11}" width="${540 - i * 7}" height="${640 - i * 9}" fill="${b}" opacity="0.85"/></svg>`
    const data = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: `Generated colour study ${i + 1}`, owner: owner.id },
      file: { data, mimetype: 'image/jpeg', name: `bulk-artwork-${i + 1}.jpg`, size: data.length },
      overrideAccess: true,
      context: { seeding: true },
    })
    ids.push(Number(doc.id))
  }
  return ids
}

/** `VALUES (…), (…)` of rows of values. */
const tuples = (list: unknown[][]): SQL => sql.join(list.map(values), sql`, `)

async function insertRows(exec: Exec, head: SQL, width: number, list: unknown[][]): Promise<void> {
  // Under SQLite's and PostgreSQL's bound-parameter limits (32,766 and 65,535).
  const perStatement = Math.floor(30000 / width)
  for (let i = 0; i < list.length; i += perStatement) {
    await exec(sql`${head} VALUES ${tuples(list.slice(i, i + perStatement))}`)
  }
}

/** Adds bulk artworks until the artworks table holds `total` rows. */
export async function seedBulkArtworks(payload: Payload, total: number, log: Log = () => {}): Promise<void> {
  const dialect = requireDialect(payload)
  const started = Date.now()
  const [{ n: existing }] = await rows<{ n: number }>(payload, sql`SELECT count(*) AS n FROM artworks`)
  const missing = total - Number(existing)
  if (missing <= 0) {
    log(`bulk: ${existing} artworks already, nothing to add`)
    return
  }
  const owners = await findOwners(payload)
  const media = await findMedia(payload, owners[0])
  const [{ n: lastBulk }] = await rows<{ n: number | null }>(payload, sql`SELECT count(*) AS n FROM artworks WHERE slug LIKE ${'bulk-%'}`)
  let next = Number(lastBulk ?? 0) + 1
  const now = Date.now()
  const batchSize = dialect === 'sqlite' ? 2000 : 1000
  const vocabulary = new Set<string>()
  let added = 0
  while (added < missing) {
    const size = Math.min(batchSize, missing - added)
    const works = Array.from({ length: size }, (_, i) => bulkArtwork(next + i, owners, media, now))
    next += size
    await transaction(payload, async (exec) => {
      // A big page cache for this connection: the index's B-trees take random inserts.
      if (dialect === 'sqlite') await exec(sql`PRAGMA cache_size = -262144`)
      const ids = new Map<string, number>()
      const perStatement = 500
      for (let i = 0; i < works.length; i += perStatement) {
        const batch = works.slice(i, i + perStatement)
        const inserted = await exec(
          sql`INSERT INTO artworks (title, slug, owner_id, artist_id, artist_name, artist_slug, uploaded_by, price, category, style, mood, medium, material, width, height, depth,
             size_class, primary_color, year_of_creation, signed, location, collection_id, description, interpretation, edition_kind, status, available, sale_state, sold_at, likes, review, owner_verified, updated_at, created_at)
           VALUES ${tuples(
             batch.map((a) => [
               a.title,
               a.slug,
               a.owner.id,
               a.owner.id,
               a.owner.fullName,
               a.owner.slug,
               a.owner.username,
               a.price,
               a.category,
               a.style,
               a.mood,
               a.medium,
               a.material,
               a.width,
               a.height,
               a.depth,
               a.sizeClass,
               a.colors[0],
               a.yearOfCreation,
               a.signed,
               a.location,
               null,
               a.description,
               a.interpretation,
               'original',
               a.status,
               a.available,
               a.saleState,
               a.saleState === 'sold' ? a.createdAt : null,
               a.likes,
               // The demo's sellers are verified and trusted: their works are approved.
               'approved',
               true,
               a.createdAt,
               a.createdAt,
             ]),
           )} RETURNING id, slug`,
        )
        for (const r of inserted) ids.set(String(r.slug), Number(r.id))
      }
      const idOf = (a: BulkArtwork) => {
        const id = ids.get(a.slug)
        if (id === undefined) throw new Error(`bulk: no id came back for ${a.slug}`)
        return id
      }
      await insertRows(
        exec,
        sql`INSERT INTO artworks_rels ("order", parent_id, path, media_id)`,
        4,
        works.flatMap((a) => a.images.map((m, i) => [i + 1, idOf(a), 'images', m])),
      )
      await insertRows(
        exec,
        sql`INSERT INTO artworks_colors ("order", parent_id, value)`,
        3,
        works.flatMap((a) => a.colors.map((c, i) => [i + 1, idOf(a), c])),
      )
      const postings: unknown[][] = []
      for (const a of works) {
        for (const [term, weight] of artworkPostings({ ...a, artistName: a.owner.fullName })) {
          postings.push([KIND.artwork, term, weight, rankOf(a.likes), idOf(a)])
          vocabulary.add(term)
        }
      }
      await insertRows(exec, sql`INSERT INTO search_terms (kind, term, weight, rank, doc_id)`, 5, postings)
    })
    added += size
    if (added % 10000 === 0 || added === missing)
      log(`bulk: ${added} of ${missing} artworks · ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await addToVocabulary(payload, [...vocabulary])
  // Fresh statistics, so the planner knows how selective each filter is.
  await run(payload, dialect === 'sqlite' ? sql`ANALYZE` : sql`VACUUM ANALYZE`)
  log(`bulk: ${missing} artworks added (${Number(existing) + missing} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

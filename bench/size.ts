/**
 * One size of `npm run bench` (bench/run.ts starts it with DATABASE_URI and the rest of the
 * environment set): fills the scratch catalogue up to the size, starts the server (`npm start`'s
 * when built), loads with autocannon a bare Node server answering the listing's bytes (the
 * machine's floor), the main script with gzip accepted, the home page's HTML, each API route and
 * Payload REST's listing of the same page; for each API route it measures the SQL floor too (the
 * same page read through the catalogue in this process, without HTTP and mapping), and prints one
 * `RESULT <json>` line.
 */
import autocannon, { type Request } from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Payload } from 'payload'
import { catalogueOf } from '../cms/catalogue'
import { anyFacetPage, facetsOf, filteredPage, keysetPage, rangeOf, type KeysetStart } from '../cms/catalogue/listing'
import { visibleSql } from '../cms/catalogue/saleRules'
import { afterPoint, NEWEST, orderOf, whereOf } from '../cms/catalogue/sql/artworks'
import type { ArtworkFilter } from '../cms/catalogue/types'
import { signAccessToken } from '../cms/api/auth/tokens'
import { rows, sql, type SQL } from '../cms/db/sql'
import { initPayload } from '../cms/initPayload'
import config from '../payload.config'
import { seed } from '../seed/index'
import { seedBulkArtworks } from '../seed/bulk'
import { waitFor } from '../scripts/lib/cluster'
import { COLORS, SORTS } from '../shared/constants'
import { FACET_WORDS } from '../shared/facets'
import { freePort } from '../scripts/lib/postgresCluster'
import { compiledEntry } from '../scripts/lib/compiledEntry'
import { closedLoop } from './closedLoop'

const { values } = parseArgs({
  options: {
    size: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const size = Number(values.size)
const duration = Number(values.duration)
const connections = Number(values.connections)
const databaseUri = process.env.DATABASE_URI ?? ''
const dialect = databaseUri.startsWith('postgres') ? 'postgres' : 'sqlite'

export type Row = {
  size: number
  route: string
  rps: number
  p50: number
  p99: number
  /** 4xx and 5xx answers, and requests that got no answer in 30 s. */
  failed: { '4xx': number; '5xx': number; timeouts: number }
  floor: { rps: number; p50: number; p99: number }
}

const SEARCHES = [
  'monsoon',
  'acrylc',
  'indigo tabla',
  'kochi harbour',
  'lotus',
  'saffron dusk',
  'watercolor',
  'banyan',
  'mumbai',
  'meditation on memory',
  'peacock',
  'ochre',
]

/** The requests of each route: bodies and paths rotate over realistic values, per connection. */
function routes(artworkIds: number[]) {
  const json = { 'content-type': 'application/json' }
  const searches = SEARCHES
  return [
    { name: 'list (newest, page 1)', requests: [{ method: 'POST', path: '/api/public/artworks', headers: json, body: '{}' }] },
    {
      name: 'list + filters (style, colour, price sort)',
      requests: [
        {
          method: 'POST',
          path: '/api/public/artworks',
          headers: json,
          body: JSON.stringify({ style: 'abstract', color: 'blue', sort: 'price-asc' }),
        },
      ],
    },
    {
      name: 'list + filters (category, price range, size)',
      requests: [
        {
          method: 'POST',
          path: '/api/public/artworks',
          headers: json,
          body: JSON.stringify({ category: 'painting', priceMin: 10000, priceMax: 100000, size: 'medium,large' }),
        },
      ],
    },
    {
      name: 'style quiz (match any: style, medium, mood, colour)',
      requests: [
        {
          method: 'POST',
          path: '/api/public/artworks',
          headers: json,
          body: JSON.stringify({ match: 'any', style: 'abstract', medium: 'oil', mood: 'calm', color: 'blue' }),
        },
      ],
    },
    { name: 'one artwork (20 ids)', requests: artworkIds.map((id) => ({ method: 'GET', path: `/api/public/artwork/${id}` })) },
    {
      name: `search (${searches.length} queries)`,
      requests: searches.map((s) => ({
        method: 'POST',
        path: '/api/user/search',
        headers: json,
        body: JSON.stringify({ searchString: s }),
      })),
    },
    ...missRoutes(),
  ]
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!
const between = (low: number, high: number): number => low + Math.floor(Math.random() * (high - low + 1))

/**
 * The same routes with a request that never repeats, as real traffic spreads over price ranges,
 * filters, pages and words: each one a miss of the visitor cache (its key is the body's bytes), so
 * these rows measure the queries, the mapping and the JSON that a hit saves.
 */
function missRoutes() {
  const json = { 'content-type': 'application/json' }
  const fresh = (body: () => object) => ({
    method: 'POST',
    path: '/api/public/artworks',
    headers: json,
    setupRequest: (request: Request): Request => ({ ...request, body: JSON.stringify(body()) }),
  })
  const styles = Object.keys(FACET_WORDS.style)
  const categories = Object.keys(FACET_WORDS.category)
  return [
    {
      name: 'list, every request a miss (a price ceiling, pages 1 to 3)',
      requests: [fresh(() => ({ priceMax: between(20_000, 5_000_000), page: between(1, 3) }))],
    },
    {
      name: 'list + filters, every request a miss (style, colour, category, price floor)',
      requests: [
        fresh(() => ({
          style: pick(styles),
          color: pick(COLORS),
          category: pick(categories),
          priceMin: between(1_000, 200_000),
          sort: pick(SORTS),
        })),
      ],
    },
    {
      name: 'search, every request a miss (a word and a year)',
      requests: [
        {
          method: 'POST',
          path: '/api/user/search',
          headers: json,
          setupRequest: (request: Request): Request => ({
            ...request,
            body: JSON.stringify({ searchString: `${pick(SEARCHES)} ${between(1900, 2026)}` }),
          }),
        },
      ],
    },
  ]
}

/** Page 50 of the listing: the page Load More reaches after 49 clicks, and the same page by its number. */
const DEEP_PAGE = 50

/**
 * Page 50 of the newest-first listing, by Load More (the cursor page 49 handed on) and by its
 * number, each once repeated (the visitor cache answers) and once with every request a miss: the
 * same request with its body's bytes varied by whitespace (the cache's key is the bytes), so the
 * page's queries, mapping and JSON are paid every time.
 */
function deepRoutes(cursor: string) {
  const json = { 'content-type': 'application/json' }
  const varied = (body: string) => ({
    method: 'POST',
    path: '/api/public/artworks',
    headers: json,
    setupRequest: (request: Request): Request => ({
      ...request,
      body: `${' '.repeat(between(0, 999))}${body}${' '.repeat(between(0, 999))}`,
    }),
  })
  const byCursor = JSON.stringify({ after: cursor })
  const byNumber = JSON.stringify({ page: DEEP_PAGE })
  return [
    {
      name: `list, page ${DEEP_PAGE} by Load More`,
      requests: [{ method: 'POST', path: '/api/public/artworks', headers: json, body: byCursor }],
    },
    {
      name: `list, page ${DEEP_PAGE} by number`,
      requests: [{ method: 'POST', path: '/api/public/artworks', headers: json, body: byNumber }],
    },
    { name: `list, page ${DEEP_PAGE} by Load More, every request a miss`, requests: [varied(byCursor)] },
    { name: `list, page ${DEEP_PAGE} by number, every request a miss`, requests: [varied(byNumber)] },
  ]
}

/** The cursor page 49 of the newest-first listing hands on, as a browser gets it: 49 pages by Load More over HTTP. */
async function cursorBefore(url: string, page: number): Promise<string> {
  let after: string | null = null
  for (let i = 1; i < page; i++) {
    const res: Response = await fetch(`${url}/api/public/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(after === null ? {} : { after }),
    })
    after = ((await res.json()) as { next: string | null }).next
    if (after === null) throw new Error(`the listing ends before page ${page}`)
  }
  return after!
}

/** Where page `page` starts in the catalogue itself (the SQL floor of the Load More rows). */
async function keysetStartOf(payload: Payload, page: number): Promise<KeysetStart> {
  let start: KeysetStart = { segment: 0, point: null }
  for (let i = 1; i < page; i++) {
    const { next } = await keysetPage(payload, catalogueOf(payload), {}, 'newest', start, 12)
    if (!next) throw new Error(`the listing ends before page ${page}`)
    start = next
  }
  return start
}

/** Demo catalogue, then the bulk seed up to `size` artworks. */
async function prepare(payload: Payload, size: number): Promise<void> {
  const [{ n }] = await rows<{ n: number }>(payload, sql`SELECT count(*) AS n FROM artworks`)
  if (Number(n) >= size) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    try {
      await seed({ payload, log: (line) => console.log(line) })
    } catch (error) {
      console.log(`bench: the demo seed failed (${(error as Error).message.split('\n')[0]}); the bulk seed brings its own artists`)
    }
  }
  await seedBulkArtworks(payload, size, (line) => console.log(line))
}

/** Whether `npm run build` has run: then the benchmark loads the production server, SPA and back office included. */
const built = existsSync('storefront/dist/index.html') && existsSync('cms/.next/BUILD_ID')

/**
 * The server under load, compiled as `npm start` runs it: cms/server.ts (one worker per core as in production) when
 * the build exists, else the API alone (bench/server.ts; the page, asset and Payload REST rows are
 * then left out).
 */
async function startServer(databaseUri: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, await compiledEntry(built ? 'cms/server.ts' : 'bench/server.ts'), {
    env: { ...process.env, DATABASE_URI: databaseUri, PORT: String(port), JOBS_AUTORUN: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<false>((resolve) => child.once('exit', () => resolve(false)))
  if (await Promise.race([waitFor(`${url}/healthz`, 180_000), exited])) return { url, child }
  child.kill('SIGTERM')
  throw new Error('the server did not start in 180 s')
}

/**
 * The machine's floor: a bare Node HTTP server in a process of its own, answering every request
 * with the same bytes (the listing's answer) and nothing else.
 */
async function startBareServer(body: Buffer): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  // The bytes through a file: an environment variable holds at most 128 KB (the main script is more).
  const dir = mkdtempSync(join(tmpdir(), 'kala-bare-'))
  const file = join(dir, 'body')
  writeFileSync(file, body)
  const script = `const b=require('node:fs').readFileSync(process.env.BODY_FILE);require('node:http').createServer((q,r)=>{q.resume();r.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});r.end(b)}).listen(${port},'127.0.0.1')`
  const child = spawn(process.execPath, ['-e', script], { env: { NODE_ENV: 'production', BODY_FILE: file }, stdio: 'ignore' })
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  const url = `http://127.0.0.1:${port}`
  if (!(await waitFor(url, 10_000))) throw new Error('the bare server did not start')
  return { url, child }
}

async function explain(payload: Payload): Promise<void> {
  const queries: [string, SQL][] = [
    ['list, newest', sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, {}, { priceHint: true })} ORDER BY ${NEWEST} LIMIT 12`],
    [
      'list, newest, from a point (Load More)',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, {}, { priceHint: true })} AND ${afterPoint('newest', { key: '2025-06-01T00:00:00.000Z', id: '1' })} ORDER BY ${NEWEST} LIMIT 13`,
    ],
    [
      'list, price up, from a point (Load More)',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, { priced: true })} AND ${afterPoint('price-asc', { key: 50000, id: '1' })} ORDER BY ${orderOf('price-asc')} LIMIT 13`,
    ],
    [
      'abstract, blue dominant, price up',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, { facets: { style: ['Abstract'] }, primaryColor: 'blue', priced: true })} ORDER BY ${orderOf('price-asc')} LIMIT 12`,
    ],
    [
      'abstract, blue not dominant, price up',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, { facets: { style: ['Abstract'], color: 'blue' }, notPrimaryColor: 'blue', priced: true })} ORDER BY ${orderOf('price-asc')} LIMIT 12`,
    ],
    [
      'painting, medium or large, price range',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, { facets: { category: ['Painting'] }, sizes: ['medium', 'large'], priceMin: 10000, priceMax: 100000 }, { priceHint: dialect === 'sqlite' })} ORDER BY ${NEWEST} LIMIT 12`,
    ],
    [
      'style quiz',
      sql`SELECT a.id FROM artworks a WHERE ${whereOf(dialect, {}, { probe: false })} ORDER BY ${orderOf({ score: { style: ['Abstract'], medium: ['Oil'], mood: ['Calm'], color: 'blue' } })} LIMIT 12`,
    ],
    [
      'search term',
      sql`SELECT term, weight, rank, doc_id FROM search_terms WHERE kind = 1 AND term = 'monsoon' ORDER BY weight DESC, rank DESC, doc_id DESC LIMIT 20`,
    ],
  ]
  for (const [name, q] of queries) {
    const plan = await rows(payload, dialect === 'sqlite' ? sql`EXPLAIN QUERY PLAN ${q}` : sql`EXPLAIN ${q}`)
    console.log(`  ${name}`)
    for (const r of plan) console.log(`    ${String(r.detail ?? r['QUERY PLAN'])}`)
  }
}

async function benchSize(): Promise<Row[]> {
  const payload = await initPayload(config)
  const catalogue = catalogueOf(payload)
  console.log(`\n== ${size} artworks (${dialect}: ${databaseUri}, ${catalogue.impl} catalogue)`)
  await prepare(payload, size)
  const [{ n }] = await rows<{ n: number }>(payload, sql`SELECT count(*) AS n FROM artworks`)
  console.log(`bench: ${n} artworks in the database`)
  await explain(payload)
  const sample = await rows(
    payload,
    sql`SELECT a.id FROM artworks a WHERE ${visibleSql('a')} ORDER BY a.id LIMIT 20 OFFSET ${Math.floor(Number(n) / 2)}`,
  )
  const artworkIds = sample.map((r) => Number(r.id))
  const expansions = await Promise.all(SEARCHES.map((q) => catalogue.search.expand(q)))
  const page = async (found: Promise<{ ids: string[] }>) => catalogue.artworksByIds((await found).ids)
  const listed = (body: Parameters<typeof facetsOf>[0] & Parameters<typeof rangeOf>[0], sort: 'newest' | 'price-asc') => {
    const filter: ArtworkFilter = { ...rangeOf(body), facets: facetsOf(body).facets }
    return () => page(filteredPage(payload, catalogue, filter, sort, 0, 12))
  }
  const floors = [
    listed({}, 'newest'),
    listed({ style: ['abstract'], color: 'blue' }, 'price-asc'),
    listed({ category: ['painting'], priceMin: 10000, priceMax: 100000, size: ['medium', 'large'] }, 'newest'),
    () =>
      page(
        anyFacetPage(
          payload,
          catalogue,
          {},
          facetsOf({ style: ['abstract'], medium: ['oil'], mood: ['calm'], color: 'blue' }).facets,
          0,
          12,
        ),
      ),
    (i: number) => catalogue.artworkByKey(String(artworkIds[i % artworkIds.length])),
    (i: number) => catalogue.search.top('artwork', expansions[i % expansions.length].expansion, 12),
  ]
  const deepStart = await keysetStartOf(payload, DEEP_PAGE)
  const deepByKey = () => page(keysetPage(payload, catalogue, {}, 'newest', deepStart, 12))
  const deepByNumber = () => page(filteredPage(payload, catalogue, {}, 'newest', (DEEP_PAGE - 1) * 12, 12))
  const deepFloors = [deepByKey, deepByNumber, deepByKey, deepByNumber]

  const { url, child } = await startServer(databaseUri)
  const results: Row[] = []
  let bare: { url: string; child: ChildProcess } | null = null
  let bareScript: { url: string; child: ChildProcess } | null = null
  try {
    const listing = Buffer.from(
      await (
        await fetch(`${url}/api/public/artworks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      ).arrayBuffer(),
    )
    bare = await startBareServer(listing)
    // The floor of the main-script row: the same file, uncompressed, from a bare server.
    bareScript = built ? await startBareServer(readFileSync(`storefront/dist${mainScript()}`)) : null
    type Load = { name: string; url: string; requests: Request[]; floor?: (i: number) => Promise<unknown> }
    const loads: Load[] = [
      { name: "bare Node server (the listing's bytes)", url: bare.url, requests: [{ method: 'GET', path: '/' }] },
      ...(bareScript
        ? [{ name: 'bare Node server (the main script, uncompressed)', url: bareScript.url, requests: [{ method: 'GET', path: '/' }] }]
        : []),
      ...(built ? pageLoads(url) : []),
      ...routes(artworkIds).map((route, index) => ({ ...route, url, floor: floors[index] })),
      ...deepRoutes(await cursorBefore(url, DEEP_PAGE)).map((route, index) => ({ ...route, url, floor: deepFloors[index] })),
      ...(built ? [await restLoad(payload, url)] : []),
    ]
    for (const load of loads) {
      const options = { url: load.url, connections, timeout: 30, requests: load.requests }
      await autocannon({ ...options, duration: 2 }) // warm-up
      const result = await autocannon({ ...options, duration })
      const floorResult = load.floor
        ? await closedLoop(connections, Math.max(3, Math.round(duration / 2)), load.floor)
        : { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN }
      const row: Row = {
        size,
        route: load.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: { '4xx': result['4xx'], '5xx': result['5xx'], timeouts: result.timeouts + result.errors },
        floor: floorResult,
      }
      results.push(row)
      console.log(
        `bench: ${size} · ${load.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${load.floor ? ` (floor ${floorResult.rps.toFixed(0)} q/s)` : ''}`,
      )
    }
  } finally {
    bare?.child.kill('SIGTERM')
    bareScript?.child.kill('SIGTERM')
    child.kill('SIGTERM')
    await payload.destroy()
  }
  return results
}

/** The storefront's main script as a browser asks for it (gzip accepted), and the home page's HTML. */
function mainScript(): string {
  const shell = readFileSync('storefront/dist/index.html', 'utf8')
  const main = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(shell)?.[1]
  if (!main) throw new Error('storefront/dist/index.html names no main script')
  return main
}

function pageLoads(url: string) {
  const main = mainScript()
  const browser = { 'accept-encoding': 'gzip, deflate, br' }
  return [
    {
      name: 'main JS asset (gzip accepted)',
      url,
      requests: [{ method: 'GET' as const, path: main, headers: { 'accept-encoding': 'gzip' } }],
    },
    { name: 'home page HTML', url, requests: [{ method: 'GET' as const, path: '/', headers: browser }] },
  ]
}

/** Payload's own REST API listing the same page (12 newest published works), as staff: it answers staff only. */
async function restLoad(payload: Payload, url: string) {
  const email = 'bench-editor@kala.test'
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  const editor =
    found.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: {
        email,
        username: 'bench-editor',
        fullName: 'Bench Editor',
        role: 'editor',
        phone: '9876543210',
        password: 'bench-editor-password',
        _verified: true,
      } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
      context: { seeding: true },
    }))
  const token = await signAccessToken(payload.secret, editor.id, `bench-${editor.id}`)
  return {
    name: 'Payload REST listing (same page, as staff)',
    url,
    requests: [
      {
        method: 'GET' as const,
        path: '/cms/api/artworks?limit=12&sort=-createdAt&where[status][equals]=published&depth=1',
        headers: { authorization: `Bearer ${token}` },
      },
    ],
  }
}

console.log(`RESULT ${JSON.stringify(await benchSize())}`)
process.exit(0)

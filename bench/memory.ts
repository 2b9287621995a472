/**
 * npm run bench:memory [-- --duration 180 --connections 10 --fresh]
 * (after `npm run build`: the production server, as `npm start` runs it)
 *
 * The memory of one serving process under traffic that the visitor cache cannot answer (issue 22:
 * "every serving process stays under 400 MB RSS through a 180-second soak"). It starts the server
 * (cms/server.ts with the production flags of scripts/serve.ts, its heap ceiling included) on a
 * scratch demo catalogue under /tmp (seeded by the first start, kept between runs unless --fresh),
 * opens the back office once (a real instance serves /cms too), then sends `connections` callers of
 * mixed requests for `duration` seconds: the home, shop, artists and artwork pages, and listings
 * with a random price ceiling, a search word or a page, nearly all of them new to the caches. It
 * samples the process's RSS every 5 s and prints the figures, the rate and the latencies.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { rssMb, startInstance } from '../scripts/lib/cluster'
import { freePort } from '../scripts/lib/postgresCluster'
import { closedLoop } from './closedLoop'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '180' },
    connections: { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
/** The issue's ceiling for a serving process. */
const TARGET_MB = 400
const SAMPLE_MS = 5_000
const dir = '/tmp/kala-bench-memory'
const WORDS = ['sky', 'river', 'morning', 'blue', 'madhubani', 'oil', 'village', 'garden', 'monsoon', 'lotus']

if (values.fresh) rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const port = await freePort()
console.log(`bench:memory: starting the server on ${dir} (the first start seeds the demo catalogue)…`)
const server = await startInstance(
  'memory',
  port,
  {
    ...process.env,
    DATABASE_URI: `file:${dir}/kala.db`,
    MEDIA_DIR: `${dir}/media`,
    OUTBOX_DIR: `${dir}/outbox`,
    PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_ON_EMPTY: 'true',
    PAYMENTS_SIMULATOR: 'true',
    RATE_LIMIT_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  },
  dir,
  600_000,
)

const post = (path: string, body: unknown) =>
  fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

try {
  await (await fetch(`${server.url}/cms/login`)).arrayBuffer()
  const listed = (await (await post('/api/public/artworks', {})).json()) as { artworks: { _id: number; uploadedBy: string }[] }
  const works = listed.artworks
  if (works.length === 0) throw new Error('The catalogue has no artworks to load.')
  const atReady = rssMb(server.pid)

  /** One request of the mix, chosen by `r`: each listing, search and page is one the caches have probably not seen. */
  const one = (r: number) => {
    const work = works[r % works.length]!
    switch (r % 8) {
      case 0:
        return fetch(`${server.url}/`)
      case 1:
        return fetch(`${server.url}/shop/artworks?priceMax=${1_000 + r}`)
      case 2:
        return post('/api/public/artworks', { priceMax: 1_000 + r })
      case 3:
        return post('/api/public/artworks', { q: `${WORDS[r % WORDS.length]} ${WORDS[(r >> 4) % WORDS.length]}` })
      case 4:
        return fetch(`${server.url}/shop/artwork/${work.uploadedBy}/${work._id}`)
      case 5:
        return fetch(`${server.url}/api/public/artwork/${work._id}`)
      case 6:
        return fetch(`${server.url}/artists?page=${1 + (r % 4)}`)
      default:
        return post('/api/public/artworks', { page: 1 + (r % 5), sort: r % 2 ? 'price-asc' : 'newest' })
    }
  }

  const samples: number[] = []
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), SAMPLE_MS)
  const failed = { '4xx': 0, '5xx': 0, errors: 0 }
  const load = await closedLoop(connections, duration, async () => {
    try {
      const res = await one(Math.floor(Math.random() * 1_000_000))
      await res.arrayBuffer()
      if (res.status >= 500) failed['5xx']++
      else if (res.status >= 400) failed['4xx']++
    } catch {
      failed.errors++
    }
  })
  clearInterval(sampler)
  const afterLoad = rssMb(server.pid)
  await new Promise((r) => setTimeout(r, 10_000))
  const rested = rssMb(server.pid)

  const max = Math.max(atReady, ...samples, afterLoad)
  console.log(`\n| RSS of the serving process | MB |\n| --- | ---: |`)
  console.log(`| ready (back office opened) | ${atReady} |`)
  console.log(`| highest during ${duration} s at ${connections} connections | ${max} |`)
  console.log(`| at the end of the load | ${afterLoad} |`)
  console.log(`| 10 s later | ${rested} |`)
  console.log(`\nevery ${SAMPLE_MS / 1_000} s: ${samples.join(' -> ')} MB`)
  console.log(
    `load: ${load.count} requests (${Math.round(load.rps)}/s), p50 ${Math.round(load.p50)} ms, p99 ${Math.round(load.p99)} ms; ` +
      `4xx ${failed['4xx']}, 5xx ${failed['5xx']}, no answer ${failed.errors}`,
  )
  console.log(`target ${TARGET_MB} MB per serving process: ${max <= TARGET_MB ? 'met' : `missed by ${max - TARGET_MB} MB`}`)
} finally {
  server.child.kill('SIGTERM')
}

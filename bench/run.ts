/**
 * npm run bench [-- --sizes 1000,100000 --duration 10 --connections 50 --db sqlite|postgres --fresh]
 * (after `npm run build`, so the page, asset and Payload REST rows are measured on `npm start`'s server)
 *
 * Load with autocannon on `npm start`'s server (cms/server.ts, in its own process; without a build,
 * the API alone, bench/server.ts), on a catalogue of each size, side by side in one run: a bare
 * Node server answering the same bytes as the listing (the floor; "of bare" is each row's rate as
 * a share of it), the main script with gzip accepted, the home page's HTML, the shop listing
 * without and with filters, the style quiz, one artwork, search, and Payload REST's listing of the
 * same page. For each API route it also measures the SQL floor: the query that fetches the same
 * page, through the same driver, from this process with the same concurrency, so the table shows
 * what the HTTP stack and the mapping add.
 *
 * The catalogue is a scratch database under /tmp (never ./data): the demo catalogue plus the bulk
 * seed (seed/bulk.ts) up to the size, kept between runs (it only tops up) unless --fresh.
 * PostgreSQL: --db postgres uses BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:55439/postgres)
 * and a database kala_bench_<size> on it. Each size runs in a process of its own, bench/size.ts
 * (Payload's config binds one database per process), and reports back one JSON line.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Row } from './size'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'sqlite' },
    fresh: { type: 'boolean', default: false },
  },
})
const sizes = values.sizes!.split(',').map(Number)
const duration = Number(values.duration)
const connections = Number(values.connections)
const dialect = values.db === 'postgres' ? 'postgres' : 'sqlite'
const root = '/tmp/kala-bench'
const secret = 'bench-secret-bench-secret-bench-secret-0'
mkdirSync(root, { recursive: true })

async function databaseFor(size: number): Promise<string> {
  if (dialect === 'sqlite') {
    const file = `${root}/kala-${size}.db`
    if (values.fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    // Start a bigger catalogue from a smaller one (the demo seed renders its images once).
    const smaller = readdirSync(root)
      .map((f) => /^kala-(\d+)\.db$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) < size)
      .sort((a, b) => Number(b[1]) - Number(a[1]))[0]
    if (!existsSync(file) && smaller && !values.fresh) {
      for (const suffix of ['', '-wal'])
        if (existsSync(`${root}/${smaller[0]}${suffix}`)) copyFileSync(`${root}/${smaller[0]}${suffix}`, file + suffix)
    }
    return `file:${file}`
  }
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:55439/postgres'
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  const name = `kala_bench_${size}`
  if (values.fresh) await client.query(`DROP DATABASE IF EXISTS ${name}`)
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

function env(databaseUri: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: secret,
    MEDIA_DIR: `${root}/media`,
    OUTBOX_DIR: `${root}/outbox`,
    SEED_ON_EMPTY: 'false',
    NODE_ENV: 'production',
    PAYMENTS_SIMULATOR: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_SIZE: '20',
  }
}

/** One size in its own process. */
async function runSize(size: number): Promise<Row[]> {
  const databaseUri = await databaseFor(size)
  const args = [
    '--import',
    './scripts/node/register.mjs',
    'bench/size.ts',
    '--size',
    String(size),
    '--duration',
    String(duration),
    '--connections',
    String(connections),
  ]
  const child = spawn(process.execPath, args, { env: env(databaseUri), stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout!.on('data', (d) => {
    out += String(d)
    process.stdout.write(String(d).replace(/^RESULT .*\n?/m, ''))
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  const line = out.split('\n').find((l) => l.startsWith('RESULT '))
  if (code === 0 && line) return JSON.parse(line.slice('RESULT '.length)) as Row[]
  console.error(`bench: the run for ${size} artworks ended with ${code} before its result`)
  process.exit(1)
}

const results: Row[] = []
for (const size of sizes) results.push(...(await runSize(size)))

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-')
const header = ['artworks', 'route', 'req/s', 'of bare', 'p50 ms', 'p99 ms', '4xx+5xx/timeouts', 'SQL floor q/s', 'floor p50', 'floor p99']
/** Each size's bare Node server (the first row of a size): the machine's floor for an HTTP answer. */
const bareOf = (size: number) => results.find((r) => r.size === size && r.route.startsWith('bare'))?.rps ?? Number.NaN
const lines = results.map((r) => [
  String(r.size),
  r.route,
  fmt(r.rps, 0),
  Number.isFinite(bareOf(r.size)) ? `${fmt((100 * r.rps) / bareOf(r.size), 0)}%` : '-',
  fmt(r.p50, 0),
  fmt(r.p99, 0),
  `${r.failed['4xx'] + r.failed['5xx']}/${r.failed.timeouts}`,
  fmt(r.floor.rps, 0),
  fmt(r.floor.p50, 2),
  fmt(r.floor.p99, 2),
])
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
const print = (cells: string[]) =>
  console.log(`| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`)
console.log(`\nKala storefront API · ${dialect} · ${connections} connections · ${duration} s a route · ${new Date().toISOString()}`)
print(header)
console.log(`|${widths.map((w, i) => (i < 2 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|')}|`)
for (const l of lines) print(l)
if (sizes.length > 1) {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)]
  console.log(`\n${large} vs ${small} artworks (target: p99 < 50 ms; ${large} within 1.5x of ${small}):`)
  for (const route of new Set(results.map((r) => r.route))) {
    const a = results.find((r) => r.route === route && r.size === small)
    const b = results.find((r) => r.route === route && r.size === large)
    if (!a || !b) continue
    console.log(
      `  ${route.padEnd(widths[1])}  p99 x${fmt(b.p99 / a.p99, 2)}, req/s x${fmt(b.rps / a.rps, 2)}${b.p99 < 50 ? '' : '  (p99 over 50 ms)'}`,
    )
  }
}
process.exit(0)

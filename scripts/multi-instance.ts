/**
 * `npm run multi-instance [-- --quick] [--s3] [--soak=SECONDS]`: Kala on several machines, proven on this one (issue 10).
 *
 * PostgreSQL (a cluster of its own in a temporary directory, or a new database on TEST_POSTGRES_URL),
 * two instances of the BUILT server (`npm run build` first) on two ports, migrated and seeded with the
 * demo catalogue by the first, and nginx in front, round-robin. Then, through nginx only:
 *
 * 1. sign up (an artist) on one instance, verify with the mailed code on the other, sign in on the first;
 * 2. a refresh token rotated on one instance and presented again on the other is refused, and the
 *    whole sign-in with it;
 * 3. a rate limit counts across both (five contact messages from one address, the sixth refused);
 * 4. a listing added on one instance is counted, searchable and its image served on the other at once;
 *    with --s3, uploads are kept in S3 (s3rver, a local S3-compatible server, on a free port) and
 *    each instance has a MEDIA_DIR of its own that must stay empty, so the image B serves can only
 *    have come from the bucket (and must be the bucket's bytes);
 * 5. one instance is killed (SIGKILL) under load: requests lost beyond those in flight, and whether
 *    any write was left half done (every artwork's like count equals its like rows);
 * 6. a soak of mixed browsing and writes at 50 connections (60 s, or 10 s with --quick): errors
 *    (must be 0) and each instance's memory at the start and the end;
 * 7. both instances tick the jobs queue (every second here) and each tick is claimed by one.
 *
 * Prints a summary table; exits 1 if any check failed. Ports: MULTI_PORT_BASE (default 3540) and
 * the next three for nginx and the two instances, and PostgreSQL on the fourth unless TEST_POSTGRES_URL is set.
 */
import { DEMO_PASSWORD } from '../seed/data/members'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { ALERT_MESSAGES } from '../shared/alerts'
import type { Artwork } from '../shared/api-types'
import { rssMb, startInstance, startNginx, waitFor, type Instance } from './lib/cluster'
import { startS3, type TestS3 } from './lib/localS3'
import { createCluster, type PostgresCluster } from './lib/postgresCluster'

const quick = process.argv.includes('--quick')
const onS3 = process.argv.includes('--s3')
/** `--soak=SECONDS` for a longer soak (memory over time); else 60 s, or 10 s with --quick. */
const SOAK_SECONDS = Number(/^--soak=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--soak=')) ?? '')?.[1] ?? (quick ? 10 : 60))
const SOAK_CONNECTIONS = 50
const KILL_CONNECTIONS = 20
const base = Number(process.env.MULTI_PORT_BASE ?? 3540)
const [LB_PORT, A_PORT, B_PORT, PG_PORT] = [base, base + 1, base + 2, base + 3]
const LB = `http://127.0.0.1:${LB_PORT}`

type Check = { check: string; result: string; ok: boolean }
const checks: Check[] = []
const record = (check: string, ok: boolean, result: string) => {
  checks.push({ check, result, ok })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${result}`)
}

type Answer = { status: number; json: Record<string, unknown>; upstream: string }
/** One request through nginx; `ip` is the client address nginx passes on (X-Forwarded-For). */
async function call(method: string, path: string, body?: unknown, { token, ip }: { token?: string; ip?: string } = {}): Promise<Answer> {
  const form = body instanceof FormData
  const res = await fetch(LB + path, {
    method,
    headers: {
      ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': ip ?? '198.51.100.10',
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  let json: Record<string, unknown> = {}
  if (text.startsWith('{')) json = JSON.parse(text) as Record<string, unknown>
  return { status: res.status, json, upstream: res.headers.get('x-upstream') ?? '' }
}

let instances: Instance[] = []
const nameOf = (upstream: string) => instances.find((i) => upstream.endsWith(`:${i.port}`))?.name ?? upstream

/**
 * Makes the next request through nginx land on `target`: round-robin alternates, so cheap requests
 * are sent until one lands on the other instance. Requests are sequential here, so this is exact.
 */
async function nextOn(target: Instance): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const { upstream } = await call('GET', '/healthz')
    if (!upstream.endsWith(`:${target.port}`)) return
  }
  throw new Error(`nginx never rotated away from ${target.name}`)
}
async function on(target: Instance, method: string, path: string, body?: unknown, options?: { token?: string; ip?: string }) {
  await nextOn(target)
  const answer = await call(method, path, body, options)
  if (!answer.upstream.endsWith(`:${target.port}`)) throw new Error(`${method} ${path} landed on ${answer.upstream}, not ${target.name}`)
  return answer
}

/** The mails to `address` in the shared outbox, oldest first (quoted-printable undone). */
function mailsTo(outbox: string, address: string): string[] {
  const files = existsSync(outbox)
    ? readdirSync(outbox)
        .filter((f) => f.includes(address.replace(/[^a-z0-9@.]+/gi, '_')))
        .sort()
    : []
  return files.map((file) =>
    readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  )
}

/** The verification code in the newest mail to `address` in the shared outbox. */
function mailedToken(outbox: string, address: string, kind: string): string | null {
  for (const text of mailsTo(outbox, address).reverse()) {
    const match = new RegExp(`${kind}\\?[^"\\s]*token=([A-Za-z0-9]+)`).exec(text)
    if (match) return match[1]!
  }
  return null
}

async function main(): Promise<void> {
  if (
    !existsSync('storefront/dist/index.html') ||
    !existsSync('storefront/dist-server/entry-server.js') ||
    !existsSync('cms/.next/BUILD_ID')
  ) {
    throw new Error('Build first: npm run build')
  }
  const dir = mkdtempSync(join(tmpdir(), 'kala-multi-'))
  const outbox = join(dir, 'outbox')
  mkdirSync(join(dir, 'nginx'), { recursive: true })
  let cluster: PostgresCluster | null = null
  let databaseUri: string
  if (process.env.TEST_POSTGRES_URL) {
    const name = `kala_multi_${Date.now()}`
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(process.env.TEST_POSTGRES_URL)
    url.pathname = `/${name}`
    databaseUri = url.toString()
  } else {
    cluster = createCluster(PG_PORT)
    databaseUri = cluster.url
  }
  const s3: TestS3 | null = onS3 ? await startS3() : null
  // One shared folder, or with S3 a folder per instance that must stay empty.
  const mediaOf = (instance: string) => join(dir, s3 ? `media-${instance}` : 'media')
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    // A test of the deployment, not of Razorpay: the simulator, asked for by name (cms/env.ts).
    PAYMENTS_SIMULATOR: 'true',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URI: databaseUri,
    DATABASE_POOL_SIZE: '20',
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_URL: LB,
    ...s3?.env,
    OUTBOX_DIR: outbox,
    LOG_LEVEL: 'warn',
    // nginx is the proxy; the script names each client's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // One process per instance: two instances share the two cores, and RSS is the instance's.
    WEB_CONCURRENCY: '1',
    // Both run the jobs queue, ticking every second; each tick is claimed by one (README, Background jobs).
    JOBS_AUTORUN: 'true',
    JOBS_CRON: '* * * * * *',
    // Due digests looked for every 2 s (every 5 minutes by default), for check 8.
    ALERTS_DIGEST_CRON: '*/2 * * * * *',
  }
  const db = new pg.Client({ connectionString: databaseUri })
  let nginx: ReturnType<typeof startNginx> | null = null
  try {
    console.log(
      `PostgreSQL: ${cluster ? `own cluster on port ${PG_PORT}` : 'TEST_POSTGRES_URL'}; starting instance A (migrates and seeds)…`,
    )
    let started = performance.now()
    // --quick checks the catalogue's data, not its pictures: the demo images at a quarter of their
    // size (every image still uploaded, in every size that fits it, to the same storage).
    const seedImages = { SEED_IMAGE_SCALE: quick ? '0.25' : '1' }
    const a = await startInstance(
      'A',
      A_PORT,
      { ...env, MEDIA_DIR: mediaOf('A'), SEED_ON_EMPTY: 'true', ...seedImages },
      dir,
      onS3 ? 900_000 : undefined,
    )
    const startA = Math.round(performance.now() - started)
    started = performance.now()
    const b = await startInstance('B', B_PORT, { ...env, MEDIA_DIR: mediaOf('B'), SEED_ON_EMPTY: 'false' }, dir)
    const startB = Math.round(performance.now() - started)
    instances = [a, b]
    nginx = startNginx(join(dir, 'nginx'), LB_PORT, [A_PORT, B_PORT])
    if (!(await waitFor(`${LB}/healthz`, 10_000))) throw new Error('nginx did not answer')
    await db.connect()
    console.log(`A ready in ${startA} ms (with migrations and seed), B in ${startB} ms; nginx on ${LB}`)
    const seen = new Set<string>()
    for (let i = 0; i < 4; i++) seen.add(nameOf((await call('GET', '/readyz')).upstream))
    record('nginx round-robin over both instances', seen.size === 2, `answered by ${[...seen].sort().join(' and ')}`)

    // 1. Sign up on A, verify on B, sign in on A.
    const id = Date.now().toString(36)
    const email = `multi-${id}@example.test`
    const password = 'multi-instance-pass'
    const signup = await on(a, 'POST', '/auth/signup', {
      role: 'artist',
      fullName: 'Multi Instance',
      username: `multi-${id}`,
      email,
      password,
      cpassword: password,
    })
    const code = mailedToken(outbox, email, 'verify-email')
    const verify = code ? await on(b, 'POST', '/auth/verify-email', { email, verificationToken: code }) : null
    const login = await on(a, 'POST', '/auth/login', { email, password })
    const me = await on(b, 'GET', '/api/user/me', undefined, { token: String(login.json.accessToken) })
    record(
      'sign up on A, verify on B, log in on A, read /me on B',
      signup.status === 201 && verify?.status === 200 && login.status === 200 && me.status === 200,
      `signup ${signup.status}, mail ${code ? 'read' : 'MISSING'}, verify ${verify?.status}, login ${login.status}, me ${me.status}`,
    )
    const access = String(login.json.accessToken)

    // 2. Refresh rotated on A, the spent token reused on B.
    const first = String(login.json.refreshToken)
    const rotated = await on(a, 'POST', '/auth/refresh-token', { refreshToken: first })
    const reused = await on(b, 'POST', '/auth/refresh-token', { refreshToken: first })
    const family = await on(a, 'POST', '/auth/refresh-token', { refreshToken: String(rotated.json.refreshToken) })
    record(
      'refresh token rotated on A, reused on B: refused, whole sign-in revoked',
      rotated.status === 200 && reused.status === 401 && family.status === 401,
      `rotate ${rotated.status}, reuse ${reused.status}, rotated token after reuse ${family.status}`,
    )

    // 3. One limit across both: five contact messages an address per ten minutes.
    const contact = { name: 'Limit', email: 'limit@example.test', message: 'Counting across instances' }
    const limitStatuses: string[] = []
    for (let i = 0; i < 6; i++) {
      const r = await on(i % 2 ? b : a, 'POST', '/api/user/contact', contact, { ip: '203.0.113.77' })
      limitStatuses.push(`${r.status}@${nameOf(r.upstream)}`)
    }
    record(
      'rate limit counts across instances (5 contact messages, alternating)',
      limitStatuses.slice(0, 5).every((s) => s.startsWith('201')) && limitStatuses[5]!.startsWith('429'),
      limitStatuses.join(' '),
    )

    // For 8: the member follows the demo artist (whom the seed trusts: their new work is public at
    // once) and asks for digests at once, so the work listed in 4 reaches them in one digest e-mail.
    const seller = await on(a, 'POST', '/auth/login', { email: 'artist@kala.test', password: DEMO_PASSWORD })
    const sellerId = String((seller.json.user as { _id?: unknown } | undefined)?._id)
    const followed = await on(b, 'PUT', `/api/user/following/artist/${sellerId}`, undefined, { token: access })
    const instant = await on(a, 'PUT', '/api/user/notification-settings', { digest: 'instant', followedWorks: true }, { token: access })

    // 4. A listing added on A: counted, found and its image served on B at once.
    const countOn = async (i: Instance) => Number((await on(i, 'POST', '/api/public/artworks', {})).json.count)
    const before = await countOn(b)
    const title = `Monsoon over Kochi ${id}`
    const form = new FormData()
    const fields: Record<string, string> = {
      artistName: 'Multi Instance',
      title,
      medium: 'Oil',
      material: 'Canvas',
      height: '30',
      width: '20',
      depth: '2',
      price: '45000',
    }
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer()
    form.append('artworks', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'monsoon.jpg')
    // Listed by a demo artist, whom the seed trusts: a new member's work would wait for staff's review.
    const added = await on(a, 'POST', '/api/admin/add-artwork', form, { token: String(seller.json.accessToken) })
    const after = await countOn(b)
    const found = await on(b, 'POST', '/api/user/search', { searchString: `Kochi ${id}` })
    const artwork = added.json.artwork as Pick<Artwork, 'imageUrls'> | undefined
    const imageUrl = artwork?.imageUrls?.[0]?.url ?? ''
    await nextOn(b)
    const img = imageUrl ? await fetch(new URL(imageUrl, LB)) : null
    const imageFrom = nameOf(img?.headers.get('x-upstream') ?? '')
    let fromBucket = ''
    let bucketOk = true
    if (s3) {
      const served = img?.ok ? Buffer.from(await img.arrayBuffer()) : null
      const stored = imageUrl ? await s3.object(decodeURIComponent(imageUrl.replace(/^\/media\//, ''))) : null
      const onDisk = ['A', 'B'].flatMap((name) => (existsSync(mediaOf(name)) ? readdirSync(mediaOf(name)) : []))
      const same = served !== null && stored !== null && served.equals(stored.bytes)
      bucketOk = same && onDisk.length === 0
      fromBucket = `, ${same ? "the bucket's bytes" : "NOT the bucket's bytes"}; files in the instances' MEDIA_DIRs: ${onDisk.length}`
    }
    record(
      `a write on A is seen on B at once (count, search, image${s3 ? ' from S3' : ''})`,
      added.status === 201 &&
        after === before + 1 &&
        JSON.stringify(found.json).includes(title) &&
        img?.status === 200 &&
        imageFrom === 'B' &&
        bucketOk,
      `add ${added.status}; count on B ${before} -> ${after}; search on B ${JSON.stringify(found.json).includes(title) ? 'finds it' : 'MISSES it'}; image on ${imageFrom} ${img?.status ?? 'no url'}${fromBucket}`,
    )

    // The digest of that work (for 8), before B is killed below: a B killed in the middle of the
    // digest's job leaves it to the stalled-job recovery, minutes later.
    const digestsTo = () => mailsTo(outbox, email).filter((text) => text.includes(ALERT_MESSAGES.digestSubject(1)))
    const deadline = Date.now() + 30_000
    while (digestsTo().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))

    // Members and works for the load.
    const works = ((await call('POST', '/api/public/artworks', {})).json.artworks as Artwork[]).map((w) => w._id)
    const tokens = [access]

    // 5. Kill B under load.
    const kill = await load({
      seconds: 6,
      connections: KILL_CONNECTIONS,
      works,
      tokens,
      during: async () => {
        await new Promise((r) => setTimeout(r, 2_000))
        b.child.kill('SIGKILL')
      },
    })
    const { rows: torn } = await db.query(
      'SELECT count(*)::int AS n FROM artworks a WHERE a.likes <> (SELECT count(*) FROM likes l WHERE l.artwork_id = a.id)',
    )
    const { rows: sold } = await db.query('SELECT count(*)::int AS n FROM artworks WHERE sold_at IS NOT NULL AND available')
    // Each connection has at most one request in flight, so at most `connections` can be lost with
    // B; nginx passes on to A whatever it had not yet sent to B (and GETs even when it had).
    record(
      'kill B (SIGKILL) under 20 connections: lost no more than were in flight',
      kill.failed <= KILL_CONNECTIONS,
      `${kill.total} requests, ${kill.failed} failed (${kill.failures.join(', ') || 'none'}; at most ${KILL_CONNECTIONS} were in flight)`,
    )
    record(
      'no half-done writes after the kill',
      torn[0].n === 0 && sold[0].n === 0,
      `artworks whose like count differs from their likes: ${torn[0].n}; sold yet available: ${sold[0].n}`,
    )

    // B comes back and rejoins.
    started = performance.now()
    const b2 = await startInstance('B', B_PORT, { ...env, MEDIA_DIR: mediaOf('B'), SEED_ON_EMPTY: 'false' }, dir)
    instances = [a, b2]
    record('B restarted and rejoined', await waitFor(`${LB}/readyz`, 10_000), `ready in ${Math.round(performance.now() - started)} ms`)
    // nginx marks B failed for fail_timeout (5 s) after the kill: wait until it sends traffic there again.
    await new Promise((r) => setTimeout(r, 5_500))

    // 6. Soak.
    const rssStart = instances.map((i) => rssMb(i.pid))
    // Each instance's memory every 10 s of the soak: growth that levels off is a heap finding its size.
    const samples: number[][] = []
    const soak = await load({
      seconds: SOAK_SECONDS,
      connections: SOAK_CONNECTIONS,
      works,
      tokens,
      during: async () => {
        for (let t = 10; t < SOAK_SECONDS; t += 10) {
          await new Promise((r) => setTimeout(r, 10_000))
          samples.push(instances.map((i) => rssMb(i.pid)))
        }
      },
    })
    const rssEnd = instances.map((i) => rssMb(i.pid))
    record(
      `soak ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections through nginx`,
      soak.failed === 0 && soak.total > 0,
      `${soak.total} requests (${Math.round(soak.total / SOAK_SECONDS)}/s; ${soak.writes} writes), ${soak.failed} errors${soak.failures.length ? ` (${soak.failures.join(', ')})` : ''}, p50 ${soak.p50} ms, p99 ${soak.p99} ms; by instance: ${Object.entries(
        soak.byInstance,
      )
        .map(([k, v]) => `${nameOf(k)} ${v}`)
        .join(', ')}`,
    )
    record(
      'memory of each instance (RSS, start -> end of soak)',
      rssEnd.every((end, i) => end < rssStart[i]! * 1.5 + 50),
      instances
        .map((inst, i) => `${inst.name} ${[rssStart[i], ...samples.map((sample) => sample[i]), rssEnd[i]].join(' -> ')} MB`)
        .join('; ') + ' (every 10 s)',
    )

    // 7. The jobs queue: both instances tick every second and claim each tick; the first claim runs
    // it. The claims of the last minute are still stored (their clean-up runs once a minute).
    const { rows: ticks } = await db.query<{ n: number }>("SELECT count::int AS n FROM rate_limit_counters WHERE key LIKE 'jobs-tick:%'")
    const both = ticks.filter((t) => t.n === 2).length
    record(
      'jobs queue on both instances: each tick run by the first of them to claim it',
      ticks.length > 0 && both > 0 && ticks.every((t) => t.n <= 2),
      `${ticks.length} ticks stored: ${both} claimed by both (one ran it), ${ticks.length - both} by one (the other busy), none by more`,
    )

    // 8. Exactly one digest: the one that arrived before the kill, and no second copy after every
    // digest round both instances have run since (they look for due digests every 2 s).
    const digests = digestsTo()
    record(
      'one digest e-mail across both instances (follow on B, settings on A, the work listed on A)',
      followed.status === 200 &&
        instant.status === 200 &&
        digests.length === 1 &&
        digests[0]!.includes(title) &&
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im.test(digests[0]!),
      `follow ${followed.status}, settings ${instant.status}; digests in the outbox: ${digests.length}${digests[0] ? `, ${digests[0].includes(title) ? 'with the work' : 'WITHOUT the work'}` : ''}`,
    )
  } finally {
    for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM')
    nginx?.kill('SIGQUIT')
    await db.end().catch((error: unknown) => console.error('closing the database client:', error))
    await new Promise((r) => setTimeout(r, 1_500))
    cluster?.destroy()
    await s3?.close().catch((error: unknown) => console.error('closing s3rver:', error))
    if (checks.every((c) => c.ok)) rmSync(dir, { recursive: true, force: true })
    else console.log(`Logs kept in ${dir}`)
  }
}

type LoadResult = {
  total: number
  failed: number
  writes: number
  failures: string[]
  p50: number
  p99: number
  byInstance: Record<string, number>
}

/**
 * Mixed traffic through nginx from `connections` clients, each sending its next request when the
 * last is answered: the shop's list and filters, artwork pages, search, the artists, and writes
 * (a like and an unlike by a signed-in member, an artwork view from a client's own address).
 */
async function load({
  seconds,
  connections,
  works,
  tokens,
  during,
}: {
  seconds: number
  connections: number
  works: string[]
  tokens: string[]
  during?: () => Promise<void>
}): Promise<LoadResult> {
  const until = Date.now() + seconds * 1000
  const times: number[] = []
  const failures = new Map<string, number>()
  const byInstance: Record<string, number> = {}
  let writes = 0
  const work = (n: number) => works[n % works.length]!
  const requests: ((n: number, ip: string) => Promise<Answer>)[] = [
    () => call('POST', '/api/public/artworks', {}),
    (n) => call('POST', '/api/public/artworks', { sort: n % 2 ? 'price-asc' : 'newest', page: (n % 3) + 1 }),
    (n) => call('GET', `/api/public/artwork/${work(n)}`),
    () => call('POST', '/api/user/search', { searchString: 'monsoon' }),
    () => call('POST', '/api/public/artists', {}),
    (n, ip) => call('POST', `/api/public/artwork/${work(n)}/view`, undefined, { ip }),
    (n) => call('POST', '/api/user/like-artwork', { artworkId: work(n) }, { token: tokens[n % tokens.length] }),
    (n) => call('POST', '/api/user/unlike-artwork', { artworkId: work(n) }, { token: tokens[n % tokens.length] }),
  ]
  const isWrite = (kind: number) => kind >= 5
  const clients = Array.from({ length: connections }, async (_, c) => {
    for (let n = c; Date.now() < until; n++) {
      const kind = n % requests.length
      const started = performance.now()
      let label = ''
      try {
        const answer = await requests[kind]!(n, `10.${c}.${n % 250}.${(n >> 8) % 250}`)
        byInstance[answer.upstream] = (byInstance[answer.upstream] ?? 0) + 1
        if (answer.status >= 400) label = String(answer.status)
      } catch (error) {
        label = (error as Error).name
      }
      times.push(performance.now() - started)
      if (isWrite(kind)) writes++
      if (label) failures.set(label, (failures.get(label) ?? 0) + 1)
    }
  })
  await Promise.all([...clients, during?.()])
  times.sort((x, y) => x - y)
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0)
  const failed = [...failures.values()].reduce((s, v) => s + v, 0)
  return {
    total: times.length,
    failed,
    writes,
    failures: [...failures].map(([k, v]) => `${v} x ${k}`),
    p50: pct(0.5),
    p99: pct(0.99),
    byInstance,
  }
}

main()
  .then(() => {
    console.log('\nMulti-instance summary')
    console.log(checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} | ${c.check.padEnd(72)} | ${c.result}`).join('\n'))
    const failed = checks.filter((c) => !c.ok).length
    console.log(`${checks.length - failed} passed, ${failed} failed`)
    process.exit(failed ? 1 : 0)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })

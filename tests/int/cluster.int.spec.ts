/**
 * WEB_CONCURRENCY: the built server with two workers answers from two processes, and on SIGTERM
 * finishes the request in flight before exiting 0. Needs the build (storefront/dist, cms/.next).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { workerCount } from '../../cms/cluster'
import { compiledEntry } from '../../scripts/lib/compiledEntry'

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3596)
const built = existsSync('storefront/dist/index.html') && existsSync('cms/.next/BUILD_ID')

let child: ChildProcess | undefined
let stdout = ''
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
})

/**
 * One request on a connection of its own (so the primary hands each to a worker in turn). With a
 * body, it asks `Expect: 100-continue`: the worker's answer proves the request has reached it
 * (it is in flight there), then `onInFlight` runs and the body follows `pauseMs` later.
 */
function call(method: string, path: string, body?: string, pauseMs = 0, onInFlight?: () => void) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' }
          : {},
      },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    if (!body) return void req.end()
    req.on('continue', () => {
      onInFlight?.()
      setTimeout(() => req.end(body), pauseMs)
    })
  })
}

/** The pids in the request log lines for `url`. */
const pidsServing = (url: string) =>
  new Set(
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid?: number; req?: { url?: string }; res?: unknown })
      .filter((entry) => entry.req?.url === url && entry.res)
      .map((entry) => entry.pid),
  )

describe('WEB_CONCURRENCY', () => {
  it('defaults to one worker per core in production and one in tests; --dev is always one process', () => {
    expect(workerCount({ NODE_ENV: 'production', WEB_CONCURRENCY: undefined }, false)).toBe(availableParallelism())
    expect(workerCount({ NODE_ENV: 'test', WEB_CONCURRENCY: undefined }, false)).toBe(1)
    expect(workerCount({ NODE_ENV: 'production', WEB_CONCURRENCY: 3 }, false)).toBe(3)
    expect(workerCount({ NODE_ENV: 'development', WEB_CONCURRENCY: 3 }, true)).toBe(1)
  })
})

describe.skipIf(!built)('WEB_CONCURRENCY=2', () => {
  it('answers from two worker processes, replaces one that dies, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kala-cluster-'))
    child = spawn(process.execPath, await compiledEntry('cms/server.ts'), {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        PAYMENTS_SIMULATOR: 'true',
        PORT: String(PORT),
        WEB_CONCURRENCY: '2',
        DATABASE_URI: `file:${dir}/kala.db`,
        MEDIA_DIR: `${dir}/media`,
        OUTBOX_DIR: `${dir}/outbox`,
        PAYLOAD_SECRET: 'cluster-secret-cluster-secret-0123456789',
        SEED_ON_EMPTY: 'false',
        RATE_LIMIT_DISABLED: 'true',
        LOG_LEVEL: 'info',
      } as unknown as NodeJS.ProcessEnv,
    })
    child.stdout?.on('data', (d: Buffer) => (stdout += d))
    child.stderr?.on('data', (d: Buffer) => (stdout += d))
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready in time:\n${stdout.slice(-2000)}`)), 240_000)
      const check = setInterval(() => {
        if (!stdout.includes('Kala is ready')) return
        clearInterval(check)
        clearTimeout(timer)
        resolve()
      }, 100)
    })
    expect(stdout).toContain('2 workers')

    for (let i = 0; i < 12; i++) expect((await call('GET', '/robots.txt')).status).toBe(200)
    const pids = pidsServing('/robots.txt')
    expect(pids.size).toBe(2)
    expect(pids.has(child.pid)).toBe(false)

    // A worker that dies is replaced: the port keeps answering, from a new process.
    const [victim] = [...pids] as number[]
    process.kill(victim, 'SIGKILL')
    // A replacement may itself stall while loading and be replaced in turn (cms/server.ts: 30 s each).
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no replacement worker:\n${stdout.slice(-2000)}`)), 150_000)
      const check = setInterval(() => {
        if ((stdout.match(/is ready on port/g) ?? []).length < 3) return
        clearInterval(check)
        clearTimeout(timer)
        resolve()
      }, 100)
    })
    expect(stdout).toContain('a worker died: starting another')
    for (let i = 0; i < 12; i++) expect((await call('GET', '/sitemap.xml')).status).toBe(200)
    const after = pidsServing('/sitemap.xml')
    expect(after.size).toBe(2)
    expect(after.has(victim)).toBe(false)

    // A listing whose body arrives 1.5 s after the request reached a worker, with SIGTERM sent at
    // once: it is answered in full.
    const slow = call('POST', '/api/public/artworks', '{"page":1}', 1500, () => child?.kill('SIGTERM'))
    const answer = await slow
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toMatchObject({ artworks: [], page: 1 })
    expect(await exited).toBe(0)
    expect(stdout).toContain('shutting down the workers')
  }, 480_000)
})

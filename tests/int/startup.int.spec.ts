import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compiledEntry } from '../../scripts/lib/compiledEntry'

/** The server entry as production runs it, compiled once for the file. */
const serverEntry = compiledEntry('cms/server.ts')

/** Starts the real server entry with the given environment and collects what it prints. */
async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const args = await serverEntry
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'fatal',
        SEED_ON_EMPTY: 'false',
        ...env,
      } as unknown as NodeJS.ProcessEnv,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d))
    child.stderr.on('data', (d: Buffer) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code: number | null) => {
      clearTimeout(timer)
      resolve({ code, stderr, stdout })
    })
  })
}

describe('start-up with a bad configuration', () => {
  it('names DATABASE_URI when it is not a known kind of URI', async () => {
    const r = await start({ DATABASE_URI: 'mysql://localhost/kala' })
    expect(r.code).toBe(1)
    expect(r.stderr.trim()).toBe('Invalid configuration: DATABASE_URI must start with file:, postgres:// or mongodb://. See .env.example.')
  })

  it('names DATABASE_URI in one sentence when the database cannot be reached', async () => {
    const r = await start({ DATABASE_URI: 'postgres://kala:secret@127.0.0.1:1/kala', PAYLOAD_SECRET: 'x'.repeat(40) })
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^\s*Cannot connect to the database named by DATABASE_URI \(postgres:\/\/kala:\*\*\*@127\.0\.0\.1:1\/kala\)/)
    expect(r.stderr).not.toContain('secret')
    expect(r.stderr).not.toMatch(/\n\s+at /) // no stack trace
  })

  it('refuses production on a shared database without PAYLOAD_SECRET, and a short secret', async () => {
    const r = await start({ NODE_ENV: 'production', PAYMENTS_SIMULATOR: 'true', DATABASE_URI: 'postgres://127.0.0.1:1/kala' })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('PAYLOAD_SECRET is required in production')
    const short = await start({ PAYLOAD_SECRET: 'short', DATABASE_URI: `file:${join(mkdtempSync(join(tmpdir(), 'kala-')), 'x.db')}` })
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('PAYLOAD_SECRET must be at least 32 characters')
  })

  it('refuses production without Razorpay keys unless the payment simulator is asked for by name', async () => {
    // One process: a cluster's primary would keep replacing a worker whose database is not there yet.
    const production = {
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PAYLOAD_SECRET: 'x'.repeat(40),
      DATABASE_URI: 'postgres://127.0.0.1:1/kala',
    }
    const r = await start(production)
    expect(r.code).toBe(1)
    expect(r.stderr.trim()).toBe(
      'Invalid configuration: production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SIMULATOR=true for the payment simulator (a demo: no money moves). See .env.example.',
    )
    // Asked for, the start gets past the payments check (to the database, which is not there).
    const asked = await start({ ...production, PAYMENTS_SIMULATOR: 'true' })
    expect(asked.code).toBe(1)
    expect(asked.stderr).toMatch(/Cannot connect to the database named by DATABASE_URI/)
  }, 180_000)

  it('names the pool size, rate-limit and proxy settings when they are malformed', async () => {
    for (const [name, value] of [
      ['DATABASE_POOL_SIZE', '0'],
      ['RATE_LIMIT_SCALE', 'lots'],
      ['SEED_IMAGE_SCALE', '2'],
      ['RATE_LIMIT_DISABLED', 'yes'],
      ['TRUST_PROXY', 'every proxy!'],
      ['SUPPORT_EMAIL', 'support'],
    ]) {
      const r = await start({ [name]: value })
      expect(r.code, name).toBe(1)
      expect(r.stderr, name).toMatch(new RegExp(`^\\s*Invalid configuration: ${name} `))
    }
  })

  it('names PORT when it is not a port number', async () => {
    const r = await start({ PORT: 'eighty' })
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/Invalid configuration: PORT /)
  })
})

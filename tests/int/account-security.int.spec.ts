import express from 'express'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../payload-types'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen, listenWithEnv, waitFor } from './helpers/server'
import { makeUser, PASSWORD } from './helpers/users'

/**
 * Accounts that survive a stolen token (issue 10): password reset by e-mail, password change with
 * the current password, e-mail change confirmed by the new inbox, login in the same time whether
 * or not the account exists, and per-IP limits on the sign-in doors.
 */
let t: TestPayload
let payload: Payload
let base: string
const closers: (() => Promise<void>)[] = []

type Json = Record<string, unknown>
type Answer = { status: number; json: Json; headers: Headers }
async function call(method: string, path: string, body?: unknown, token?: string, url = base, headers: Json = {}): Promise<Answer> {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string>),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {}, headers: res.headers }
}
const post = (path: string, body?: unknown, token?: string) => call('POST', path, body, token)

/** The mails written to the outbox for one address, oldest first (quoted-printable soft breaks joined). */
function mailsTo(address: string): string[] {
  const dir = process.env.OUTBOX_DIR!
  if (!existsSync(dir)) return []
  return (
    readdirSync(dir)
      // Whole mails only: a '.part' file is one being written, renamed to '.eml' when done.
      .filter((f) => f.endsWith('.eml') && f.includes(address.replace(/[^a-z0-9@.]+/gi, '_')))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
  )
}
/** The token of a link to `path` in a mail (quoted-printable writes '=' as '=3D'). */
const linkToken = (eml: string, path: string): string | null => {
  const m = new RegExp(`${path}\\?token=(?:3D)?([0-9a-f]+)`).exec(eml)
  return m ? m[1]! : null
}
async function buildApp(env: Record<string, string | undefined>): Promise<string> {
  const server = await listenWithEnv(payload, env)
  closers.push(server.close)
  return server.url
}

async function login(email: string, password = PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await post('/auth/login', { email, password })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json as { accessToken: string; refreshToken: string }
}
const refresh = (refreshToken: string) => post('/auth/refresh-token', { refreshToken })
const row = (id: number | string) => payload.db.findOne({ collection: 'users', where: { id: { equals: id } } }) as Promise<Json>

/** Asks for a reset and returns the token of the link mailed to the member. */
async function resetToken(email: string): Promise<string> {
  // The new mail with a reset link: another mail to the address (an e-mail change's notice) may
  // still be on its way and land before it in the outbox's order.
  const seen = new Set(mailsTo(email))
  expect((await post('/auth/forgot-password', { email })).status).toBe(200)
  const mail = await waitFor(() => mailsTo(email).find((m) => !seen.has(m) && linkToken(m, '/reset-password')))
  return linkToken(mail, '/reset-password')!
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  process.env.PUBLIC_URL = 'https://kala.example'
  base = await buildApp({ RATE_LIMIT_DISABLED: 'true' })
})
afterAll(async () => {
  for (const c of closers) await c()
  await t?.close()
})

describe('POST /auth/forgot-password', () => {
  it('answers the same sentence for every address, and mails a single-use link to the storefront only to an account', async () => {
    await makeUser(payload, 'artist', 'reset-rekha')
    const known = await post('/auth/forgot-password', { email: 'Reset-Rekha@example.test' })
    const unknown = await post('/auth/forgot-password', { email: 'nobody-at-all@example.test' })
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200)
      expect(res.json).toEqual({
        message: 'If an account uses that e-mail, we have sent it a link to choose a new password. Please check your inbox.',
      })
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const mail = await waitFor(() => mailsTo('reset-rekha@example.test')[0])
    expect(mail).toContain('Subject: Choose a new password for Kala')
    expect(mail).toMatch(/https:\/\/kala\.example\/reset-password\?token=(3D)?[0-9a-f]{40}/)
    // Payload's own mail is not sent (disableEmail): only Kala's, with the storefront link.
    expect(mailsTo('reset-rekha@example.test')).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 200))
    expect(mailsTo('nobody-at-all@example.test')).toHaveLength(0)
  })

  it('refuses a malformed body with 400', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: 'a@b.co', extra: 1 }]) {
      const res = await post('/auth/forgot-password', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
  })
})

describe('POST /auth/reset-password', () => {
  it('sets the new password, ends every session, and the link works only once', async () => {
    const user = await makeUser(payload, 'collector', 'reset-ravi')
    const phone = await login('reset-ravi@example.test')
    const laptop = await login('reset-ravi@example.test')
    const token = await resetToken('reset-ravi@example.test')
    const res = await post('/auth/reset-password', { token, password: 'a-brand-new-pass', cpassword: 'a-brand-new-pass' })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Your password has been changed. Please log in with your new password.' })
    // The old password no longer works, the new one does.
    expect((await post('/auth/login', { email: 'reset-ravi@example.test', password: PASSWORD })).status).toBe(401)
    await login('reset-ravi@example.test', 'a-brand-new-pass')
    // Refresh tokens issued before the reset are refused.
    for (const s of [phone, laptop]) {
      const r = await refresh(s.refreshToken)
      expect(r.status).toBe(401)
      expect(r.json).toEqual({ error: 'Your session has expired. Please log in again.' })
    }
    const revoked = await payload.find({
      collection: 'refresh-tokens',
      where: { and: [{ user: { equals: user.id } }, { revokedReason: { equals: 'password' } }] },
      overrideAccess: true,
    })
    expect(revoked.totalDocs).toBe(2)
    // Used once: the same link is refused, and the password stays.
    const again = await post('/auth/reset-password', { token, password: 'another-pass-123', cpassword: 'another-pass-123' })
    expect(again.status).toBe(400)
    expect(again.json.error).toMatch(/^This password reset link is not valid or has expired/)
    await login('reset-ravi@example.test', 'a-brand-new-pass')
  })

  it('refuses an expired, unknown or superseded token with 400, changing nothing', async () => {
    const user = await makeUser(payload, 'explorer', 'reset-expired')
    const first = await resetToken('reset-expired@example.test')
    const second = await resetToken('reset-expired@example.test')
    const before = await row(user.id)
    for (const token of [first, 'f'.repeat(40), 'not-a-token']) {
      const res = await post('/auth/reset-password', { token, password: 'expired-pass-1', cpassword: 'expired-pass-1' })
      expect(res.status, token).toBe(400)
      expect(res.json.error).toMatch(/^This password reset link is not valid or has expired/)
    }
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    const expired = await post('/auth/reset-password', { token: second, password: 'expired-pass-1', cpassword: 'expired-pass-1' })
    expect(expired.status).toBe(400)
    const after = await row(user.id)
    expect(after.hash).toBe(before.hash)
    await login('reset-expired@example.test')
  })

  it('refuses a short or unrepeated password with 400 and the form sentence, keeping the link usable', async () => {
    await makeUser(payload, 'explorer', 'reset-short')
    const token = await resetToken('reset-short@example.test')
    const short = await post('/auth/reset-password', { token, password: 'short', cpassword: 'short' })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.json)).toContain('Password must be at least 8 characters')
    const differ = await post('/auth/reset-password', { token, password: 'long-enough-1', cpassword: 'long-enough-2' })
    expect(differ.status).toBe(400)
    expect(JSON.stringify(differ.json)).toContain('Passwords do not match')
    expect((await post('/auth/reset-password', { token, password: 'long-enough-1', cpassword: 'long-enough-1' })).status).toBe(200)
  })

  it('drops a pending e-mail change: whoever asked for it may not have been the owner', async () => {
    const user = await makeUser(payload, 'artist', 'reset-pending')
    const { accessToken } = await login('reset-pending@example.test')
    expect((await call('PUT', '/api/admin/update-profile', { email: 'thief@example.test' }, accessToken)).status).toBe(200)
    const link = linkToken(await waitFor(() => mailsTo('thief@example.test')[0]), '/confirm-email')!
    const token = await resetToken('reset-pending@example.test')
    expect((await post('/auth/reset-password', { token, password: 'owner-again-1', cpassword: 'owner-again-1' })).status).toBe(200)
    expect((await post('/auth/confirm-email', { token: link })).status).toBe(400)
    expect((await row(user.id)).email).toBe('reset-pending@example.test')
  })
})

describe('PUT /api/admin/change-password', () => {
  it('needs the current password; ends every other session and keeps the one that changed it', async () => {
    const user = await makeUser(payload, 'gallery', 'change-chitra')
    const current = await login('change-chitra@example.test')
    const other = await login('change-chitra@example.test')
    const res = await call(
      'PUT',
      '/api/admin/change-password',
      { currentPassword: PASSWORD, password: 'chitra-new-pass', cpassword: 'chitra-new-pass' },
      current.accessToken,
    )
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Your password has been changed. You have been signed out everywhere else.' })
    expect((await refresh(other.refreshToken)).status).toBe(401)
    // The session that changed it goes on: its refresh token still turns.
    const kept = await refresh(current.refreshToken)
    expect(kept.status).toBe(200)
    expect((await call('GET', '/api/user/me', undefined, kept.json.accessToken as string)).status).toBe(200)
    expect((await post('/auth/login', { email: 'change-chitra@example.test', password: PASSWORD })).status).toBe(401)
    await login('change-chitra@example.test', 'chitra-new-pass')
    const live = await payload.count({
      collection: 'refresh-tokens',
      where: { and: [{ user: { equals: user.id } }, { revokedAt: { exists: false } }, { usedAt: { exists: false } }] },
      overrideAccess: true,
    })
    expect(live.totalDocs).toBe(2)
  })

  it("also ends Payload's own sessions (a CMS token), but the caller's when they came with one", async () => {
    await makeUser(payload, 'editor', 'change-cms')
    const cms = async (password = PASSWORD) =>
      (await payload.login({ collection: 'users', data: { email: 'change-cms@example.test', password } })).token!
    const stolen = await cms()
    const storefront = await login('change-cms@example.test')
    expect((await call('GET', '/api/user/me', undefined, stolen)).status).toBe(200)
    const body = (current: string, next: string) => ({ currentPassword: current, password: next, cpassword: next })
    expect((await call('PUT', '/api/admin/change-password', body(PASSWORD, 'cms-pass-0001'), storefront.accessToken)).status).toBe(200)
    expect((await call('GET', '/api/user/me', undefined, stolen)).status).toBe(401)
    // Changed from the back office's token: that session stays, another one ends.
    const mine = await cms('cms-pass-0001')
    const other = await cms('cms-pass-0001')
    expect((await call('PUT', '/api/admin/change-password', body('cms-pass-0001', 'cms-pass-0002'), mine)).status).toBe(200)
    expect((await call('GET', '/api/user/me', undefined, mine)).status).toBe(200)
    expect((await call('GET', '/api/user/me', undefined, other)).status).toBe(401)
  })

  it('answers a wrong current password with 400 and a clear sentence, changing nothing', async () => {
    const user = await makeUser(payload, 'artist', 'change-wrong')
    const session = await login('change-wrong@example.test')
    const other = await login('change-wrong@example.test')
    const before = await row(user.id)
    const res = await call(
      'PUT',
      '/api/admin/change-password',
      { currentPassword: 'not-my-password', password: 'stolen-pass-1', cpassword: 'stolen-pass-1' },
      session.accessToken,
    )
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ error: 'Your current password is not correct.' })
    expect((await row(user.id)).hash).toBe(before.hash)
    expect((await refresh(other.refreshToken)).status).toBe(200)
  })

  it('refuses bad bodies with 400, the same password, and visitors with 401', async () => {
    await makeUser(payload, 'explorer', 'change-body')
    const { accessToken } = await login('change-body@example.test')
    for (const body of [
      {},
      { currentPassword: '', password: 'long-enough-1', cpassword: 'long-enough-1' },
      { currentPassword: PASSWORD, password: 'short', cpassword: 'short' },
      { currentPassword: PASSWORD, password: 'long-enough-1', cpassword: 'long-enough-2' },
      { currentPassword: PASSWORD, password: 'long-enough-1', cpassword: 'long-enough-1', role: 'admin' },
    ]) {
      const res = await call('PUT', '/api/admin/change-password', body, accessToken)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
    const same = await call(
      'PUT',
      '/api/admin/change-password',
      { currentPassword: PASSWORD, password: PASSWORD, cpassword: PASSWORD },
      accessToken,
    )
    expect(same.status).toBe(400)
    expect(same.json).toEqual({ error: 'Choose a new password that differs from your current one.' })
    const visitor = await call('PUT', '/api/admin/change-password', {
      currentPassword: PASSWORD,
      password: 'x-long-pass',
      cpassword: 'x-long-pass',
    })
    expect(visitor.status).toBe(401)
    await login('change-body@example.test')
  })
})

describe('changing the e-mail (PUT /api/admin/update-profile, POST /auth/confirm-email)', () => {
  it('keeps the new address pending, mails a link to it and tells the old one; other fields change at once', async () => {
    const user = await makeUser(payload, 'artist', 'mail-meera')
    const { accessToken } = await login('mail-meera@example.test')
    const res = await call('PUT', '/api/admin/update-profile', { email: 'Meera.New@example.test', fullName: 'Meera M' }, accessToken)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      pendingEmail: 'meera.new@example.test',
      message:
        'We have sent a confirmation link to meera.new@example.test. Your e-mail address changes once you open it; until then we keep using the current one.',
      user: { email: 'mail-meera@example.test', fullName: 'Meera M' },
    })
    expect((await row(user.id)).email).toBe('mail-meera@example.test')
    // The old address still logs in; the new one does not yet.
    await login('mail-meera@example.test')
    expect((await post('/auth/login', { email: 'meera.new@example.test', password: PASSWORD })).status).toBe(401)
    const confirmation = await waitFor(() => mailsTo('meera.new@example.test')[0])
    expect(confirmation).toContain('Subject: Confirm your new e-mail address for Kala')
    const notice = await waitFor(() => mailsTo('mail-meera@example.test')[0])
    expect(notice).toContain('Subject: Your Kala e-mail address is about to change')
    expect(notice).toContain('meera.new@example.test')
    // The pending address is the member's own business: not on the public profile.
    const publicProfile = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: false })
    expect(publicProfile).not.toHaveProperty('pendingEmail')

    const token = linkToken(confirmation, '/confirm-email')!
    expect(confirmation).toContain('https://kala.example/confirm-email?token=')
    const confirmed = await post('/auth/confirm-email', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json).toEqual({ message: 'Your new e-mail address is confirmed. Please use it to log in from now on.' })
    const after = await row(user.id)
    expect(after).toMatchObject({ email: 'meera.new@example.test', pendingEmail: null, emailChangeTokenHash: null })
    await login('meera.new@example.test')
    expect((await post('/auth/login', { email: 'mail-meera@example.test', password: PASSWORD })).status).toBe(401)
    // The link works once.
    expect((await post('/auth/confirm-email', { token })).status).toBe(400)
  })

  it('answers 409 when the address was taken meanwhile, and 400 for an expired or unknown link, changing nothing', async () => {
    const user = await makeUser(payload, 'collector', 'mail-race')
    const { accessToken } = await login('mail-race@example.test')
    await call('PUT', '/api/admin/update-profile', { email: 'contested@example.test' }, accessToken)
    const token = linkToken(await waitFor(() => mailsTo('contested@example.test')[0]), '/confirm-email')!
    await makeUser(payload, 'explorer', 'contested')
    const taken = await post('/auth/confirm-email', { token })
    expect(taken.status).toBe(409)
    expect(taken.json).toEqual({
      error: 'Another account has started using this e-mail address meanwhile. Please choose another one in your profile.',
    })
    expect((await row(user.id)).email).toBe('mail-race@example.test')

    await call('PUT', '/api/admin/update-profile', { email: 'later@example.test' }, accessToken)
    const late = linkToken(await waitFor(() => mailsTo('later@example.test')[0]), '/confirm-email')!
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { emailChangeExpiresAt: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    for (const bad of [late, 'a'.repeat(40)]) {
      const res = await post('/auth/confirm-email', { token: bad })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        error: 'This confirmation link is not valid or has expired. Please change your e-mail again in your profile.',
      })
    }
    expect((await post('/auth/confirm-email', {})).status).toBe(400)
    expect((await row(user.id)).email).toBe('mail-race@example.test')
  })

  it('answers as before when the e-mail is unchanged or taken; members cannot write the pending fields themselves', async () => {
    const user = await makeUser(payload, 'explorer', 'mail-same')
    await makeUser(payload, 'explorer', 'mail-other')
    const { accessToken } = await login('mail-same@example.test')
    const same = await call('PUT', '/api/admin/update-profile', { email: 'mail-same@example.test', bio: 'Hello' }, accessToken)
    expect(same.status).toBe(200)
    expect(same.json).not.toHaveProperty('pendingEmail')
    const taken = await call('PUT', '/api/admin/update-profile', { email: 'mail-other@example.test' }, accessToken)
    expect(taken.status).toBe(409)
    expect(mailsTo('mail-other@example.test')).toHaveLength(0)
    expect((await call('PUT', '/api/admin/update-profile', { pendingEmail: 'x@example.test' }, accessToken)).status).toBe(400)
    // Through the Local API as the member (the rules /cms/api would apply): the system fields are dropped.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { pendingEmail: 'sneaky@example.test', emailChangeTokenHash: 'x' } as Partial<User>,
      overrideAccess: false,
      user,
    })
    expect(await row(user.id)).toMatchObject({ pendingEmail: null, emailChangeTokenHash: null })
  })
})

// That a failed sign-in costs the same password-hash work whether or not the address has an
// account is counted, not timed, by tests/int/two-door-probe.int.spec.ts (at both sign-in doors).

describe('rate limits', () => {
  it('limits reset requests per IP and, separately, per e-mail address', async () => {
    const limited = await buildApp({ RATE_LIMIT_DISABLED: undefined })
    const ask = (email: string, ip: string) =>
      call('POST', '/auth/forgot-password', { email }, undefined, limited, { 'x-forwarded-for': ip })
    for (let i = 0; i < 5; i++) expect((await ask(`ip-${i}@example.test`, '203.0.113.7')).status).toBe(200)
    const perIp = await ask('ip-6@example.test', '203.0.113.7')
    expect(perIp.status).toBe(429)
    expect(perIp.json).toEqual({ error: 'Too many password reset requests. Please try again in 15 minutes.' })
    for (let i = 0; i < 5; i++) expect((await ask('one-inbox@example.test', `198.51.100.${i + 1}`)).status).toBe(200)
    expect((await ask('one-inbox@example.test', '198.51.100.99')).status).toBe(429)
    expect((await ask('another-inbox@example.test', '198.51.100.99')).status).toBe(200)
  })

  it('limits wrong current passwords per account', async () => {
    const limited = await buildApp({ RATE_LIMIT_DISABLED: undefined })
    await makeUser(payload, 'explorer', 'limit-lina')
    const { accessToken } = await login('limit-lina@example.test')
    const wrong = { currentPassword: 'nope-nope', password: 'new-pass-123', cpassword: 'new-pass-123' }
    for (let i = 0; i < 5; i++) expect((await call('PUT', '/api/admin/change-password', wrong, accessToken, limited)).status).toBe(400)
    const res = await call('PUT', '/api/admin/change-password', wrong, accessToken, limited)
    expect(res.status).toBe(429)
    expect(res.json).toEqual({ error: 'Too many wrong passwords. Please try again in 15 minutes.' })
  })

  it('limits reset and confirmation tokens tried per IP', async () => {
    const limited = await buildApp({ RATE_LIMIT_DISABLED: undefined })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const body = { token: 'b'.repeat(40), password: 'guess-pass-1', cpassword: 'guess-pass-1' }
      const path = i % 2 ? '/auth/confirm-email' : '/auth/reset-password'
      statuses.push(
        (await call('POST', path, i % 2 ? { token: body.token } : body, undefined, limited, { 'x-forwarded-for': '192.0.2.9' })).status,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it("limits the back office's sign-in endpoints per IP (in front of its door)", async () => {
    const saved = process.env.RATE_LIMIT_DISABLED
    delete process.env.RATE_LIMIT_DISABLED
    const { backOfficeLimits } = await import('../../cms/backOfficeLimits')
    const app = express()
    app.use('/cms/api', backOfficeLimits(payload), (req, res) => {
      // Stands in for Payload: a failed login, a reset request, anything else.
      res.status(req.path.startsWith('/users/login') ? 401 : 200).json({})
    })
    process.env.RATE_LIMIT_DISABLED = saved
    const server = await listen(app)
    closers.push(server.close)
    const hit = (path: string) => call('POST', path, {}, undefined, server.url)
    for (let i = 0; i < 10; i++) expect((await hit('/cms/api/users/login')).status).toBe(401)
    const login = await hit('/cms/api/users/login')
    expect(login.status).toBe(429)
    expect(login.json).toEqual({ error: 'Too many login attempts. Please try again in 15 minutes.' })
    for (let i = 0; i < 5; i++) expect((await hit('/cms/api/users/forgot-password')).status).toBe(200)
    expect((await hit('/cms/api/users/forgot-password')).status).toBe(429)
    // Other endpoints are not counted here.
    for (let i = 0; i < 12; i++) expect((await hit('/cms/api/users/logout')).status).toBe(200)
  })
})

describe("Payload's sign-in writes back only its own fields", () => {
  /**
   * Runs `edit` at the moment Payload's auth code writes the account row it read earlier (login
   * reads, hashes the password for a quarter of a second, then writes its session): the member's
   * save lands between that read and that write, as it does when a phone signs in while the
   * laptop saves the profile.
   */
  async function editingDuringTheEcho<T>(edit: () => Promise<unknown>, run: () => Promise<T>): Promise<T> {
    const updateOne = payload.db.updateOne
    let pending = true
    payload.db.updateOne = async (args) => {
      if (pending && args.collection === 'users' && Object.hasOwn(args.data as object, 'sessions')) {
        pending = false
        await edit()
      }
      return updateOne.call(payload.db, args)
    }
    try {
      return await run()
    } finally {
      payload.db.updateOne = updateOne
      expect(pending, 'the sign-in wrote a session').toBe(false)
    }
  }

  it('keeps a bio saved while the member signed in, at /auth/login and through the Local API', async () => {
    const artist = await makeUser(payload, 'artist', 'echo-artist', { bio: 'Before the sign-in.' })
    const save = (bio: string) => () =>
      payload.update({ collection: 'users', id: artist.id, data: { bio }, overrideAccess: false, user: artist, depth: 0 })

    const tokens = await editingDuringTheEcho(save('Saved on the laptop.'), () => login('echo-artist@example.test'))
    expect((await call('GET', '/api/user/me', undefined, tokens.accessToken)).json.bio).toBe('Saved on the laptop.')

    await editingDuringTheEcho(save('Saved again.'), () =>
      payload.login({ collection: 'users', data: { email: 'echo-artist@example.test', password: PASSWORD } }),
    )
    const stored = await row(artist.id)
    expect(stored.bio).toBe('Saved again.')
    // Payload's own part of the write still lands: the back office's session is there.
    expect((stored.sessions as unknown[]).length).toBeGreaterThan(0)
  })
})

describe('password hashing', () => {
  it("stores passwords at production's cost, 600,000 PBKDF2 iterations, outside the tests' cheaper harness", async () => {
    // The server as a process of its own, on a database of its own: what production runs.
    const dir = mkdtempSync(join(tmpdir(), 'kala-cost-'))
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URI: `file:${join(dir, 'cost.db')}`,
      PAYLOAD_SECRET: 'cost-secret-cost-secret-cost-secret-0123',
      MEDIA_DIR: join(dir, 'media'),
      OUTBOX_DIR: join(dir, 'outbox'),
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv
    const run = spawnSync(
      process.execPath,
      ['--import', './scripts/node/register.mjs', join('tests', 'int', 'fixtures', 'password-cost.ts')],
      {
        env,
        encoding: 'utf8',
      },
    )
    expect(run.status, run.stderr).toBe(0)
    const out = run.stdout
    rmSync(dir, { recursive: true, force: true })
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ iterations: 600_000 })
  }, 120_000)
})

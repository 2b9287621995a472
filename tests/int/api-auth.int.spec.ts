import { decodeJwt } from 'jose'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken, signAccessToken } from '../../cms/api/auth/tokens'
import { startPayload, type TestPayload } from './helpers/payload'
import { listenWithEnv, waitFor } from './helpers/server'
import { makeUser, PASSWORD } from './helpers/users'

let t: TestPayload
let payload: Payload
let base: string
let close: () => Promise<void>
const closers: (() => Promise<void>)[] = []

type Json = Record<string, unknown>
async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  url = base,
): Promise<{ status: number; json: Json; headers: Headers; text: string }> {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {}, headers: res.headers, text }
}
const post = (path: string, body?: unknown, token?: string) => call('POST', path, body, token)

/** The mails written to the outbox for one address, oldest first. */
function mailsTo(address: string): string[] {
  const dir = process.env.OUTBOX_DIR!
  if (!existsSync(dir)) return []
  return (
    readdirSync(dir)
      // The outbox names files after the address with anything but letters, digits, '@' and '.' as '_'.
      // Whole mails only: a '.part' file is one being written, renamed to '.eml' when done.
      .filter((f) => f.endsWith('.eml') && f.includes(address.replace(/[^a-z0-9@.]+/gi, '_')))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
  )
}
const tokenIn = (eml: string) => {
  const m = /token=3D([0-9a-f]+)|token=([0-9a-f]+)/.exec(eml)
  return m ? (m[1] ?? m[2])! : null
}
async function buildApp(env: Record<string, string | undefined>): Promise<string> {
  const server = await listenWithEnv(payload, env)
  closers.push(server.close)
  return server.url
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  base = await buildApp({ RATE_LIMIT_DISABLED: 'true' })
  close = async () => {
    for (const c of closers) await c()
  }
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

const SECRET_WORDS = ['"hash"', '"salt"', '_verificationToken', '"sessions"', 'loginAttempts', 'lockUntil', 'resetPasswordToken']

describe('POST /auth/login', () => {
  it('answers tokens and the member profile; the access token is a 15-minute HS256 JWT for the storefront', async () => {
    const user = await makeUser(payload, 'artist', 'lata-login')
    const before = Date.now()
    const { status, json, text, headers } = await post('/auth/login', { email: 'Lata-Login@example.test', password: PASSWORD })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json).toMatchObject({
      expiresIn: 900,
      user: { _id: String(user.id), email: 'lata-login@example.test', username: 'lata-login', role: 'artist', addresses: [] },
    })
    const claims = decodeJwt(json.accessToken as string)
    expect(claims).toMatchObject({ sub: String(user.id), aud: 'kala-storefront', iss: 'kala' })
    expect(claims.exp! - claims.iat!).toBe(900)
    expect(claims.iat! * 1000).toBeGreaterThanOrEqual(before - 1000)
    expect(json.refreshToken).toMatch(/^kala_rt_[\w-]{43}$/)
    for (const word of SECRET_WORDS) expect(text).not.toContain(word)
    // The refresh token is stored only as its sha256.
    const rows = await payload.find({ collection: 'refresh-tokens', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]!.tokenHash).toBe(hashToken(json.refreshToken as string))
    expect(JSON.stringify(rows.docs[0])).not.toContain(json.refreshToken as string)
    expect(new Date(rows.docs[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })

  it('gives an access token that payload.auth() and so every access rule recognise', async () => {
    await makeUser(payload, 'collector', 'kiran-token')
    const { json } = await post('/auth/login', { email: 'kiran-token@example.test', password: PASSWORD })
    const me = await call('GET', '/api/user/me', undefined, json.accessToken as string)
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ username: 'kiran-token', email: 'kiran-token@example.test' })
    const { user } = await payload.auth({ headers: new Headers({ authorization: `Bearer ${json.accessToken}` }) })
    expect(user).toMatchObject({ username: 'kiran-token', collection: 'users' })
  })

  it('keeps Payload own strategy: a CMS token still works as a bearer token', async () => {
    await makeUser(payload, 'editor', 'esha-cms')
    const { token } = await payload.login({ collection: 'users', data: { email: 'esha-cms@example.test', password: PASSWORD } })
    const me = await call('GET', '/api/user/me', undefined, token)
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ username: 'esha-cms' })
  })

  it('refuses expired, forged and foreign access tokens with 401', async () => {
    const user = await makeUser(payload, 'explorer', 'omar-expired')
    const expired = await signAccessToken(payload.secret, user.id, 'fam', Date.now() - 16 * 60 * 1000)
    const forged = await signAccessToken('another-secret-another-secret-0123456789', user.id, 'fam')
    const { SignJWT } = await import('jose')
    const rawKey = new TextEncoder().encode(payload.secret)
    const wrongAudience = await new SignJWT({ fam: 'f' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('elsewhere')
      .setIssuer('kala')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(rawKey)
    for (const token of [expired, forged, wrongAudience, 'not-a-token']) {
      const res = await call('GET', '/api/user/me', undefined, token)
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ error: 'Your session has expired. Please log in again.' })
    }
    // A valid one for an account whose e-mail is not verified, or that was deleted: no session either.
    const unverified = await makeUser(payload, 'artist', 'not-verified-nina', { _verified: false } as never)
    expect((await call('GET', '/api/user/me', undefined, await signAccessToken(payload.secret, unverified.id, 'fam'))).status).toBe(401)
    const gone = await makeUser(payload, 'explorer', 'gone-member')
    const token = await signAccessToken(payload.secret, gone.id, 'fam')
    await payload.delete({ collection: 'users', id: gone.id, overrideAccess: true })
    expect((await call('GET', '/api/user/me', undefined, token)).status).toBe(401)
  })

  it('answers wrong credentials with 401 and the form sentence, and bad bodies with 400 and the same sentence', async () => {
    await makeUser(payload, 'artist', 'wrong-pass')
    for (const body of [
      { email: 'wrong-pass@example.test', password: 'not-the-password' },
      { email: 'nobody-here@example.test', password: PASSWORD },
    ]) {
      const res = await post('/auth/login', body)
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ error: 'Incorrect email or password' })
    }
    for (const body of [
      {},
      { email: 'wrong-pass@example.test' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.co', password: 'x', role: 'admin' },
      { email: 42, password: [] },
    ]) {
      const res = await post('/auth/login', body)
      expect(res.status).toBe(400)
      expect(res.json.error).toBe('Incorrect email or password')
    }
    expect((await post('/auth/login', '{"email":')).status).toBe(400)
  })

  it('tells an unverified member to verify, but only when the password is right', async () => {
    const uma = await makeUser(payload, 'artist', 'unverified-uma', { _verified: false } as never)
    const right = await post('/auth/login', { email: 'unverified-uma@example.test', password: PASSWORD })
    expect(right.status).toBe(403)
    expect(right.json.error).toMatch(/^Please verify your e-mail before logging in\./)
    const wrong = await post('/auth/login', { email: 'unverified-uma@example.test', password: 'wrong-password' })
    expect(wrong.status).toBe(401)
    expect(
      (await payload.count({ collection: 'refresh-tokens', where: { user: { equals: uma.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('works even when the storefront still sends an expired access token', async () => {
    const user = await makeUser(payload, 'artist', 'stale-bearer')
    const expired = await signAccessToken(payload.secret, user.id, 'fam', Date.now() - 60 * 60 * 1000)
    const login = await call('POST', '/auth/login', { email: 'stale-bearer@example.test', password: PASSWORD }, expired)
    expect(login.status).toBe(200)
    const refreshed = await call('POST', '/auth/refresh-token', { refreshToken: login.json.refreshToken }, expired)
    expect(refreshed.status).toBe(200)
  })
})

describe('POST /auth/signup, verify-email and resend-verification-email', () => {
  const form = (name: string, extra: Json = {}) => ({
    role: 'artist',
    fullName: 'Meera Iyer',
    username: name,
    email: `${name}@example.test`,
    password: 'a-long-password',
    cpassword: 'a-long-password',
    ...extra,
  })

  it('creates an unverified member of the chosen role, mails the verification link, and lets them in once verified', async () => {
    const res = await post('/auth/signup', form('meera-new', { role: 'gallery', email: 'Meera-New@Example.test' }))
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      message: 'Your account is ready. We have sent a verification link to your e-mail.',
      email: 'meera-new@example.test',
    })
    const { docs } = await payload.find({
      collection: 'users',
      where: { username: { equals: 'meera-new' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(docs[0]).toMatchObject({ role: 'gallery', fullName: 'Meera Iyer', _verified: false })
    const mails = mailsTo('meera-new@example.test')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: Confirm your e-mail address for Kala')
    const token = tokenIn(mails[0]!)!
    expect((await post('/auth/login', { email: 'meera-new@example.test', password: 'a-long-password' })).status).toBe(403)

    // The code must belong to the address it is sent with.
    await post('/auth/signup', form('other-new'))
    const wrongPair = await post('/auth/verify-email', { email: 'other-new@example.test', verificationToken: token })
    expect(wrongPair.status).toBe(400)
    expect(wrongPair.json).toEqual({ error: 'This verification code is not valid for that e-mail. Ask for a new one.' })
    expect((await post('/auth/verify-email', { email: 'meera-new@example.test', verificationToken: 'ffff' })).status).toBe(400)
    expect((await post('/auth/verify-email', { email: 'nobody@example.test', verificationToken: token })).status).toBe(400)
    expect((await post('/auth/verify-email', { email: 'meera-new@example.test' })).status).toBe(400)

    const ok = await post('/auth/verify-email', { email: 'meera-new@example.test', verificationToken: token })
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual({ message: 'Your e-mail is verified. You can log in now.' })
    expect((await post('/auth/verify-email', { email: 'meera-new@example.test', verificationToken: token })).status).toBe(400)
    const login = await post('/auth/login', { email: 'meera-new@example.test', password: 'a-long-password' })
    expect(login.status).toBe(200)
    expect(login.json.user).toMatchObject({ role: 'gallery', username: 'meera-new' })
  })

  it('refuses a taken username, slug or e-mail with 409 and a clear sentence, creating nothing', async () => {
    await post('/auth/signup', form('taken-name'))
    const count = async () => (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
    const before = await count()
    const byName = await post('/auth/signup', form('taken-name', { email: 'fresh-1@example.test' }))
    expect(byName.status).toBe(409)
    expect(byName.json).toEqual({ error: 'This username is already taken. Please choose another.' })
    const bySlug = await post('/auth/signup', form('Taken_Name', { email: 'fresh-2@example.test' }))
    expect(bySlug.status).toBe(409)
    const byEmail = await post('/auth/signup', form('fresh-name', { email: 'TAKEN-NAME@example.test' }))
    expect(byEmail.status).toBe(409)
    expect(byEmail.json).toEqual({ error: 'An account with this e-mail already exists. Please log in instead.' })
    expect(await count()).toBe(before)
  })

  it("refuses an invalid form with the spec's sentence and the fields at fault", async () => {
    const before = (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
    const cases: [Json, string][] = [
      [{ ...form('bad-1'), role: 'admin' }, 'role'],
      [{ ...form('bad-2'), role: 'editor' }, 'role'],
      [{ ...form('bad-3'), cpassword: 'something-else' }, 'cpassword'],
      [{ ...form('bad-4'), password: 'short', cpassword: 'short' }, 'password'],
      [{ ...form('bad-5'), email: 'nope' }, 'email'],
      [{ ...form('bad 6') }, 'username'],
      [{ ...form('bad-7'), fullName: '' }, 'fullName'],
      [{ ...form('bad-8'), _verified: true }, ''],
      [{ username: 'bad-9' }, 'role'],
    ]
    for (const [body, field] of cases) {
      const res = await post('/auth/signup', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.error).toBe('Invalid form. Please fill all the fields')
      expect((res.json.details as { path: string }[]).map((d) => d.path)).toContain(field)
    }
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('answers resend the same way for every address, and re-sends only to an unverified one', async () => {
    await post('/auth/signup', form('resend-me'))
    await makeUser(payload, 'artist', 'already-verified')
    const answers = await Promise.all(
      ['resend-me@example.test', 'already-verified@example.test', 'nobody-at-all@example.test'].map((email) =>
        post('/auth/resend-verification-email', { email }),
      ),
    )
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(a.json).toEqual({ message: 'If an account with that e-mail is waiting for verification, we have sent it a new link.' })
    }
    // Sent in the background: wait until the second mail is completely written.
    const mails = await waitFor(() => {
      const m = mailsTo('resend-me@example.test')
      return m.length === 2 && m.every((eml) => tokenIn(eml)) && m
    })
    expect(tokenIn(mails[1]!)).toBe(tokenIn(mails[0]!))
    await new Promise((r) => setTimeout(r, 100))
    expect(mailsTo('already-verified@example.test')).toHaveLength(0)
    expect(mailsTo('nobody-at-all@example.test')).toHaveLength(0)
    expect((await post('/auth/resend-verification-email', { email: 'x' })).status).toBe(400)
  })
})

describe('POST /auth/refresh-token and /auth/logout', () => {
  async function login(name: string) {
    const user = await makeUser(payload, 'collector', name)
    const { json } = await post('/auth/login', { email: `${name}@example.test`, password: PASSWORD })
    return { user, access: json.accessToken as string, refresh: json.refreshToken as string }
  }
  const familyOf = async (refresh: string) =>
    (await payload.find({ collection: 'refresh-tokens', where: { tokenHash: { equals: hashToken(refresh) } }, overrideAccess: true }))
      .docs[0]!.family
  const liveInFamily = async (family: string) =>
    (
      await payload.count({
        collection: 'refresh-tokens',
        where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
        overrideAccess: true,
      })
    ).totalDocs

  it('rotates: each refresh token buys one new pair, in the same family', async () => {
    const { refresh } = await login('rotating-rani')
    const first = await post('/auth/refresh-token', { refreshToken: refresh })
    expect(first.status).toBe(200)
    expect(Object.keys(first.json).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken'])
    expect(first.json.refreshToken).not.toBe(refresh)
    expect(await familyOf(first.json.refreshToken as string)).toBe(await familyOf(refresh))
    const me = await call('GET', '/api/user/me', undefined, first.json.accessToken as string)
    expect(me.json).toMatchObject({ username: 'rotating-rani' })
    const second = await post('/auth/refresh-token', { refreshToken: first.json.refreshToken })
    expect(second.status).toBe(200)
  })

  it('revokes the whole family when a rotated token is used again', async () => {
    const { refresh } = await login('reused-ravi')
    const family = await familyOf(refresh)
    const next = await post('/auth/refresh-token', { refreshToken: refresh })
    expect(next.status).toBe(200)
    const replay = await post('/auth/refresh-token', { refreshToken: refresh })
    expect(replay.status).toBe(401)
    expect(replay.json).toEqual({ error: 'Your session has expired. Please log in again.' })
    expect(await liveInFamily(family)).toBe(0)
    // The thief's replay also ends the rightful holder's newer token.
    expect((await post('/auth/refresh-token', { refreshToken: next.json.refreshToken })).status).toBe(401)
    const rows = await payload.find({ collection: 'refresh-tokens', where: { family: { equals: family } }, overrideAccess: true })
    expect(rows.docs.every((r) => r.revokedReason === 'reuse')).toBe(true)
  })

  it('lets only one of two concurrent exchanges of the same token through', async () => {
    const { refresh } = await login('racing-raj')
    const results = await Promise.all([
      post('/auth/refresh-token', { refreshToken: refresh }),
      post('/auth/refresh-token', { refreshToken: refresh }),
    ])
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
    expect(results.some((r) => r.status === 401)).toBe(true)
    expect(await liveInFamily(await familyOf(refresh))).toBe(0)
  })

  it('refuses unknown, expired and malformed refresh tokens', async () => {
    const { refresh, user } = await login('expiring-esha')
    expect((await post('/auth/refresh-token', { refreshToken: 'kala_rt_' + 'A'.repeat(43) })).status).toBe(401)
    expect((await post('/auth/refresh-token', {})).status).toBe(400)
    expect((await post('/auth/refresh-token', { refreshToken: 12 })).status).toBe(400)
    await payload.update({
      collection: 'refresh-tokens',
      where: { user: { equals: user.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await post('/auth/refresh-token', { refreshToken: refresh })).status).toBe(401)
  })

  it("ends a deleted member's sessions", async () => {
    const { refresh, user } = await login('deleted-dev')
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    expect((await post('/auth/refresh-token', { refreshToken: refresh })).status).toBe(401)
  })

  it('logs out by revoking the family; logging out twice or with an unknown token is fine', async () => {
    const { refresh } = await login('leaving-lila')
    const rotated = await post('/auth/refresh-token', { refreshToken: refresh })
    const out = await post('/auth/logout', { refreshToken: rotated.json.refreshToken })
    expect(out.status).toBe(200)
    expect(out.json).toEqual({ message: 'You are logged out.' })
    expect(await liveInFamily(await familyOf(refresh))).toBe(0)
    expect((await post('/auth/refresh-token', { refreshToken: rotated.json.refreshToken })).status).toBe(401)
    expect((await post('/auth/logout', { refreshToken: rotated.json.refreshToken })).status).toBe(200)
    expect((await post('/auth/logout', { refreshToken: 'whatever' })).status).toBe(200)
    expect((await post('/auth/logout', {})).status).toBe(400)
  })
})

describe('rate limits', () => {
  it('answers the 11th failed login within 15 minutes with 429, Retry-After and a sentence', async () => {
    const limited = await buildApp({ RATE_LIMIT_DISABLED: undefined })
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/auth/login', { email: `nobody-${i}@example.test`, password: 'whatever' }, undefined, limited)
      expect(res.status).toBe(401)
    }
    const res = await call('POST', '/auth/login', { email: 'nobody-11@example.test', password: 'whatever' }, undefined, limited)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(res.json).toEqual({ error: 'Too many login attempts. Please try again in 15 minutes.' })
    // Other routes keep their own counters.
    expect((await call('POST', '/auth/resend-verification-email', { email: 'nobody@example.test' }, undefined, limited)).status).toBe(200)
  })
})

describe('sign-up limits', () => {
  const form = (email: string, username: string) => ({
    role: 'explorer',
    fullName: 'Carrier Customer',
    username,
    email,
    password: 'long-password-1',
    cpassword: 'long-password-1',
  })

  it("let many people behind one carrier's address sign up, but not one e-mail or username again and again", async () => {
    const limited = await buildApp({ RATE_LIMIT_DISABLED: undefined })
    // Twenty new people from one address (the old limit was 10 an hour per address).
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/auth/signup', form(`carrier-${i}@example.test`, `carrier-${i}`), undefined, limited)
      expect(res.status, `sign-up ${i}`).toBe(201)
    }
    // One e-mail tried over and over (the sign-up, then other usernames): the fourth within the hour is refused.
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await call('POST', '/auth/signup', form('Retry@Example.test', `again-${i}`), undefined, limited)).status)
    }
    expect(statuses).toEqual([201, 409, 409])
    const refused = await call('POST', '/auth/signup', form('retry@example.test', 'again-x'), undefined, limited)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ error: 'Too many sign-up attempts for this e-mail or username. Please try again in an hour.' })
    // The same for a username, whatever the e-mail.
    for (let i = 0; i < 3; i++) await call('POST', '/auth/signup', form(`name-${i}@example.test`, 'Repeat-Name'), undefined, limited)
    const byName = await call('POST', '/auth/signup', form('name-9@example.test', 'repeat-name'), undefined, limited)
    expect(byName.status).toBe(429)
    // The refused attempts created nobody.
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: {
        email: { in: ['retry@example.test', 'name-0@example.test', 'name-1@example.test', 'name-2@example.test', 'name-9@example.test'] },
      },
    })
    expect(totalDocs).toBe(2)
  })
})

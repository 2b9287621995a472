/**
 * The cart kept on the server (issue 18, defect 3): GET and PUT /api/user/saved-cart, each member's
 * own (collections/Carts.ts), refused whole when bad, gone with the account.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import type { User } from '../../payload-types'
import { CHECKOUT_MESSAGES } from '../../shared/checkout-messages'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
let base: string
let close: () => Promise<void>
const tokens = new Map<number, string>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read field by field, as a client would
type Json = Record<string, any>

async function send(method: string, path: string, who: User | null, body?: unknown) {
  const token = who ? tokens.get(who.id) : undefined
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json }
}

async function member(name: string): Promise<User> {
  const user = await makeUser(payload, 'collector', name)
  tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  return user
}

const rows = async () => (await payload.find({ collection: 'carts', pagination: false, overrideAccess: true, depth: 0 })).docs

let asha: User
let ravi: User

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  asha = await member('asha-cart')
  ravi = await member('ravi-cart')
}, 120_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('/api/user/saved-cart', () => {
  it('keeps a member’s cart between devices: written whole, read back, ids once each, in order', async () => {
    expect(await send('GET', '/api/user/saved-cart', asha)).toEqual({ status: 200, json: { artworkIds: [] } })
    expect(await rows()).toEqual([])
    const put = await send('PUT', '/api/user/saved-cart', asha, { artworkIds: ['12', '7', '12'] })
    expect(put).toEqual({ status: 200, json: { artworkIds: ['12', '7'] } })
    expect((await send('GET', '/api/user/saved-cart', asha)).json).toEqual({ artworkIds: ['12', '7'] })
    expect((await send('PUT', '/api/user/saved-cart', asha, { artworkIds: ['7'] })).json).toEqual({ artworkIds: ['7'] })
    expect(await rows()).toHaveLength(1)
    // Another member's is their own.
    expect((await send('GET', '/api/user/saved-cart', ravi)).json).toEqual({ artworkIds: [] })
  })

  it('refuses a visitor, and bad carts whole (nothing changed)', async () => {
    expect((await send('GET', '/api/user/saved-cart', null)).status).toBe(401)
    expect((await send('PUT', '/api/user/saved-cart', null, { artworkIds: [] })).status).toBe(401)
    const tooMany = await send('PUT', '/api/user/saved-cart', asha, { artworkIds: Array.from({ length: 21 }, (_, i) => String(i + 1)) })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(tooMany.json)).toContain(CHECKOUT_MESSAGES.tooManyItems)
    for (const artworkIds of [['1; drop table'], [{ id: 1 }], 'all']) {
      expect((await send('PUT', '/api/user/saved-cart', asha, { artworkIds })).status).toBe(400)
    }
    expect((await send('PUT', '/api/user/saved-cart', asha, { artworkIds: [], owner: ravi.id })).status).toBe(400)
    expect((await send('GET', '/api/user/saved-cart', asha)).json).toEqual({ artworkIds: ['7'] })
  })

  it("holds at every door: a member reads and writes no one else's cart, and bad data is refused by the collection too", async () => {
    const [cart] = await rows()
    const asRavi = { overrideAccess: false, user: ravi } as const
    expect((await payload.find({ collection: 'carts', ...asRavi })).docs).toEqual([])
    await expect(payload.update({ collection: 'carts', id: cart!.id, data: { artworks: ['1'] }, ...asRavi })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'carts', data: { owner: asha.id, artworks: ['bad id!'] }, overrideAccess: false, user: ravi }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'carts', id: cart!.id, overrideAccess: true })).artworks).toEqual(['7'])
  })

  it('goes with the account', async () => {
    await payload.delete({ collection: 'users', id: asha.id, overrideAccess: true })
    expect(await rows()).toEqual([])
  })
})

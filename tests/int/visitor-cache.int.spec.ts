/**
 * Public answers to visitors are remembered under the catalogue's version (cms/api/public/
 * visitorCache.ts): a repeat costs no query, and any write, through this instance or another one
 * on the same database, is seen at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { namedStore } from '../../cms/catalogue/memo'
import { sharedRead } from '../../cms/catalogue/sharedVersion'
import { run, sql } from '../../cms/db/sql'
import type { Artwork, User } from '../../payload-types'
import { startShop, type Shop } from './helpers/shop'
import { JSON_BODY_LIMIT_BYTES } from '../../cms/api/http/json'
import { HTTP_MESSAGES } from '../../shared/messages'
import { rawRequest } from './helpers/rawHttp'

let shop: Shop
let seller: User
let work: Artwork

beforeAll(async () => {
  shop = await startShop()
  seller = await shop.seller('cached')
  work = await shop.work(seller, { title: 'Monsoon Study' })
  // A page of several works: large enough to be worth compressing.
  for (const title of ['Dry Riverbed', 'Salt Pans', 'Kite Season']) await shop.work(seller, { title })
})
afterAll(async () => {
  await shop?.close()
})

const listing = (base = shop.base, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/public/artworks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"page":1}' })
const titles = async (res: Response): Promise<string[]> =>
  ((await res.json()) as { artworks: { title: string }[] }).artworks.map((a) => a.title)

describe('visitor cache', () => {
  it('answers a repeated listing from memory, byte for byte the same', async () => {
    const first = await listing()
    const second = await listing()
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
  })

  it('sees an edit through Payload at once', async () => {
    await listing()
    await shop.payload.update({ collection: 'artworks', id: work.id, data: { title: 'Monsoon Study II' }, overrideAccess: true })
    const after = await listing()
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await titles(after)).toContain('Monsoon Study II')
  })

  it("sees a write made by another instance on the same database (a sale write's SQL, not this process's Payload)", async () => {
    const other = await shop.app({ RATE_LIMIT_DISABLED: 'true' })
    expect((await listing(other)).status).toBe(200)
    await listing()
    // What another instance's sale path does: plain SQL that moves updated_at.
    await run(
      shop.payload,
      sql`UPDATE artworks SET title = ${'Monsoon Study III'}, updated_at = ${new Date(Date.now() + 1000).toISOString()} WHERE id = ${work.id}`,
    )
    const after = await listing()
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await titles(after)).toContain('Monsoon Study III')
  })

  it("follows a profile change (not an artwork): an artist's public page", async () => {
    const path = `${shop.base}/api/public/profile/artist/${seller.username}`
    await fetch(path)
    expect((await fetch(path)).headers.get('x-cache')).toBe('HIT')
    await shop.payload.update({ collection: 'users', id: seller.id, data: { fullName: 'Renamed Artist' }, overrideAccess: true })
    const after = await fetch(path)
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(JSON.stringify(await after.json())).toContain('Renamed')
  })

  it('keeps the gzip form of a large answer and serves it encoded to a client that accepts gzip', async () => {
    await listing()
    const raw = await fetch(`${shop.base}/api/public/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: '{"page":1}',
    })
    // Node's fetch inflates the body itself, as a browser does.
    expect(raw.headers.get('x-cache')).toBe('HIT')
    expect(raw.headers.get('content-encoding')).toBe('gzip')
    expect(raw.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await titles(raw)).toContain('Monsoon Study III')
  })

  it('compresses an answer when a client first asks for gzip: at the miss for such a client, else at its first hit', async () => {
    // Node's fetch inflates a gzip body itself, as a browser does: the headers say how it came.
    const post = async (body: string, encoding: string) => {
      const res = await fetch(`${shop.base}/api/public/artworks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body,
      })
      return { how: [res.headers.get('x-cache'), res.headers.get('content-encoding')], text: await res.text() }
    }
    // What the store counts: an answer's bytes, and its gzip form's once made.
    const kept = () => namedStore(shop.payload, 'visitor-answers', { entries: 1, bytes: 1 }).size.bytes
    const before = kept()
    const plain = await post('{"page":1,"sort":"price-asc"}', 'identity')
    expect(plain.how).toEqual(['MISS', null])
    expect(kept() - before).toBe(Buffer.byteLength(plain.text))
    expect((await post('{"page":1,"sort":"price-asc"}', 'identity')).how).toEqual(['HIT', null])
    expect(kept() - before).toBe(Buffer.byteLength(plain.text))
    const firstGzip = await post('{"page":1,"sort":"price-asc"}', 'gzip')
    expect(firstGzip.how).toEqual(['HIT', 'gzip'])
    expect(firstGzip.text).toBe(plain.text)
    expect(kept() - before).toBe(Buffer.byteLength(plain.text) + gzipSync(plain.text).length)
    expect((await post('{"page":1,"sort":"price-asc"}', 'gzip')).how).toEqual(['HIT', 'gzip'])
    const gzipMiss = await post('{"page":1,"sort":"price-desc"}', 'gzip')
    expect(gzipMiss.how).toEqual(['MISS', 'gzip'])
    const plainAfter = await post('{"page":1,"sort":"price-desc"}', 'identity')
    expect(plainAfter.how).toEqual(['HIT', null])
    expect(plainAfter.text).toBe(gzipMiss.text)
    expect(JSON.parse(plainAfter.text).artworks).toHaveLength(4)
  })

  it('passes members through (their answers carry their own likes) and never keeps errors', async () => {
    const member = await shop.buyer('cache-member')
    const mine = await shop.http.post('/api/public/artworks', { page: 1 }, member)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('x-cache')).toBeNull()
    expect(mine.json.artworks[0]).toHaveProperty('hasLiked')
    const bad = await fetch(`${shop.base}/api/public/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":-4}',
    })
    expect(bad.status).toBe(400)
    const again = await fetch(`${shop.base}/api/public/artworks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":-4}',
    })
    expect(again.status).toBe(400)
    expect(again.headers.get('x-cache')).toBeNull()
  })

  it('answers a hit ahead of the machinery with every header the full path sends', async () => {
    const body = '{"page":1,"sort":"newest"}'
    const post = () => fetch(`${shop.base}/api/public/artworks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const miss = await post()
    const hit = await post()
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT'])
    // Everything but what differs between any two answers (the date, the connection's own) and the
    // cache's own word is the same: the security headers, the caching policy, the type, Vary.
    const varying = new Set(['date', 'x-cache', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
    const kept = (res: Response) => [...res.headers].filter(([name]) => !varying.has(name))
    expect(kept(hit)).toEqual(kept(miss))
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(hit.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await hit.text()).toBe(await miss.text())
  })

  it('hands a body it read to the route when it has no answer: the route answers from that body', async () => {
    const page = (n: number) =>
      fetch(`${shop.base}/api/public/artworks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"page":${n}}` })
    const second = await page(2)
    expect(second.headers.get('x-cache')).toBe('MISS')
    // Four works, twelve to a page: page 2 is empty, as the route reads the body the early answer read.
    expect(await titles(second)).toEqual([])
    expect((await page(2)).headers.get('x-cache')).toBe('HIT')
    expect((await titles(await page(1))).length).toBe(4)
  })

  it('refuses a body the JSON parser refuses, exactly as before, and keeps nothing', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${shop.base}/api/public/artworks`, { method: 'POST', headers: { 'content-type': type }, body })
    for (let i = 0; i < 2; i++) {
      const broken = await post('{"page":')
      expect(broken.status).toBe(400)
      expect(await broken.json()).toEqual({ error: HTTP_MESSAGES.invalidJson })
      const plain = await post('{"page":1}', 'text/plain')
      expect(plain.status).toBe(415)
      expect(await plain.json()).toEqual({ error: HTTP_MESSAGES.notJson })
      const large = await post(JSON.stringify({ page: 1, pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }))
      expect(large.status).toBe(413)
      expect(await large.json()).toEqual({ error: HTTP_MESSAGES.bodyTooLarge })
      expect([broken, plain, large].map((r) => r.headers.get('x-cache'))).toEqual([null, null, null])
    }
  })

  it('never answers a path that is not in its one spelling: the full path refuses it, after a hit as before', async () => {
    await listing()
    expect((await listing()).headers.get('x-cache')).toBe('HIT')
    for (const path of ['/api/public/./artworks', '/api/public//artworks', '/api/public/%2e/artworks']) {
      const dotted = await rawRequest(shop.base, 'POST', path, { headers: { 'content-type': 'application/json' }, body: '{"page":1}' })
      expect(dotted.status).toBe(400)
      expect(dotted.json).toEqual({ error: HTTP_MESSAGES.nonCanonicalPath })
    }
  })

  it('leaves writes alone: a view is counted on every visit', async () => {
    const view = () => fetch(`${shop.base}/api/public/artwork/${work.id}/view`, { method: 'POST' })
    expect((await view()).headers.get('x-cache')).toBeNull()
    expect((await view()).status).toBe(204)
  })
})

describe('the version read shared by simultaneous requests', () => {
  it('gives requests arriving during a read that read, and a later request a read of its own', async () => {
    let reads = 0
    let release: (v: string) => void = () => {}
    const read = sharedRead(() => {
      reads++
      return new Promise<string>((resolve) => (release = resolve))
    })
    const together = [read(), read(), read()]
    release('v1')
    expect(await Promise.all(together)).toEqual(['v1', 'v1', 'v1'])
    expect(reads).toBe(1)
    const later = read()
    release('v2')
    expect(await later).toBe('v2')
    expect(reads).toBe(2)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const read = sharedRead(async () => {
      if (fail) throw new Error('database away')
      return 'v'
    })
    await expect(read()).rejects.toThrow('database away')
    fail = false
    expect(await read()).toBe('v')
  })
})

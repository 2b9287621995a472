import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { precompressDir } from '../../storefront/build/precompress'

const BIG_ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}]\n`

let t: TestPayload
let base: string
let close: () => Promise<void>
let mediaFile: string
let dist: string
/** A public artwork of an artist, a draft, a gallery and an exhibition, for the pages about one thing. */
const subject: Record<'artwork' | 'slug' | 'draft' | 'gallery' | 'exhibition', string> = {
  artwork: '',
  slug: '',
  draft: '',
  gallery: '',
  exhibition: '',
}

beforeAll(async () => {
  t = await startPayload()
  dist = join(t.dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kala</title><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("kala")')
  // A built asset with the copies the build makes (storefront/build/precompress.ts).
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_ASSET)
  precompressDir(dist)
  const { createApp } = await import('../../cms/app')
  const { serveBuiltStorefront } = await import('../../cms/storefront')
  const app = createApp({
    payload: t.payload,
    mediaDir: process.env.MEDIA_DIR,
    assetsDir: join(dist, 'assets'),
    mountStorefront: (a) => serveBuiltStorefront(a, { payload: t.payload, distDir: dist }),
  })
  ;({ url: base, close } = await listen(app))
  const media = await t.payload.create({
    collection: 'media',
    data: { alt: 'A test image' },
    file: file(await jpeg(3), 'test.jpg'),
    overrideAccess: true,
  })
  mediaFile = media.filename as string
  const user = (username: string, role: 'artist' | 'gallery') =>
    t.payload.create({
      collection: 'users',
      // Verified and trusted, as the demo's sellers: their works are public.
      data: {
        email: `${username}@example.test`,
        username,
        fullName: username,
        role,
        password: 'long-password-1',
        _verified: true,
        trusted: true,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
  const meera = await user('meera-iyer', 'artist')
  const galleryUser = await user('sutra-gallery', 'gallery')
  const work = (title: string, status: 'published' | 'unpublished') =>
    t.payload.create({
      collection: 'artworks',
      data: { title, owner: meera.id, medium: 'Oil', material: 'canvas', price: 1000, images: [media.id], status },
      overrideAccess: true,
    })
  const published = await work('Margazhi Morning', 'published')
  subject.artwork = String(published.id)
  subject.slug = String(published.slug)
  subject.draft = String((await work('Unfinished', 'unpublished')).id)
  // A gallery member's page is opened with the account.
  const {
    docs: [gallery],
  } = await t.payload.find({ collection: 'galleries', where: { owner: { equals: galleryUser.id } }, overrideAccess: true })
  subject.gallery = String(gallery.id)
  const show = await t.payload.create({
    collection: 'exhibitions',
    data: {
      name: 'Tank, Thread, Dusk',
      gallery: gallery.id,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
      published: true,
    },
    overrideAccess: true,
  })
  subject.exhibition = show.slug ?? String(show.id)
})
afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('the front door', () => {
  it.each(['/', '/shop/artworks', '/admin/profile', '/meera-iyer/page', '/ui-kit'])(
    'serves the storefront for its route %s with status 200',
    async (path) => {
      const res = await fetch(base + path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      expect(await res.text()).toContain('<div id="root">')
    },
  )

  it('serves the page of an artwork, artist, gallery or exhibition that exists with status 200', async () => {
    for (const path of [
      `/shop/artwork/meera-iyer/${subject.artwork}`,
      `/artwork/meera-iyer/${subject.artwork}`,
      `/shop/artwork/anyone/${subject.slug}`,
      '/artist/meera-iyer',
      '/artworks/meera-iyer',
      `/gallery/${subject.gallery}`,
      '/gallery/sutra-gallery',
      `/exhibition/${subject.exhibition}`,
    ]) {
      const res = await fetch(base + path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('answers the page of a missing or hidden artwork, artist, gallery or exhibition with the SPA and status 404', async () => {
    for (const path of [
      '/shop/artwork/meera-iyer/999999',
      '/artwork/meera-iyer/no-such-work',
      `/shop/artwork/meera-iyer/${subject.draft}`,
      '/artist/nobody-here',
      // A gallery is not an artist: its name links to its gallery page, not to /artist/.
      '/artist/sutra-gallery',
      '/artworks/nobody-here',
      '/gallery/999999',
      '/gallery/no-such-gallery',
      '/exhibition/no-such-show',
    ]) {
      const res = await fetch(base + path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it.each(['/no/such/page', '/shop/artwork', '/admin-x'])('answers %s with 404 and the SPA (which shows its 404 page)', async (path) => {
    const res = await fetch(base + path)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<div id="root">')
  })

  it('answers a malformed URL with 400, never a 500', async () => {
    expect((await fetch(base + '/%E0%A4')).status).toBe(400)
  })

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await fetch(base + '/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain("'unsafe-eval'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  it('serves hashed assets and media with long cache headers', async () => {
    const asset = await fetch(base + '/assets/app-abc123.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const media = await fetch(`${base}/media/${mediaFile}`)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/jpeg')
    expect(media.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    expect((await fetch(`${base}/media/nope.jpg`)).status).toBe(404)
  })

  it('sends the brotli or gzip copy the build made, by what the client accepts, never compressing per request', async () => {
    const url = base + '/assets/big-abc123.js'
    // Node's fetch decodes the body itself: the headers say what travelled, the text that it is the asset.
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accept } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding'), accept).toBe(encoding)
      // The file's own length: compressing on the fly would stream it chunked, without one.
      expect(Number(res.headers.get('content-length'))).toBe(
        statSync(join(dist, 'assets', `big-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`)).size,
      )
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await res.text()).toBe(BIG_ASSET)
    }
    const identity = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(BIG_ASSET))
    expect(await identity.text()).toBe(BIG_ASSET)
    // The copies are not addressable as paths of their own beyond what the build wrote, and a
    // traversal attempt is not served.
    expect((await fetch(base + '/assets/..%2f..%2fpackage.json', { headers: { 'accept-encoding': 'br' } })).status).not.toBe(200)
  })

  it('revalidates an asset by its strong ETag with a 304, per encoding, and answers HEAD and ranges', async () => {
    const url = base + '/assets/big-abc123.js'
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } })
    const etag = gzip.headers.get('etag')
    // Strong (no W/), and one per copy: a cache keeps the two encodings apart.
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(br.headers.get('etag')).not.toBe(etag)
    // The storefront's security headers, as on every other answer.
    expect(gzip.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(gzip.headers.get('x-content-type-options')).toBe('nosniff')
    const again = await fetch(url, { headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag!}` } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await again.text()).toBe('')
    // Another encoding's tag is another representation: the whole file.
    expect((await fetch(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } })).status).toBe(200)
    const head = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(BIG_ASSET))
    expect(await head.text()).toBe('')
    const part = await fetch(url, { headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe(BIG_ASSET.slice(0, 10))
    // A name the build did not write is not found, and a query string does not change the file.
    expect((await fetch(base + '/assets/missing-abc123.js')).status).toBe(404)
    expect(await (await fetch(base + '/assets/app-abc123.js?v=2')).text()).toBe('console.log("kala")')
  })

  it('answers unknown API routes with a JSON error, not the SPA', async () => {
    const res = await fetch(base + '/api/public/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'No such API route.' })
  })

  it('reports health and the public site settings', async () => {
    expect(await (await fetch(base + '/healthz')).json()).toEqual({ ok: true })
    const settings = await (await fetch(base + '/api/public/site-settings')).json()
    expect(settings).toMatchObject({ prelaunch: false, email: 'hello@kala.art' })
  })
})

describe('search engines', () => {
  it('get robots.txt pointing at the sitemap, keeping private areas out', async () => {
    const res = await fetch(base + '/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /cms')
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })

  it('get a sitemap of the public catalogue only', async () => {
    const owner = await t.payload.create({
      collection: 'users',
      data: {
        email: 'seo@example.test',
        username: 'seo-artist',
        fullName: 'Seo Artist',
        role: 'artist',
        password: 'long-password-1',
        _verified: true,
        trusted: true,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const media = await t.payload.find({ collection: 'media', limit: 1, overrideAccess: true })
    const make = (title: string, status: 'published' | 'unpublished', review: 'approved' | 'pending' = 'approved') =>
      t.payload.create({
        collection: 'artworks',
        data: { title, owner: owner.id, medium: 'Oil', material: 'canvas', price: 1000, images: [media.docs[0]!.id], status, review },
        overrideAccess: true,
      })
    const shown = await make('Shown', 'published')
    const hidden = await make('Hidden', 'unpublished')
    const waiting = await make('Waiting for review', 'published', 'pending')
    const res = await fetch(base + '/sitemap.xml')
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    expect(xml).toContain('<urlset')
    expect(xml).toContain(`/shop/artwork/seo-artist/${shown.id}</loc>`)
    expect(xml).not.toContain(`/shop/artwork/seo-artist/${hidden.id}</loc>`)
    expect(xml).not.toContain(`/shop/artwork/seo-artist/${waiting.id}</loc>`)
    expect(xml).toContain('/artist/seo-artist</loc>')
    expect(xml).toContain('/privacy-policy</loc>')
  })
})

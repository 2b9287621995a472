/**
 * The HTML the server sends for a public page, read raw as a crawler or a link preview reads it
 * (no JavaScript): title, description, canonical, Open Graph and Twitter tags, JSON-LD, the page's
 * content as the storefront's React renders it (the renderer built as for production) and the API
 * answers the storefront seeds its cache with before it hydrates.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, User } from '../../payload-types'
import { makeArtwork } from './helpers/shop'
import { buildRenderer } from './helpers/ssr'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser } from './helpers/users'

/** The built shell's shape (storefront/index.html after vite build). */
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Kala · Original art from India's artists and galleries</title>
    <meta
      name="description"
      content="Kala is an India-first marketplace for original art."
    />
    <meta property="og:site_name" content="Kala" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Kala · Original art from India's artists and galleries" />
    <meta property="og:description" content="Discover, collect and manage original art directly from artists and galleries." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Kala needs JavaScript to show its collection. Please enable it and reload.</noscript>
  </body>
</html>
`
const HOSTILE = '</script><script>alert(1)</script>'

let t: TestPayload
let base: string
let close: () => Promise<void>
let artist: User
let work: Artwork
let hostile: Artwork
let removeRenderer: (() => void) | undefined
let dist: string

beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://kala.example'
  const built = await buildRenderer()
  removeRenderer = built.remove
  t = await startPayload()
  dist = join(t.dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), SHELL)
  const { createApp } = await import('../../cms/app')
  const { serveBuiltStorefront } = await import('../../cms/storefront')
  const app = createApp({
    payload: t.payload,
    mediaDir: process.env.MEDIA_DIR,
    mountStorefront: (a) => serveBuiltStorefront(a, { payload: t.payload, distDir: dist, renderer: built.renderer }),
  })
  ;({ url: base, close } = await listen(app))
  artist = await makeUser(t.payload, 'artist', 'meera-iyer', { city: 'Chennai' })
  work = await makeArtwork(t.payload, artist, {
    title: 'Margazhi Morning',
    price: 125000,
    category: 'Painting',
    mood: 'Serene',
    status: 'published',
  })
  hostile = await makeArtwork(t.payload, artist, { title: HOSTILE, price: 5000, status: 'published' })
})
afterAll(async () => {
  await close?.()
  await t?.close()
  removeRenderer?.()
  delete process.env.PUBLIC_URL
})

/** The raw HTML of a page, as a client without JavaScript gets it. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(base + path)
  expect(res.headers.get('content-type')).toMatch(/text\/html/)
  return { status: res.status, html: await res.text() }
}

/** The bytes as sent, with the encoding the client asked for (fetch would decode them). */
function rawGet(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    get(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolvePromise({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1]

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
}

function embeddedData(html: string): { queries: { queryKey: unknown[]; data: Record<string, unknown> }[] } {
  const found = /<script type="application\/json" id="__KALA_DATA__">([\s\S]*?)<\/script>/.exec(html)
  expect(found, 'the dehydrated data').not.toBeNull()
  return JSON.parse(found![1])
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? ''

describe('an artwork page without JavaScript', () => {
  it('has its title, price in rupees, image, tags for link previews, canonical URL and one <title>', async () => {
    const { status, html } = await page(`/shop/artwork/meera-iyer/${work.id}`)
    expect(status).toBe(200)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Margazhi Morning by Meera Iyer · Kala</title>')
    const root = rootOf(html)
    expect(root).toContain('<h1 id="artwork-title"')
    expect(root).toContain('Margazhi Morning')
    expect(root).toContain('Meera Iyer')
    expect(root).toContain('₹1,25,000')
    expect(root).toContain('Oil on canvas')
    expect(root).toContain('20 x 30 in.')
    const img = /<img src="([^"]+)" srcset="([^"]+)" sizes="([^"]+)"/i.exec(root)
    expect(img, 'the main image').not.toBeNull()
    expect(img![1]).toMatch(/^\/media\//)
    expect(img![2]).toMatch(/ \d+w/)

    expect(metaContent(html, 'property', 'og:title')).toBe('Margazhi Morning by Meera Iyer · Kala')
    expect(metaContent(html, 'property', 'og:type')).toBe('product')
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https:\/\/kala\.example\/media\/.+/)
    expect(Number(metaContent(html, 'property', 'og:image:width'))).toBeGreaterThan(0)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'name', 'description')).toContain('Margazhi Morning by Meera Iyer')
    // The shell's own site-wide description and title are replaced, not repeated.
    expect(html).not.toContain('Kala is an India-first marketplace for original art.')
    // Readable without JavaScript, so the shell's notice that it is needed is left out.
    expect(html).not.toContain('needs JavaScript')
    expect(html).toContain(`<link rel="canonical" href="https://kala.example/shop/artwork/meera-iyer/${work.slug}" />`)
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" imagesrcset="[^"]+ \d+w[^"]*" imagesizes="[^"]+"/)
  })

  it('describes the work in JSON-LD: a VisualArtwork with an offer in INR, and its breadcrumbs', async () => {
    const { html } = await page(`/shop/artwork/meera-iyer/${work.id}`)
    const [art, crumbs] = jsonLd(html)
    expect(art['@type']).toBe('VisualArtwork')
    expect(art.name).toBe('Margazhi Morning')
    expect(art.keywords).toBe('Painting, Serene')
    expect(art.creator).toMatchObject({ '@type': 'Person', name: 'Meera Iyer' })
    expect(art.offers).toEqual({
      '@type': 'Offer',
      price: 125000,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `https://kala.example/shop/artwork/meera-iyer/${work.slug}`,
    })
    expect((art.image as string[])[0]).toMatch(/^https:\/\/kala\.example\/media\//)
    expect(crumbs['@type']).toBe('BreadcrumbList')
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Home', 'Shop', 'Artworks', 'Margazhi Morning'])
  })

  it('carries the same answer the storefront would fetch, under its query key', async () => {
    const { html } = await page(`/shop/artwork/meera-iyer/${work.id}`)
    const api = await (await fetch(`${base}/api/public/artwork/${work.id}`)).json()
    const { queries } = embeddedData(html)
    expect(queries).toContainEqual({ queryKey: ['public', 'artwork', String(work.id)], data: api })
  })

  it('escapes a hostile title everywhere: text, attributes, JSON-LD and the embedded data', async () => {
    const { status, html } = await page(`/shop/artwork/meera-iyer/${hostile.id}`)
    expect(status).toBe(200)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    // Every <script> the page has is one the shell or the renderer put there.
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.every((s) => /type="(module|application\/ld\+json|application\/json)"/.test(s))).toBe(true)
    const [art] = jsonLd(html)
    expect(art.name).toBe(HOSTILE)
    expect(embeddedData(html).queries[0].data).toMatchObject({ artwork: { title: HOSTILE } })
  })

  it('falls back to the plain shell with status 404 for an unknown or hidden work', async () => {
    const draft = await makeArtwork(t.payload, artist, { title: 'Unfinished', status: 'unpublished' })
    for (const path of [
      '/shop/artwork/meera-iyer/999999',
      '/shop/artwork/meera-iyer/no-such-work',
      `/shop/artwork/meera-iyer/${draft.id}`,
    ]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).toBe(SHELL)
    }
  })

  it("sends an address naming another artist to the work's own address (301, query kept); any case of the name is the same address", async () => {
    await makeUser(t.payload, 'artist', 'ravi-menon')
    for (const path of [`/shop/artwork/ravi-menon/${work.id}?from=share`, `/shop/artwork/ravi-menon/${work.slug}?from=share`]) {
      const res = await fetch(base + path, { redirect: 'manual' })
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(`/shop/artwork/meera-iyer/${work.slug}?from=share`)
    }
    expect((await page(`/shop/artwork/MEERA-IYER/${work.id}`)).status).toBe(200)
    // A work that is gone is not redirected anywhere.
    const gone = await fetch(`${base}/shop/artwork/ravi-menon/999999`, { redirect: 'manual' })
    expect(gone.status).toBe(404)
  })

  it('follows a change to the work at once', async () => {
    const changed = await makeArtwork(t.payload, artist, { title: 'Before', price: 1000, status: 'published' })
    expect((await page(`/shop/artwork/meera-iyer/${changed.id}`)).html).toContain('<title>Before by Meera Iyer · Kala</title>')
    await t.payload.update({ collection: 'artworks', id: changed.id, data: { title: 'After', price: 2000 }, overrideAccess: true })
    const { html } = await page(`/shop/artwork/meera-iyer/${changed.id}`)
    expect(html).toContain('<title>After by Meera Iyer · Kala</title>')
    expect(rootOf(html)).toContain('₹2,000')
  })
})

describe('an artist page without JavaScript', () => {
  it('has the name, city, canonical, a Person in JSON-LD and the profile the storefront would fetch', async () => {
    const { status, html } = await page('/artist/meera-iyer')
    expect(status).toBe(200)
    expect(html).toContain('<title>Meera Iyer · Kala</title>')
    expect(rootOf(html)).toContain('<h1 id="artist-name"')
    expect(rootOf(html)).toContain('Chennai')
    expect(metaContent(html, 'property', 'og:type')).toBe('profile')
    expect(html).toContain('<link rel="canonical" href="https://kala.example/artist/meera-iyer" />')
    const [person, crumbs] = jsonLd(html)
    expect(person).toMatchObject({ '@type': 'Person', name: 'Meera Iyer', url: 'https://kala.example/artist/meera-iyer' })
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Home', 'Artists', 'Meera Iyer'])
    const api = await (await fetch(`${base}/api/public/profile/artist/meera-iyer`)).json()
    expect(embeddedData(html).queries).toContainEqual({ queryKey: ['public', 'profile', 'artist', 'meera-iyer'], data: api.profile })
  })

  it('falls back to the plain shell with status 404 for an unknown artist', async () => {
    const { status, html } = await page('/artist/nobody-here')
    expect(status).toBe(404)
    expect(html).toBe(SHELL)
  })
})

describe('other pages', () => {
  it('gives each public page its own title, canonical URL and breadcrumbs', async () => {
    const { status, html } = await page('/resources/art-dictionary?term=impasto')
    expect(status).toBe(200)
    expect(html).toContain('<title>Art Dictionary · Kala</title>')
    expect(html).toContain('<link rel="canonical" href="https://kala.example/resources/art-dictionary" />')
    expect(rootOf(html)).toMatch(/<h1[^>]*>Art Dictionary<\/h1>/)
    expect(html).not.toContain('needs JavaScript')
    const [crumbs] = jsonLd(html)
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Home', 'Learning hub', 'Art Dictionary'])
  })

  it("renders a member's showcase with its works, titled as the storefront titles it; an unknown member's is 404", async () => {
    const { status, html } = await page('/meera-iyer/page')
    expect(status).toBe(200)
    expect(html).toContain('<title>Meera Iyer: showcase · Kala</title>')
    expect(html).toContain('<link rel="canonical" href="https://kala.example/meera-iyer/page" />')
    expect(rootOf(html)).toContain('Margazhi Morning')
    const [page0, crumbs] = jsonLd(html)
    expect(page0).toMatchObject({ '@type': 'CollectionPage', about: { '@type': 'Person', name: 'Meera Iyer' } })
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Home', 'Meera Iyer'])
    expect((await page('/nobody-here/page')).status).toBe(404)
  })

  it('renders the listing a shared link names, with the works it shows in its data', async () => {
    const { status, html } = await page('/shop/artworks?sort=price-desc')
    expect(status).toBe(200)
    const root = rootOf(html)
    expect(root).toMatch(/<h1[^>]*>Artworks<\/h1>/)
    expect(root).toContain('Margazhi Morning')
    expect(root).toContain('₹1,25,000')
    const listing = embeddedData(html).queries.find((q) => q.queryKey[1] === 'artworks')
    expect(listing, 'the listing answer').toBeDefined()
    expect(JSON.stringify(listing!.data)).toContain('Margazhi Morning')
    // The first works' images are asked for before the app's script: their preloads are in the head, ahead of it.
    const head = html.slice(0, html.indexOf('</head>'))
    const preload = head.search(/<link rel="preload" as="image" imageSrcSet="\/media\/[^"]+ \d+w/)
    expect(preload, 'an image preload in the head').toBeGreaterThan(-1)
    expect(preload).toBeLessThan(head.indexOf('<script type="module"'))
    expect(root).not.toContain('rel="preload"')
  })

  it('sends a rendered page compressed as the client asks (brotli, gzip, or none), the same document each way', async () => {
    const path = `/shop/artwork/meera-iyer/${work.id}`
    const plain = await rawGet(path, 'identity')
    expect(plain.encoding).toBeUndefined()
    const br = await rawGet(path, 'gzip, deflate, br')
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    const gz = await rawGet(path, 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString())
    expect(plain.body.toString()).toContain('<title>Margazhi Morning by Meera Iyer · Kala</title>')
  })

  it('falls back to the page in the browser when rendering fails: its head, an empty root, status 200', async () => {
    const { createApp } = await import('../../cms/app')
    const { serveBuiltStorefront } = await import('../../cms/storefront')
    const failing = createApp({
      payload: t.payload,
      mountStorefront: (a) =>
        serveBuiltStorefront(a, {
          payload: t.payload,
          distDir: dist,
          renderer: () => Promise.reject(new Error('render failed')),
        }),
    })
    const server = await listen(failing)
    try {
      const res = await fetch(`${server.url}/shop/artwork/meera-iyer/${work.id}?from=fallback`)
      const html = await res.text()
      expect(res.status).toBe(200)
      expect(html).toContain('<title>Margazhi Morning by Meera Iyer · Kala</title>')
      expect(html).toContain('<div id="root"></div>')
      expect(embeddedData(html).queries).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it("gives a certificate's verify page its head only, out of search engines, whether or not the number exists; a string that cannot be one is 404", async () => {
    const { status, html } = await page('/verify/kala-2222-3333-4444-5555')
    expect(status).toBe(200)
    expect(html).toContain('<title>Certificate KALA-2222-3333-4444-5555 · Kala</title>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/verify\/KALA-2222-3333-4444-5555" \/>/)
    // What it certifies comes from the rate-limited API in the browser, never in the page.
    expect(html).toContain('<div id="root"></div>')
    expect((await page('/verify/not-a-number')).status).toBe(404)
  })

  it('keeps the member area and checkout client-rendered and out of search engines', async () => {
    for (const path of ['/admin/profile', '/shop/checkout', '/login']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain('<meta name="robots" content="noindex" />')
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain('application/ld+json')
    }
  })
})

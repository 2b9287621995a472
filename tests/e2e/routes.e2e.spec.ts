import { api, type Artwork, artworksByArtist, expect, expectAccessible, publicArtworks, test } from './fixtures'

const STATIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/signup',
  '/verify-email',
  '/artists',
  '/galleries',
  '/shop',
  '/shop/artworks',
  '/shop/checkout',
  '/privacy-policy',
  '/terms-and-conditions',
  '/resources/how-to',
  '/resources/art-dictionary',
  '/learn/quiz',
  '/ui-kit',
  '/admin',
]

test.describe('routes', () => {
  test('every route of the table answers 200 with the app, without a redirect', async ({ request }) => {
    for (const path of STATIC_ROUTES) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type'], path).toContain('text/html')
    }
  })

  test("an unknown path answers 404 with '404', 'Page not found' and 'Go Home'", async ({ page }) => {
    const res = await page.goto('/no/such/page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('main').locator('p', { hasText: /^404$/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found')
    await expect(page).toHaveTitle('Page not found · Kala')
    await expectAccessible(page, 'the 404 page')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL('/')
    for (const path of ['/shop/nothing-here', '/artist', '/gallery/1/extra', '/resources']) {
      expect((await page.request.get(path)).status(), path).toBe(404)
    }
  })

  test('every alias of the spec resolves: /artwork/{uploadedBy}/{id}, /shop/artwork/{artistSlug}/{id}, /profile/{username}, /profile/{role}/{slug}, /gallery/{username}', async ({
    page,
    request,
  }) => {
    const { artworks } = await artworksByArtist(request, { artistSlug: 'meera-iyer' })
    const own = artworks.find((a) => a.uploadedBy === 'meera-iyer')!
    const { galleries } = await api<{ galleries: { _id: string; username: string; fullName: string }[] }>(
      request,
      '/api/public/galleries',
      {},
    )
    // A work a gallery uploaded: its uploader (the gallery) differs from the artist's name on it.
    const all = await publicArtworks(request, { page: 1 })
    const byGallery = all.artworks.find((a) => galleries.some((g) => g.username === a.uploadedBy))

    const expectArtwork = async (path: string, artwork: Artwork) => {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(artwork.title)
    }
    await expectArtwork(`/shop/artwork/${own.uploadedBy}/${own._id}`, own)
    await expectArtwork(`/shop/artwork/${own.artistSlug}/${own._id}`, own)
    await expectArtwork(`/artwork/${own.uploadedBy}/${own._id}`, own)
    if (byGallery) await expectArtwork(`/artwork/${byGallery.uploadedBy}/${byGallery._id}`, byGallery)

    for (const path of [
      '/profile/meera-iyer',
      '/profile/artist/meera-iyer',
      '/profile/artist/meera-iyer/meera-iyer',
      '/artist/meera-iyer',
    ]) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Meera Iyer')
    }
    const gallery = galleries[0]!
    for (const path of [`/gallery/${gallery.username}`, `/gallery/${gallery._id}`, `/profile/gallery/${gallery.username}`]) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(gallery.fullName)
    }
  })

  test('/robots.txt and /sitemap.xml are served from the catalogue', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(robots.headers()['content-type']).toContain('text/plain')
    const text = await robots.text()
    expect(text).toContain('User-agent: *')
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/shop\/checkout$/m)
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('xml')
    const xml = await sitemap.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    for (const path of ['/', '/shop/artworks', '/artists', '/galleries', '/artist/meera-iyer', '/artworks/meera-iyer'])
      expect(locs, path).toContain(path)
    expect(locs).not.toContain('/admin')
    // Every public artwork is listed once, and nothing else under /shop/artwork/.
    const first = await publicArtworks(request)
    const ids: string[] = first.artworks.map((a) => a._id)
    for (let page = 2; page <= first.pages; page++) ids.push(...(await publicArtworks(request, { page })).artworks.map((a) => a._id))
    const listed = locs.filter((p) => p.startsWith('/shop/artwork/')).map((p) => p.split('/').pop()!)
    expect([...listed].sort()).toEqual([...ids].sort())
    // Every listed URL is a page of the storefront.
    for (const path of new Set(locs.map((p) => p.split('/').slice(0, 3).join('/')))) {
      const sample = locs.find((p) => p.startsWith(path))!
      expect((await request.get(sample, { maxRedirects: 0 })).status(), sample).toBe(200)
    }
  })
})

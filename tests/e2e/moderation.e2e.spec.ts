/**
 * The review queue (issue 10, part 5) in Chromium against the real server: a new artist signs up,
 * verifies and lists two works; the shop does not show them; staff reject one with a reason
 * through the back office's API; the artist's table says 'Awaiting review' and 'Rejected:
 * <reason>', and the edit form says what saving does. Screenshots at 390 and 1440 px in
 * docs/screenshots/ by `npm run screenshots` (moderation-artworks-*.png, moderation-edit-*.png).
 */
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { api, DEMO_PASSWORD, expect, expectAccessible, newMember, publicArtworks, signIn, test, shoot, SCREENSHOTS } from './fixtures'

const REASON = 'The photo is too dark to judge the colours.'

test("a new artist's works wait for review, and a rejected one shows staff's reason", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000)
  mkdirSync(SCREENSHOTS, { recursive: true })
  const artist = await newMember(request, 'artist', 'Ira Menon')
  const { accessToken } = await api<{ accessToken: string }>(request, '/auth/login', { email: artist.email, password: artist.password })
  const image = await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 38, g: 84, b: 124 } } })
    .jpeg()
    .toBuffer()
  const list = async (title: string) => {
    const res = await request.post('/api/admin/add-artwork', {
      headers: { authorization: `Bearer ${accessToken}` },
      multipart: {
        artistName: artist.fullName,
        title,
        medium: 'Oil',
        material: 'Canvas',
        height: '30',
        width: '24',
        depth: '1',
        price: '38000',
        status: 'published',
        available: 'true',
        artworks: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: image },
      },
    })
    expect(res.status()).toBe(201)
    return ((await res.json()) as { artwork: { _id: string; review: { state: string } } }).artwork
  }
  const waiting = await list('Backwater Blue')
  const turnedDown = await list('Backwater Night')
  expect(waiting.review.state).toBe('pending')
  const shop = await publicArtworks(request, { q: 'Backwater' })
  expect(shop.artworks.map((a) => a._id)).not.toContain(waiting._id)

  // Staff reject one through the back office's API (the review queue in /cms).
  const login = await request.post('/cms/api/users/login', { data: { email: 'admin@kala.test', password: DEMO_PASSWORD } })
  expect(login.ok()).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const noReason = await request.patch(`/cms/api/artworks/${turnedDown._id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { review: 'rejected' },
  })
  expect(noReason.status()).toBe(400)
  const rejected = await request.patch(`/cms/api/artworks/${turnedDown._id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { review: 'rejected', rejectionReason: REASON },
  })
  expect(rejected.ok()).toBeTruthy()

  for (const width of [390, 1440]) {
    const mobile = width < 768
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: mobile ? 844 : 900 },
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
    })
    const page = await context.newPage()
    await signIn(page, artist.email, artist.password, '/admin/artworks')
    await page.goto('/admin/artworks')
    await expect(page.getByText('Awaiting review')).toBeVisible()
    await expect(page.getByText(`Rejected: ${REASON}`)).toBeVisible()
    if (width === 1440) await expectAccessible(page, 'the artworks table with review badges')
    await shoot(page, 'moderation-artworks', width)
    await page.goto(`/admin/edit/artwork/${turnedDown._id}`)
    await expect(page.getByText(`Rejected: ${REASON}`)).toBeVisible()
    await expect(page.getByText('Saving your changes sends the work back to staff for review.')).toBeVisible()
    await shoot(page, 'moderation-edit', width)
    await context.close()
  }
})

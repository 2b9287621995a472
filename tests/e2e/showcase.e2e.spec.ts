import type { Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { api, type Artwork, escapeRegExp, expect, expectAccessible, type Paged, shoot, SCREENSHOTS, stripHtml, test } from './fixtures'

const USERNAME = 'meera-iyer'
type Collection = { _id: string; collectionName: string }
type Profile = { fullName: string; artistSlug: string; role: string; city: string | null; bio: string | null }

/** The first card of the artist's works grid. */
const firstWork = (page: Page) => page.getByRole('list', { name: 'View all works by the artist' }).getByRole('article').first()

test.describe('showcase /{username}/page', () => {
  test('collection tiles, the artwork grid with View Artwork links, and the zoom overlay (close icon, backdrop, Escape)', async ({
    page,
    request,
  }) => {
    const works = await api<Paged<'artworks', Artwork> & { profile: { fullName: string } }>(request, '/api/public/artworks-by-username', {
      username: USERNAME,
    })
    const collections = await api<Paged<'collections', Collection>>(request, '/api/public/collections', { username: USERNAME })

    await page.goto(`/${USERNAME}/page`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(works.profile.fullName)
    const tiles = page.getByRole('region', { name: 'Collections' }).getByRole('article')
    await expect(tiles).toHaveCount(collections.collections.length)
    await expect(tiles.first().getByRole('heading', { level: 3 })).toHaveText(collections.collections[0]!.collectionName)

    const grid = page.getByRole('region', { name: 'View all works by the artist' })
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText('View all works by the artist')
    await expect(grid.getByRole('article')).toHaveCount(Math.min(12, works.count))
    const first = works.artworks[0]!
    await expect(firstWork(page).getByRole('heading', { level: 3 })).toHaveText(first.title)
    await expect(firstWork(page).getByRole('link', { name: `View Artwork: ${first.title}` })).toHaveAttribute(
      'href',
      new RegExp(`/${first._id}$`),
    )
    await expectAccessible(page, 'the showcase')

    const zoomButton = firstWork(page).getByRole('button', { name: `View “${first.title}” full screen` })
    // Named by the image's own alt text where it has one (a work listed in the member area), else
    // by the work and its artist, as the card's image is (artworkAlt).
    const ownAlt = first.imageUrls[0]?.alt?.trim()
    const overlay = page.getByRole('dialog', {
      name: ownAlt && ownAlt !== first.title ? ownAlt : new RegExp(`^${escapeRegExp(first.title)} by`),
    })
    await zoomButton.click()
    await expect(overlay).toBeVisible()
    await expect(overlay.getByRole('img')).toBeVisible()
    await expectAccessible(page, 'the zoom overlay')
    await overlay.getByRole('button', { name: 'Close' }).click()
    await expect(overlay).toBeHidden()
    await zoomButton.click()
    await expect(overlay).toBeVisible()
    await page.mouse.click(6, 450) // the dark area beside the picture
    await expect(overlay).toBeHidden()
    await zoomButton.click()
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()

    // A visitor's enquiry asks them to log in first.
    await firstWork(page).getByRole('button', { name: 'Enquire Artwork Price' }).click()
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText('Please login or sign up to continue.')
  })

  test("the header: the artist's photo, name, role and city, bio with Read more and a link to the profile, in the server's page too", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000)
    const { profile } = await api<{ profile: Profile }>(request, '/api/public/artworks-by-username', { username: USERNAME })
    expect(profile.role, 'the demo artist is an artist').toBe('artist')
    const bio = stripHtml(profile.bio ?? '')
    expect(bio.length, 'a bio long enough to be clamped').toBeGreaterThan(320)
    const about = `Artist${profile.city ? ` · ${profile.city}` : ''}`
    mkdirSync(SCREENSHOTS, { recursive: true })

    // Rendered by the server: with no script at all, the header is there (no flash while the app loads).
    const still = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const bare = await still.newPage()
    await bare.goto(`/${USERNAME}/page`)
    const served = bare.locator('header').filter({ has: bare.getByRole('heading', { level: 1 }) })
    await expect(served.getByRole('heading', { level: 1 })).toHaveText(profile.fullName)
    await expect(served.getByRole('img', { name: `Portrait of ${profile.fullName}` })).toBeVisible()
    await expect(served).toContainText(about)
    await expect(served).toContainText(bio.slice(0, 80))
    await still.close()

    for (const width of [1440, 390]) {
      const mobile = width < 768
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: mobile ? 844 : 900 },
        isMobile: mobile,
        hasTouch: mobile,
      })
      const page = await context.newPage()
      await page.goto(`/${USERNAME}/page`)
      await page.waitForLoadState('networkidle')
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
      await expect(header.getByRole('heading', { level: 1 })).toHaveText(profile.fullName)
      await expect(header.getByRole('img', { name: `Portrait of ${profile.fullName}` })).toBeVisible()
      await expect(header.getByText(about, { exact: true })).toBeVisible()
      await expect(header.getByRole('link', { name: 'About the artist' })).toHaveAttribute('href', `/artist/${profile.artistSlug}`)
      // Long: its first lines, then all of it after 'Read more'.
      const ending = header.getByText(new RegExp(escapeRegExp(bio.slice(-40))))
      const more = header.getByRole('button', { name: 'Read more' })
      const clamp = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`)
      /** How far (px) the end of the bio lies below the bottom of the box that shows it: > 0 is cut off. */
      const below = async () => {
        const [end, box] = [(await ending.boundingBox())!, (await clamp.boundingBox())!]
        return end.y + end.height - (box.y + box.height)
      }
      expect(await below(), 'the end of the bio is hidden under the clamp').toBeGreaterThan(0)
      await shoot(page, 'showcase', width)
      await more.click()
      await expect(header.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true')
      await expect.poll(below, { message: 'the whole bio shows after Read more' }).toBeLessThanOrEqual(0)
      if (width === 1440) await expectAccessible(page, 'the showcase header, opened')
      await context.close()
    }
  })

  test.describe('signed in', () => {
    test.use({ asMember: true })

    test("'Enquire Artwork Price': an invalid form is not sent; success says thank you and closes after 1.5 s", async ({ page }) => {
      await page.goto(`/${USERNAME}/page`)
      const open = firstWork(page).getByRole('button', { name: 'Enquire Artwork Price' })
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Enquire Artwork Price' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).last().click()
      await expect(dialog).toBeHidden()
      await open.click()
      await page.mouse.click(6, 6)
      await expect(dialog).toBeHidden()

      await open.click()
      const form = dialog.getByRole('form', { name: 'Enquiry' })
      let posted = 0
      page.on('request', (r) => {
        if (r.url().endsWith('/api/user/enquiry')) posted++
      })
      await form.getByLabel('Name').fill('')
      await form.getByLabel('Phone').fill('12345')
      await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
      await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Name')).toBeFocused()
      await expectAccessible(page, 'the enquiry form with errors', { include: '[role="dialog"]' })
      expect(posted).toBe(0)

      await form.getByLabel('Name').fill('Kavya Menon')
      await form.getByLabel('Email').fill('kavya.menon@example.in')
      await form.getByLabel('Phone').fill('9845012345')
      const response = page.waitForResponse((r) => r.url().endsWith('/api/user/enquiry'))
      await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
      expect((await response).status()).toBe(201)
      await expect(dialog.getByText('Thank you for your enquiry.')).toBeVisible()
      await expect(dialog.getByText('We will get back to you soon.')).toBeVisible()
      const shownAt = Date.now()
      await expect(dialog).toBeHidden({ timeout: 4000 })
      expect(Date.now() - shownAt).toBeGreaterThan(1000)
    })
  })
})

/**
 * A gallery runs its programme (issue 18) in Chromium against the real server: the demo gallery
 * Jharokha asks the demo artist (Meera Iyer) to join its artists and adds an artist who is not on
 * Kala; its public page shows the second at once and the first only after she accepts in her
 * member area; it puts on an exhibition of its own works, which visitors see once it is published,
 * under the filter its dates choose. At 1440 px and 390 px, axe on every screen, screenshots of the
 * new screens in test-results/screenshots (SCREENSHOT_DIR).
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expectToast, ACCOUNTS, accessTokenOf, expect, expectAccessible, signIn, test, shoot, SCREENSHOTS, signInByApi } from './fixtures'

const GALLERY = { email: 'jharokha.gallery@kala.test', username: 'jharokha-gallery', name: 'Jharokha Gallery' }
const ARTIST = { username: 'meera-iyer', fullName: 'Meera Iyer' }
const OFF_KALA = 'Anjali Ghosh'

async function open(browser: Browser, baseURL: string | undefined, width: number) {
  const mobile = width < 768
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: mobile ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
  })
  return { context, page: await context.newPage() }
}

type Row = { _id: string; name: string; artistId: string | null }

/** Leaves the gallery's list as the seed made it (a local run reuses its database): earlier runs' rows go. */
async function resetGallery(page: Page) {
  const token = await accessTokenOf(page)
  const headers = { authorization: `Bearer ${token}` }
  const res = await page.request.get('/api/admin/represented', { headers })
  expect(res.ok()).toBeTruthy()
  const { artists } = (await res.json()) as { artists: Row[] }
  for (const row of artists.filter((a) => a.name === ARTIST.fullName || a.name === OFF_KALA)) {
    expect((await page.request.delete(`/api/admin/represented/${row._id}`, { headers })).ok()).toBeTruthy()
  }
}

/** The names under "Represented Artists" on the gallery's public page, in order. */
async function publicArtists(page: Page): Promise<string[]> {
  await page.goto(`/gallery/${GALLERY.username}`)
  const section = page.getByRole('region', { name: 'Represented Artists' })
  await expect(section).toBeVisible()
  // The artists' cards, not just the section's frame (the list may arrive after the first paint).
  await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible()
  return section.getByRole('heading', { level: 3 }).allTextContents()
}

test.describe.serial('a gallery runs its programme', () => {
  const exhibition = `Windows on the Thar ${Date.now().toString(36)}`

  test('asks an artist on Kala, who accepts; adds one who is not on Kala; orders them (1440 px)', async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const { context, page } = await open(browser, baseURL, 1440)
    await signIn(page, GALLERY.email)
    await resetGallery(page)

    await page.goto('/admin/artists')
    await expect(page.getByRole('heading', { level: 1, name: 'Represented Artists' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Your artists, in order' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expectAccessible(page, "the gallery's artists at 1440 px")

    // An artist on Kala: found by name, asked.
    await page.getByRole('button', { name: 'Add an artist' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add an artist' })
    await dialog.getByRole('searchbox', { name: "Artist's name" }).fill('Meera')
    await dialog.getByRole('button', { name: `Send ${ARTIST.fullName} a request` }).click()
    await expectToast(page, `Request sent to ${ARTIST.fullName}`)
    const meera = list.getByRole('listitem').filter({ hasText: ARTIST.fullName })
    await expect(meera).toContainText('Waiting for their answer')

    // An artist who is not on Kala: written by the gallery, on its page at once.
    await page.getByRole('button', { name: 'Add an artist' }).first().click()
    await dialog.getByRole('tab', { name: 'Not on Kala' }).click()
    await dialog.getByRole('textbox', { name: "Artist's name" }).fill(OFF_KALA)
    await dialog.getByRole('textbox', { name: 'About the artist' }).fill('Paints the stepwells of Jodhpur in gouache on handmade paper.')
    await dialog.getByRole('button', { name: 'Add artist' }).click()
    await expectToast(page, `${OFF_KALA} added to your artists.`)
    await expect(list.getByRole('listitem').filter({ hasText: OFF_KALA })).toContainText('On your page')
    await expect(list.getByRole('listitem')).toHaveCount(4)

    // To the top of the list: three moves up.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: `Move ${OFF_KALA} up` }).click()
    await expect(list.getByRole('listitem').first()).toContainText(OFF_KALA)
    await expectAccessible(page, "the gallery's artists with a request pending")
    await shoot(page, 'admin-artists', 1440)

    // A visitor sees the artist not on Kala, first, and not yet the one who was asked.
    const before = await publicArtists(page)
    expect(before[0]).toBe(OFF_KALA)
    expect(before).not.toContain(ARTIST.fullName)

    // The artist accepts in her member area.
    const artist = await open(browser, baseURL, 1440)
    await signInByApi(artist.page, ACCOUNTS.artist)
    await artist.page.goto('/admin/galleries')
    await expect(artist.page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible()
    const request = artist.page.getByRole('listitem').filter({ hasText: GALLERY.name })
    await expect(request).toContainText('Asks to represent you')
    await expectAccessible(artist.page, "the artist's galleries with a request")
    await shoot(artist.page, 'admin-galleries', 1440)
    await request.getByRole('button', { name: `Accept ${GALLERY.name}` }).click()
    await expectToast(artist.page, `You are now shown as represented by ${GALLERY.name}.`)
    await expect(request).toContainText('Represents you')
    await artist.context.close()

    const after = await publicArtists(page)
    expect(after).toContain(ARTIST.fullName)
    await expect(
      page.getByRole('region', { name: 'Represented Artists' }).getByRole('link', { name: new RegExp(ARTIST.fullName) }),
    ).toHaveAttribute('href', `/artworks/${ARTIST.username}`)
    await page.goto('/admin/artists')
    await expect(meera).toContainText('On your page')
    await context.close()
  })

  test('puts on an exhibition of its own works, published for visitors under its dates (1440 px)', async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const { context, page } = await open(browser, baseURL, 1440)
    await signInByApi(page, GALLERY.email)
    await page.goto('/admin/exhibitions')
    await expect(page.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeVisible()
    await expectAccessible(page, "the gallery's exhibitions at 1440 px")
    await page.getByRole('link', { name: 'Add Exhibition' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: /exhibition/i })).toBeVisible()

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Title').fill(exhibition)
    await page.getByLabel('Opening date').fill(day(10))
    await page.getByLabel('Closing date').fill(day(40))
    await page.getByLabel('Venue').fill('Jharokha Gallery, Jodhpur')
    await page.getByLabel('City').fill('Jodhpur')
    await page.getByLabel('Description').fill('Windows, screens and light: new works from the gallery’s artists.')
    const works = page.getByRole('group', { name: /works/i })
    await works.getByRole('checkbox').first().check()
    await expectAccessible(page, 'the exhibition form')
    await shoot(page, 'admin-exhibition-form', 1440)
    await page.getByRole('button', { name: 'Add exhibition' }).click()
    await expect(page).toHaveURL(/\/admin\/exhibitions$/)
    const row = page.getByText(exhibition).first()
    await expect(row).toBeVisible()
    await expect(page.getByText('Draft').first()).toBeVisible()

    // A draft is the gallery's own: a visitor does not see it.
    const visitor = await open(browser, baseURL, 1440)
    await visitor.page.goto(`/gallery/${GALLERY.username}`)
    await visitor.page.getByRole('tab', { name: 'Upcoming' }).click()
    await expect(visitor.page.getByText(exhibition)).toHaveCount(0)

    // Published: it opens in ten days, so it is Upcoming.
    await page
      .getByRole('link', { name: `Edit ${exhibition}` })
      .first()
      .click()
    await expect(page.getByLabel('Title')).toHaveValue(exhibition)
    await page.getByRole('checkbox', { name: 'Published' }).check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Exhibition saved.')
    await expect(page).toHaveURL(/\/admin\/exhibitions$/)
    const published = page.getByRole('row').filter({ hasText: exhibition })
    await expect(published).toContainText('Upcoming')
    await expect(published).not.toContainText('Draft')
    await shoot(page, 'admin-exhibitions', 1440)

    await visitor.page.goto(`/gallery/${GALLERY.username}`)
    await visitor.page.getByRole('tab', { name: 'Upcoming' }).click()
    await expect(visitor.page.getByRole('link', { name: new RegExp(exhibition) })).toBeVisible()
    await visitor.context.close()
    await context.close()
  })

  test('the same screens on a phone (390 px): nothing cut off, axe clean', async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    const { context, page } = await open(browser, baseURL, 390)
    await signIn(page, GALLERY.email)
    for (const [path, heading, name] of [
      ['/admin/artists', 'Represented Artists', 'admin-artists'],
      ['/admin/exhibitions', 'Exhibitions', 'admin-exhibitions'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText(path === '/admin/artists' ? OFF_KALA : exhibition).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectAccessible(page, `${path} at 390 px`)
      await shoot(page, name, 390)
    }
    await page.goto(`/gallery/${GALLERY.username}`)
    await expect(page.getByRole('region', { name: 'Represented Artists' })).toBeVisible()
    await expectAccessible(page, 'the gallery page at 390 px')
    await shoot(page, 'gallery-page', 390)
    await context.close()

    const artist = await open(browser, baseURL, 390)
    await signInByApi(artist.page, ACCOUNTS.artist)
    await artist.page.goto('/admin/galleries')
    await expect(artist.page.getByRole('listitem').filter({ hasText: GALLERY.name })).toContainText('Represents you')
    expect(await artist.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(artist.page, "the artist's galleries at 390 px")
    await shoot(artist.page, 'admin-galleries', 390)
    await artist.context.close()
  })
})

/**
 * The member area's artworks and collections (issue 9) in Chromium against the real server, at a
 * phone's width (390 px): the demo artist lists a work with three images (front, back, signature),
 * finds it in the shop and on their showcase, changes its price, makes a collection holding it,
 * and deletes the work (unsold) and the collection. axe on the list, the form and the collections
 * screens; screenshots of them at 390 and 1440 px in docs/screenshots/ (`npm run screenshots`).
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  expectToast,
  ACCOUNTS,
  accessTokenOf,
  api,
  expect,
  expectAccessible,
  inr,
  signIn,
  test,
  toast,
  shoot,
  SCREENSHOTS,
  signInByApi,
} from './fixtures'

const ARTIST = { username: 'meera-iyer', fullName: 'Meera Iyer' }

/** A small PNG of one colour, `width` px wide (the images are told apart by their widths). */
const png = async (width: number, colour: { r: number; g: number; b: number }) => ({
  name: `kala-e2e-${width}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height: Math.round(width * 1.25), channels: 3, background: colour } })
    .png()
    .toBuffer(),
})

async function phone(browser: Browser, baseURL: string | undefined, width = 390) {
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

/**
 * The table reads whole in its box: the box does not scroll sideways, and every column header and
 * every row's View, Edit and Delete lie inside what the box shows (the defect: 'ACT', 'Dele').
 */
async function expectTableFits(table: Locator, what: string) {
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const box = table.locator('xpath=..')
  const scroll = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  expect(scroll.scrollWidth, `${what}: the table's box does not scroll sideways`).toBeLessThanOrEqual(scroll.clientWidth)
  const frame = (await box.boundingBox())!
  const inside = async (control: Locator, name: string) => {
    const b = (await control.boundingBox())!
    expect(
      b.x >= frame.x - 0.5 &&
        b.x + b.width <= frame.x + frame.width + 0.5 &&
        b.y >= frame.y - 0.5 &&
        b.y + b.height <= frame.y + frame.height + 0.5,
      `${what}: ${name} lies inside the table's visible box`,
    ).toBe(true)
  }
  const headers = await table.getByRole('columnheader').all()
  expect(headers.length).toBeGreaterThan(0)
  for (const header of headers) await inside(header, `the header ${await header.textContent()}`)
  const rows = (await table.getByRole('row').all()).slice(1)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    const controls = [
      row.getByRole('button', { name: /^View / }),
      row.getByRole('link', { name: /^Edit / }),
      row.getByRole('button', { name: /^Delete / }),
    ]
    for (const control of controls)
      if (await control.count()) await inside(control, (await control.getAttribute('aria-label')) ?? 'a control')
  }
}

/**
 * Each image's 'Use as' select reads whole (its chosen place fits inside it, beside the chevron) and
 * looks like the form's other selects (Medium): same height, border, radius, no native arrow.
 */
async function expectPlaceSelectsReadWhole(form: Locator, what: string) {
  const look = (el: Element) => {
    const css = getComputedStyle(el)
    return { height: css.height, border: css.borderTopColor, radius: css.borderTopLeftRadius, appearance: css.appearance }
  }
  const medium = await form.getByRole('combobox', { name: 'Medium' }).evaluate(look)
  const selects = await form.getByRole('combobox', { name: /^Use .+ as$/ }).all()
  expect(selects.length, `${what}: a 'Use as' select for each image`).toBeGreaterThan(0)
  for (const select of selects) {
    const name = await select.getAttribute('aria-label')
    expect(await select.evaluate(look), `${what}: ${name} looks like the other selects`).toEqual(medium)
    const fit = await select.evaluate((el: HTMLSelectElement) => {
      const css = getComputedStyle(el)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`
      const text = el.options[el.selectedIndex]!.text
      return {
        text,
        needs: context.measureText(text).width,
        room: el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight),
      }
    })
    expect(fit.needs, `${what}: '${fit.text}' reads whole in ${name}`).toBeLessThanOrEqual(fit.room)
  }
}

/** Nothing of the page lies beyond the window's width. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

type AdminArtwork = { _id: string; title: string; price: number; imageUrls: { width: number }[]; collectionId: string | null }

test.describe.serial('member artworks and collections', () => {
  const title = `Harbour at Dusk ${Date.now().toString(36)}`
  const collectionName = `Sea Light ${Date.now().toString(36)}`

  test('an artist on a phone lists a work with 3 images, sees it in the shop and on the showcase, edits its price, collects it and deletes it', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const { context, page } = await phone(browser, baseURL)
    await signIn(page, ACCOUNTS.artist)

    // The list, at 390 px: cards, not a table.
    await page.goto('/admin/artworks')
    await expect(page.getByRole('heading', { level: 1, name: 'Artworks' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Your artworks' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectAccessible(page, 'the artworks list at 390 px')
    await shoot(page, 'admin-artworks', 390)

    // The form: the artist's own name, three images in their places.
    await page.getByRole('link', { name: 'Add artwork' }).first().click()
    await expect(page).toHaveURL(/\/admin\/add\/artwork$/)
    const form = page.getByRole('form', { name: 'Add artwork' })
    await expect(form.getByRole('textbox', { name: 'Artist name' })).toHaveValue(ARTIST.fullName)
    await expectAccessible(page, 'the empty artwork form')

    // Submitting it empty says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Add artwork' }).click()
    await expect(form.getByText('Please upload at least one image.')).toBeVisible()
    await expect(form.getByText('Please enter the title.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/add\/artwork$/)

    await form.getByRole('textbox', { name: 'Title' }).fill(title)
    await form.getByRole('textbox', { name: 'Year of creation' }).fill('2025')
    await form.getByRole('combobox', { name: 'Medium' }).selectOption('Acrylic')
    await form.getByRole('textbox', { name: 'Material' }).fill('Canvas')
    await form.getByRole('textbox', { name: 'Width (in)' }).fill('30')
    await form.getByRole('textbox', { name: 'Height (in)' }).fill('40')
    await form.getByRole('textbox', { name: 'Depth (in)' }).fill('1.5')
    await form.getByRole('textbox', { name: 'Price (INR, ₹)' }).fill('64000')
    // Kala's fee is disclosed before the work is listed (the demo shop's opening 30%).
    await expect(form.getByRole('textbox', { name: 'Price (INR, ₹)' })).toHaveAccessibleDescription(
      "You receive ₹44,800 after Kala's 30% fee",
    )
    await form.getByRole('combobox', { name: 'Category' }).selectOption('Painting')
    await form.getByRole('combobox', { name: 'Style' }).selectOption('Abstract')
    await form.getByRole('combobox', { name: 'Mood' }).selectOption('Serene')
    await form.getByRole('button', { name: 'Blue' }).click()
    await form.getByRole('checkbox', { name: 'Signed by the artist' }).check()
    await form.getByRole('textbox', { name: 'Description' }).fill('Boats come home under a violet sky.')
    const images = [
      await png(300, { r: 40, g: 70, b: 140 }),
      await png(320, { r: 200, g: 190, b: 170 }),
      await png(340, { r: 20, g: 20, b: 20 }),
    ]
    await form.getByLabel('Choose artwork images').setInputFiles(images)
    await expect(form.getByRole('img', { name: /^Front: / })).toBeVisible()
    await expect(form.getByRole('img', { name: /^Back: / })).toBeVisible()
    await expect(form.getByRole('img', { name: /^Signature \/ marking: / })).toBeVisible()
    // Each place holds one image: choosing a place for one swaps it with the image there.
    await form.getByRole('combobox', { name: `Use ${images[2]!.name} as` }).selectOption('Front')
    await form.getByRole('combobox', { name: `Use ${images[0]!.name} as` }).selectOption('Front')
    await expect(form.getByRole('img', { name: `Front: ${images[0]!.name}` })).toBeVisible()
    await expect(form.getByRole('img', { name: `Signature / marking: ${images[2]!.name}` })).toBeVisible()
    await expectPlaceSelectsReadWhole(form, 'three images at 390 px')
    await expectAccessible(page, 'the filled artwork form')
    await shoot(page, 'admin-artwork-form', 390)

    await form.getByRole('button', { name: 'Add artwork' }).click()
    await expectToast(page, 'Artwork added.')
    await expect(page).toHaveURL(/\/admin\/artworks$/)
    const card = page.getByRole('listitem', { name: title })
    await expect(card).toContainText(inr(64000))
    await expect(card).toContainText('Published')

    // Saved with its images in order: front 300, back 320, signature 340 px wide.
    const token = await accessTokenOf(page)
    const { artworks } = await api<{ artworks: AdminArtwork[] }>(request, '/api/admin/artworks', { page: 1 }, token)
    const saved = artworks.find((a) => a.title === title)!
    expect(saved, 'the new work in the member’s list').toBeTruthy()
    expect(saved.imageUrls.map((i) => i.width)).toEqual([300, 320, 340])

    // In the public shop and on the artist's showcase.
    await page.goto(`/shop/artworks?q=${encodeURIComponent(title)}`)
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible()
    await page.goto(`/${ARTIST.username}/page`)
    await expect(page.getByRole('region', { name: 'View all works by the artist' }).getByRole('heading', { name: title })).toBeVisible()

    // A row opens its details; Edit changes the price.
    await page.goto('/admin/artworks')
    await page.getByRole('listitem', { name: title }).getByText(title).click()
    const details = page.getByRole('dialog', { name: title })
    await expect(details).toContainText('Acrylic on Canvas')
    await details.getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/edit/artwork/${saved._id}$`))
    const edit = page.getByRole('form', { name: 'Edit artwork' })
    await expect(edit.getByRole('textbox', { name: 'Price (INR, ₹)' })).toHaveValue('64000')
    await edit.getByRole('textbox', { name: 'Price (INR, ₹)' }).fill('72500')
    // A better photo of the back: the saved front and signature stay in their places.
    await edit
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /^Back: / }) })
      .getByRole('button', { name: /^Remove/ })
      .click()
    const newBack = await png(360, { r: 210, g: 200, b: 180 })
    await edit.getByLabel('Choose artwork images').setInputFiles(newBack)
    await edit.getByRole('combobox', { name: `Use ${newBack.name} as` }).selectOption('Back')
    await expect(edit.getByRole('img', { name: `Back: ${newBack.name}` })).toBeVisible()
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Artwork updated.')
    await expect(page.getByRole('listitem', { name: title })).toContainText(inr(72500))
    const updated = await api<{ artwork: AdminArtwork }>(request, `/api/admin/artwork/${saved._id}`, undefined, token)
    expect(updated.artwork.price).toBe(72500)
    expect(updated.artwork.imageUrls.map((i) => i.width)).toEqual([300, 360, 340])

    // A collection holding the work.
    await page.goto('/admin/collections')
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
    await expectAccessible(page, 'the collections list')
    await page.getByRole('link', { name: 'Add collection' }).first().click()
    const collectionForm = page.getByRole('form', { name: 'Add collection' })
    await collectionForm.getByRole('textbox', { name: 'Collection name' }).fill(collectionName)
    await collectionForm.getByRole('textbox', { name: 'Description' }).fill('Evenings by the water.')
    await collectionForm.getByLabel('Choose cover image').setInputFiles(await png(360, { r: 230, g: 120, b: 60 }))
    await collectionForm.getByRole('checkbox', { name: title }).check()
    await expectAccessible(page, 'the collection form')
    await shoot(page, 'admin-collection-form', 390)
    await collectionForm.getByRole('button', { name: 'Add collection' }).click()
    await expectToast(page, 'Collection added.')
    await expect(page).toHaveURL(/\/admin\/collections$/)
    await expect(page.getByRole('listitem', { name: collectionName })).toContainText('1 work')
    // The picture without the toast over it.
    await expect(toast(page, 'Collection added.')).toHaveCount(0)
    await shoot(page, 'admin-collections', 390)
    const inCollection = await api<{ artwork: AdminArtwork }>(request, `/api/admin/artwork/${saved._id}`, undefined, token)
    expect(inCollection.artwork.collectionId, 'the work is in the new collection').toBeTruthy()

    // The work is unsold: it can be deleted (after confirming). Its collection stays, empty.
    await page.goto('/admin/artworks')
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this artwork?' })
    await confirm.getByRole('button', { name: 'Delete artwork' }).click()
    await expectToast(page, 'Artwork deleted.')
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0)

    await page.goto('/admin/collections')
    await expect(page.getByRole('listitem', { name: collectionName })).toContainText('0 works')
    await page.getByRole('button', { name: `Delete ${collectionName}` }).click()
    await page.getByRole('dialog', { name: 'Delete this collection?' }).getByRole('button', { name: 'Delete collection' }).click()
    await expectToast(page, 'Collection deleted.')
    await expect(page.getByRole('listitem', { name: collectionName })).toHaveCount(0)
    await context.close()
  })

  test('the tabs filter, a sold work cannot be deleted, and the list is a table at 1440 px', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000)
    const { context, page } = await phone(browser, baseURL, 1440)
    await signInByApi(page, ACCOUNTS.artist)
    await page.goto('/admin/artworks')
    const table = page.getByRole('table', { name: 'Your artworks' })
    // The artist's own name is no column: it would be on every row.
    await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Date', 'Price', 'Status', 'Action'])
    await expectTableFits(table, 'the artworks table at 1440 px')
    await expectAccessible(page, 'the artworks table at 1440 px')
    // A small laptop: the table at 1280 px; at 1024 px the sidebar leaves too little for it, and the works are cards.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectTableFits(table, 'the artworks table at 1280 px')
    await page.setViewportSize({ width: 1024, height: 900 })
    await expect(page.getByRole('list', { name: 'Your artworks' })).toBeVisible()
    await expect(table).toHaveCount(0)
    await expect.poll(() => pageFits(page), { message: 'the artworks page fits 1024 px' }).toBe(true)
    await page.setViewportSize({ width: 1440, height: 900 })
    await shoot(page, 'admin-artworks', 1440)

    const token = await accessTokenOf(page)
    const all = await api<{ artworks: (AdminArtwork & { status: string; saleStatus: string })[]; count: number }>(
      request,
      '/api/admin/artworks',
      { page: 1 },
      token,
    )
    const published = await api<{ count: number }>(request, '/api/admin/artworks', { page: 1, status: 'published' }, token)
    await expect(page.getByText(`1-${Math.min(12, all.count)} of ${all.count}`)).toBeVisible()
    await page.getByRole('tab', { name: 'Published', exact: true }).click()
    await expect(page).toHaveURL(/status=published/)
    await expect(page.getByText(`1-${Math.min(12, published.count)} of ${published.count}`)).toBeVisible()
    await page.getByRole('tab', { name: 'Unpublished' }).click()
    await expect(table.getByText('Published', { exact: true })).toHaveCount(0)

    await page.goto(`/admin/edit/artwork/${all.artworks[0]!._id}`)
    const edit = page.getByRole('form', { name: 'Edit artwork' })
    await expect(edit.getByRole('img', { name: /^Front: / })).toBeVisible()
    await expectPlaceSelectsReadWhole(edit, 'the edit form at 1440 px')
    await expectAccessible(page, 'the artwork form at 1440 px')
    await shoot(page, 'admin-artwork-form', 1440)
    await page.goto('/admin/collections')
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
    await shoot(page, 'admin-collections', 1440)

    // A sold work cannot be deleted: it is offered no Delete (the server refuses it too: tests/int).
    let sold: AdminArtwork | undefined
    for (let n = 1; !sold; n++) {
      const next = await api<{ artworks: (AdminArtwork & { saleStatus: string })[]; pages: number }>(
        request,
        '/api/admin/artworks',
        { page: n },
        token,
      )
      sold = next.artworks.find((a) => a.saleStatus === 'sold')
      if (sold) {
        await page.goto('/admin/artworks')
        if (n > 1)
          await page
            .getByRole('navigation', { name: 'Artworks pages' })
            .getByRole('button', { name: `Page ${n}` })
            .click()
      }
      if (n >= next.pages) break
    }
    if (!sold) {
      await context.close()
      test.skip(true, 'the seed gives the demo artist no sold work')
      return
    }
    await expect(page.getByRole('link', { name: `Edit ${sold.title}` })).toBeVisible()
    await expect(page.getByRole('button', { name: `Delete ${sold.title}` })).toHaveCount(0)
    await context.close()
  })

  test("a gallery's works name their artists, and its tables fit beside the sidebar at 1440 and 1280 px", async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, baseURL, 1440)
    await signIn(page, 'gallery@kala.test')
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/artworks')
      const artworks = page.getByRole('table', { name: 'Your artworks' })
      await expect(artworks.getByRole('row').nth(1)).toContainText(/by \S/)
      await expectTableFits(artworks, `the gallery's artworks at ${width} px`)
      await page.goto('/admin/exhibitions')
      await expectTableFits(page.getByRole('table', { name: 'Your exhibitions' }), `the gallery's exhibitions at ${width} px`)
      await expect.poll(() => pageFits(page), { message: `the exhibitions page fits ${width} px` }).toBe(true)
    }
    await context.close()
  })

  test('an explorer is told that artworks and collections are for sellers', async ({ page }) => {
    await signIn(page, ACCOUNTS.explorer)
    for (const path of ['/admin/artworks', '/admin/collections', '/admin/add/artwork']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible()
      await expect(page.getByText('is for artists, galleries, collectors and researchers')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible()
    }
  })
})

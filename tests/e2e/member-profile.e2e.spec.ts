/**
 * The member area's profile (/admin/profile): an artist edits their bio and social links, adds an
 * exhibition to the CV and sees it on their public profile, edits and deletes it; an artist frames
 * a landscape photo as the square their page shows, sharp at twice the pixel density; an explorer
 * sees Personal Information only and keeps two addresses, the second as the default. Axe on every
 * tab and on the crop step. Also the profile's screenshots at 390 and 1440 px (kept in
 * docs/screenshots/ by `npm run screenshots`: admin-profile-*.png).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { renderPortrait } from '../../seed/images/render'
import {
  imagesLoaded,
  expectToast,
  ACCOUNTS,
  accessTokenOf,
  expect,
  expectAccessible,
  newMember,
  settle,
  signIn,
  test,
  SCREENSHOTS,
} from './fixtures'

type Me = {
  role: string
  bio: string | null
  social: { instagram: string | null; x: string | null; linkedin: string | null }
  artistSlug: string
  addresses: { id: string; line1: string; isDefault?: boolean }[]
  exhibitions: { id: string; title: string }[]
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`
const ARTIST_TABS = [
  'Personal Information',
  'Education / Training',
  'Awards / Recognitions',
  'Press / Publication',
  'Exhibitions',
  'Workshops / Masterclasses',
  'Social Links',
]

async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } })
  expect(res.ok()).toBeTruthy()
  return (await res.json()) as Me
}

/**
 * A landscape photo from a studio, 2400 x 1600: the sitter (a portrait drawing on blue) fills the
 * right-hand 1600 x 1600 square, a paper-toned wall the rest. Only a crop moved to the right-hand
 * edge frames the sitter alone.
 */
async function studioPhoto(): Promise<Buffer> {
  const sitter = await renderPortrait({ seed: 131, skin: '#a86f4c', bg: '#3f6fa0', presentation: 'feminine' }, 1600)
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#efe7da' } })
    .composite([{ input: sitter, left: 800, top: 0 }])
    .jpeg({ quality: 88 })
    .toBuffer()
}

async function openProfile(page: Page) {
  await page.goto('/admin/profile')
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  // The tabs from 640 px up; a phone gets a select of the sections instead.
  await expect(page.getByRole('heading', { name: 'Personal Information', level: 2 })).toBeVisible()
}

test.describe('member profile', () => {
  test('an artist edits the bio and social links, and adds, edits and deletes an exhibition seen on the public profile', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, ACCOUNTS.artist)
    await openProfile(page)
    const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab')
    await expect(tabs).toHaveText(ARTIST_TABS)
    const before = await me(page)
    const { artistSlug } = before
    const id = unique()
    // The demo artist's bio and links are what other specs read (artists.e2e): put them back after.
    try {
      // The bio, with a bold phrase from the toolbar.
      const bio = page.getByRole('textbox', { name: 'Bio' })
      await bio.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(`Paints the monsoon over the Konkan coast ${id}. `)
      await page.getByRole('button', { name: 'Bold' }).click()
      await page.keyboard.type('Works in oil and ink.')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expectToast(page, 'Profile saved.')

      // Social links (DECISIONS 5).
      await tabs.filter({ hasText: 'Social Links' }).click()
      await expect(page).toHaveURL(/\?tab=social$/)
      const form = page.getByRole('form', { name: 'Social links' })
      await form.getByLabel('Instagram').fill(`@monsoon.${id}`)
      await form.getByLabel('X', { exact: true }).fill('')
      await form.getByLabel('LinkedIn').fill('not a link!')
      await form.getByRole('button', { name: 'Save links' }).click()
      await expect(form.getByText('Enter a URL or a handle')).toBeVisible()
      await form.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/monsoon-${id}`)
      await form.getByRole('button', { name: 'Save links' }).click()
      await expectToast(page, 'Social links saved.')

      // An exhibition: the year rule, then added.
      await tabs.filter({ hasText: 'Exhibitions' }).click()
      await page.getByRole('button', { name: 'Add exhibition' }).click()
      let dialog = page.getByRole('dialog', { name: 'Add exhibition' })
      await dialog.getByLabel('Institution').fill('Jehangir Art Gallery')
      await dialog.getByLabel('Exhibition title').fill(`Monsoon Fields ${id}`)
      await dialog.getByLabel('Type').selectOption('Solo')
      await dialog.getByLabel('Year').fill('24')
      await dialog.getByRole('button', { name: 'Add exhibition' }).click()
      await expect(dialog.getByText('Year must be exactly 4 characters')).toBeVisible()
      await expectAccessible(page, 'the add exhibition modal')
      await dialog.getByLabel('Year').fill('2024')
      await dialog.getByRole('button', { name: 'Add exhibition' }).click()
      await expectToast(page, 'Entry added.')
      await expect(dialog).toBeHidden()
      await expect(page.getByText(`Monsoon Fields ${id}`)).toBeVisible()

      // The public profile shows the bio, the links and the exhibition.
      await page.goto(`/artist/${artistSlug}`)
      await expect(page.getByText(`Paints the monsoon over the Konkan coast ${id}.`)).toBeVisible()
      await expect(page.locator('strong', { hasText: 'Works in oil and ink.' }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveAttribute('href', `https://www.instagram.com/monsoon.${id}`)
      await expect(page.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/in/monsoon-${id}`)
      const more = page.getByRole('region', { name: 'Exhibitions' }).getByRole('button', { name: /View \d+ More/ })
      if (await more.isVisible()) await more.click()
      await expect(page.getByText(`Monsoon Fields ${id}`).first()).toBeVisible()

      // Edit it, then delete it (with confirmation).
      await page.goto('/admin/profile?tab=exhibitions')
      await page.getByRole('button', { name: `Edit Monsoon Fields ${id}` }).click()
      dialog = page.getByRole('dialog', { name: 'Edit exhibition' })
      await expect(dialog.getByLabel('Exhibition title')).toHaveValue(`Monsoon Fields ${id}`)
      await dialog.getByLabel('Exhibition title').fill(`Monsoon Fields, revisited ${id}`)
      await dialog.getByLabel('Type').selectOption('Group')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expectToast(page, 'Entry updated.')
      await expect(page.getByText(`Monsoon Fields, revisited ${id}`)).toBeVisible()
      await expect
        .poll(async () => (await me(page)).exhibitions.filter((e) => e.title.includes(id)).map((e) => e.title))
        .toEqual([`Monsoon Fields, revisited ${id}`])

      await page.getByRole('button', { name: `Delete Monsoon Fields, revisited ${id}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete this exhibition?' })
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Entry deleted.')
      await expect(page.getByText(`Monsoon Fields, revisited ${id}`)).toHaveCount(0)
      expect((await me(page)).exhibitions.some((e) => e.title.includes(id))).toBe(false)

      // Axe: 0 serious or critical on every tab.
      for (const name of ARTIST_TABS) {
        await tabs.filter({ hasText: name }).click()
        await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true')
        await expectAccessible(page, `profile tab ${name}`)
      }
    } finally {
      const res = await page.request.put('/api/admin/update-profile', {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
        data: {
          bio: before.bio ?? '',
          instagram: before.social.instagram ?? '',
          x: before.social.x ?? '',
          linkedin: before.social.linkedin ?? '',
        },
      })
      expect(res.ok(), `restoring the demo artist: ${res.status()}`).toBeTruthy()
    }
  })

  test('an artist frames a landscape photo as the square their page shows, sharp at twice the pixel density', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    const artist = await newMember(request, 'artist', 'Nila Varma')
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 })
    const page = await context.newPage()
    await signIn(page, artist.email, artist.password)
    await openProfile(page)
    await expect(page.getByText(/^1000 x 1000 px or larger, JPG or PNG, up to 5 MB\./)).toBeVisible()

    // Choosing the file opens the crop step, focused on the photo so the keys work at once.
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'studio.jpg', mimeType: 'image/jpeg', buffer: await studioPhoto() })
    const dialog = page.getByRole('dialog', { name: 'Frame your photo' })
    const frame = dialog.getByRole('group', { name: 'Photo position' })
    const zoom = dialog.getByRole('slider', { name: 'Zoom' })
    await expect(frame).toBeFocused()
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%')
    await expectAccessible(page, 'the crop step')
    await page.keyboard.press('+')
    await expect(zoom).toHaveAttribute('aria-valuetext', '125%')
    await dialog.getByRole('button', { name: 'Zoom out' }).click()
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%')

    // Drag the photo left until the sitter fills the frame (the crop stops at the photo's edge).
    const box = (await frame.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect(dialog.getByText(/^This crop is/)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Save photo' }).click()
    await expectToast(page, 'Profile photo updated.')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('img', { name: 'Portrait of Nila Varma' })).toBeVisible()

    // On the artist's page, at a phone's width and a desktop's, at twice the pixel density: a
    // square box, a square file, at least twice as many pixels as the box is wide.
    const { artistSlug } = await me(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
      await page.goto(`/artist/${artistSlug}`)
      const portrait = page.getByRole('img', { name: 'Portrait of Nila Varma' })
      await expect(portrait).toBeVisible()
      // The box is square once the page's styles and layout have settled (under load the first
      // measure can land before them).
      await expect
        .poll(() => portrait.evaluate((img) => img.getBoundingClientRect().width / img.getBoundingClientRect().height), {
          message: `the portrait's box at ${width}px`,
        })
        .toBeCloseTo(1, 2)
      const shown = await portrait.evaluate(async (img: HTMLImageElement) => {
        await img.decode()
        const { width: boxWidth, height: boxHeight } = img.getBoundingClientRect()
        // An <img> with a srcset reports its natural size divided by the density it chose: the
        // file's own pixels are read from a plain copy of the file it loaded.
        const file = new Image()
        file.src = img.currentSrc
        await file.decode()
        const canvas = document.createElement('canvas')
        canvas.width = file.naturalWidth
        canvas.height = file.naturalHeight
        const context = canvas.getContext('2d')!
        context.drawImage(file, 0, 0)
        const [r, g, b] = context.getImageData(Math.floor(file.naturalWidth * 0.03), Math.floor(file.naturalHeight * 0.5), 1, 1).data
        return { boxWidth, boxHeight, fileWidth: file.naturalWidth, fileHeight: file.naturalHeight, leftEdge: [r!, g!, b!] }
      })
      expect(shown.fileWidth / shown.fileHeight, `the portrait's file at ${width}px`).toBeCloseTo(1, 2)
      expect(shown.fileWidth, `the portrait's pixels at ${width}px (box ${shown.boxWidth}px wide)`).toBeGreaterThanOrEqual(
        shown.boxWidth * 2,
      )
      // The crop moved to the sitter: the left edge is the blue behind them, not the paper wall.
      const [r, , b] = shown.leftEdge
      expect(b! - r!, `the left edge's colour ${shown.leftEdge.join(', ')}`).toBeGreaterThan(40)
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/artist-framed-photo-${width}.png` })
    }
    await context.close()
  })

  test('an explorer sees Personal Information only, adds two addresses and makes the second the default', async ({ page }) => {
    await signIn(page, ACCOUNTS.explorer)
    await openProfile(page)
    await expect(page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab')).toHaveText(['Personal Information'])
    await expect(page.getByRole('button', { name: /Add exhibition/ })).toHaveCount(0)
    await expectAccessible(page, 'explorer profile')

    const id = unique()
    const lines = [`${id} Lake View Road`, `${id} Marine Drive`]
    const addresses = page.getByRole('list', { name: 'Saved addresses' })
    for (const [i, line1] of lines.entries()) {
      await page.getByRole('button', { name: 'Add address' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add address' })
      await dialog.getByLabel('Address line 1').fill(line1)
      await dialog.getByLabel('City').fill(i === 0 ? 'Kochi' : 'Mumbai')
      await dialog.getByLabel('State').fill(i === 0 ? 'Kerala' : 'Maharashtra')
      await dialog.getByLabel('PIN code').fill(i === 0 ? '682001' : '400020')
      await dialog.getByRole('button', { name: 'Add address' }).click()
      await expectToast(page, 'Address added.')
      await expect(addresses.getByRole('article').filter({ hasText: line1 })).toBeVisible()
    }

    const second = addresses.getByRole('article').filter({ hasText: lines[1] })
    await second.getByRole('button', { name: 'Make default' }).click()
    await expectToast(page, 'Default address changed.')
    await expect(second.getByText('Default', { exact: true })).toBeVisible()
    await expect(addresses.getByText('Default', { exact: true })).toHaveCount(1)
    const saved = (await me(page)).addresses
    expect(saved.find((a) => a.line1 === lines[1])?.isDefault).toBe(true)
    expect(saved.filter((a) => a.isDefault)).toHaveLength(1)
    await expectAccessible(page, 'explorer addresses')

    // Leave the demo explorer as it was.
    const token = await accessTokenOf(page)
    for (const a of saved.filter((x) => x.line1.startsWith(id))) {
      const res = await page.request.delete(`/api/admin/profile/addresses/${a.id}`, { headers: { authorization: `Bearer ${token}` } })
      expect(res.ok()).toBeTruthy()
    }
  })

  test('screenshots of the profile at 390 and 1440 px', { tag: '@screenshots' }, async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
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
      await signIn(page, ACCOUNTS.artist)
      await openProfile(page)
      await imagesLoaded(page)
      await settle(page)
      if (mobile) await expect(page.getByLabel('Profile section', { exact: true })).toBeVisible()
      else await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOTS}/admin-profile-${width}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.goto('/admin/profile?tab=exhibitions')
      await expect(page.getByRole('heading', { name: 'Exhibitions', level: 2 })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/admin-profile-cv-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Add exhibition' }).click()
      await expect(page.getByRole('dialog', { name: 'Add exhibition' })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/admin-profile-cv-modal-${width}.png` })
      // The photo's crop step, on the studio photo as chosen (cancelled: the demo artist keeps theirs).
      await openProfile(page)
      await page.getByLabel('Choose a photo').setInputFiles({ name: 'studio.jpg', mimeType: 'image/jpeg', buffer: await studioPhoto() })
      const crop = page.getByRole('dialog', { name: 'Frame your photo' })
      await expect(crop).toBeVisible()
      await imagesLoaded(page)
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/admin-profile-photo-crop-${width}.png` })
      await crop.getByRole('button', { name: 'Cancel' }).click()
      await expect(crop).toBeHidden()
      await context.close()
    }
  })
})

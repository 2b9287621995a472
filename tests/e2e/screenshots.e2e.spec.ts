/**
 * Full-page screenshots of the home, shop listing and artwork pages at 390 px and 1440 px, kept in
 * docs/screenshots/ (home-390.png, shop-1440.png, …). Part of the normal run (about 20 s); run it
 * alone with `npx playwright test --grep @screenshots`.
 */
import { mkdirSync } from 'node:fs'
import { expect, pickForSaleArtwork, settle, test } from './fixtures'

const OUT = 'docs/screenshots'
const WIDTHS = [390, 1440] as const

test.describe('screenshots', { tag: '@screenshots' }, () => {
  test('home, shop artworks and artwork detail at 390 and 1440 px', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000)
    mkdirSync(OUT, { recursive: true })
    const artwork = await pickForSaleArtwork(request)
    const pages = {
      home: { path: '/', ready: 'What collectors are looking at' },
      shop: { path: '/shop/artworks', ready: 'Artworks' },
      artwork: { path: `/shop/artwork/${artwork.uploadedBy}/${artwork._id}`, ready: 'Specifications' },
    }
    for (const width of WIDTHS) {
      const mobile = width < 768
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: mobile ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: mobile,
        hasTouch: mobile,
      })
      const page = await context.newPage()
      for (const [name, { path, ready }] of Object.entries(pages)) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible()
        // Lazy images below the fold load only near the viewport: load them all for the full-page shot.
        await page.evaluate(() => {
          for (const img of document.images) img.loading = 'eager'
        })
        // Bounded: a picture still loading on a loaded machine makes a less complete picture, not a failed run.
        await page
          .waitForFunction(() => [...document.images].every((img) => img.complete) && document.fonts.status === 'loaded', undefined, {
            timeout: 30_000,
          })
          .catch(() => console.warn(`screenshot of ${name} at ${width}px taken before every image had loaded`))
        await settle(page)
        await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true })
        // No horizontal overflow at this width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px fits its width`).toBeLessThanOrEqual(
          width,
        )
      }
      await context.close()
    }
  })
})

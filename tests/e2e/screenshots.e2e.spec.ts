/**
 * Full-page screenshots of the home, shop listing and artwork pages, and of the buying path
 * (checkout, the payment success screen, My Orders; the cart drawer, the payment simulator and
 * the Track Order modal as they open), at 390 px and 1440 px, kept in docs/screenshots/ by `npm run screenshots`
 * (home-390.png, checkout-1440.png, …). Part of the normal run (about 40 s); run
 * it alone with `npx playwright test --grep @screenshots`.
 */
import { mkdirSync } from 'node:fs'
import {
  expectToast,
  expect,
  newBuyer,
  pickForSaleArtwork,
  settle,
  signIn,
  test,
  toast,
  worksForSale,
  shoot,
  SCREENSHOTS,
} from './fixtures'

const WIDTHS = [390, 1440] as const

test.describe('screenshots', { tag: '@screenshots' }, () => {
  test('home, shop artworks and artwork detail at 390 and 1440 px', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
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
        await shoot(page, name, width)
      }
      await context.close()
    }
  })

  test('checkout, payment success and My Orders at 390 and 1440 px', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const buyer = await newBuyer(request)
    // Two works a visit: the checkout shows a summary of more than one line.
    const works = await worksForSale(request, 2 * WIDTHS.length)
    for (const [i, width] of WIDTHS.entries()) {
      const mobile = width < 768
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: mobile ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: mobile,
        hasTouch: mobile,
      })
      const page = await context.newPage()
      await signIn(page, buyer.email, buyer.password)
      for (const work of works.slice(2 * i, 2 * i + 2)) {
        await page.goto(`/shop/artwork/${work.uploadedBy}/${work._id}`)
        // The panel's button: on a phone the purchase bar repeats it while the panel is out of view.
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
        await expectToast(page, 'Added to cart')
      }
      // The cart drawer, as it opens over the page (the viewport only).
      await expect(toast(page, 'Added to cart')).toBeHidden()
      await page.getByRole('button', { name: 'Cart, 2 items' }).click()
      await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' })).toBeEnabled()
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/cart-${width}.png` })
      await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click()
      await expect(page).toHaveURL('/shop/checkout')
      const address = page.getByRole('radio', { name: /17 Residency Road/ })
      if (i === 0) {
        const form = page.getByRole('form', { name: 'Billing details' })
        await form.getByLabel(/^Phone/).fill('9812345678')
        await form.getByLabel(/Address line 1/).fill('17 Residency Road')
        await form.getByLabel(/Address line 2/).fill('Ashok Nagar')
        await form.getByLabel(/^City/).fill('Bengaluru')
        await form.getByLabel(/^State/).fill('Karnataka')
        await form.getByLabel(/PIN code/).fill('560025')
        await form.getByRole('button', { name: 'ADD BILLING DETAILS' }).click()
        await expect(address).toBeChecked()
      } else {
        await address.check()
      }
      const pay = page.getByRole('button', { name: /^Pay ₹/ })
      await expect(pay).toBeVisible()
      await shoot(page, 'checkout', width)

      await pay.click()
      const sheet = page.getByRole('dialog', { name: 'Kala' })
      await expect(sheet.getByRole('button', { name: /^Pay ₹/ })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/payment-simulator-${width}.png` })
      await sheet.getByRole('button', { name: /^Pay ₹/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible()
      await expect(toast(page, 'Payment Verified & Order Placed')).toBeHidden()
      await shoot(page, 'checkout-success', width)

      await page.goto('/admin/orders')
      await expect(page.getByRole('heading', { level: 1, name: `My Orders (${i + 1})` })).toBeVisible()
      await shoot(page, 'orders', width)
      await page.getByRole('button', { name: 'Track Order' }).first().click()
      await expect(page.getByRole('dialog', { name: 'Track Order' })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${SCREENSHOTS}/track-order-${width}.png` })
      await context.close()
    }
  })
})

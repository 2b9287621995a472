/**
 * Make an offer through the screens (issue 21, part 3), in two browser contexts: the artist turns
 * on "Accept offers" with a floor on one of their published works through the artwork form; the
 * collector's offer below the floor gets the polite sentence, one above it goes to the artist, who
 * counters from /admin/offers; the collector accepts the counter, checks out and pays it in the
 * payment simulator, and My Orders shows the countered amount. axe on the offer dialog and
 * /admin/offers; screenshots of both at 390 and 1440 px.
 */
import { mkdirSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { OFFER_MESSAGES } from '../../shared/offers'
import {
  ACCOUNTS,
  expect,
  expectAccessible,
  expectToast,
  inr,
  newBuyer,
  pickForSaleArtwork,
  SCREENSHOTS,
  settle,
  shoot,
  signIn,
  test,
  signInByApi,
} from './fixtures'
import { acceptCounterAndPay, counterOffer, makeOffer, offerCard, offerDialog } from './offers-steps'

const contextOf = async (browser: Browser, baseURL: string | undefined, width = 1440) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 844 : 900 }, deviceScaleFactor: 1 })
  return { context, page: await context.newPage() }
}

test.describe('make an offer', () => {
  test('the artist takes offers with a floor, the collector offers, the artist counters, the collector pays the counter', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000)
    const work = await pickForSaleArtwork(request)
    const price = work.price!
    const floor = Math.round(price * 0.8)
    const offered = Math.round(price * 0.85)
    const countered = Math.round(price * 0.92)
    const buyer = await newBuyer(request)

    // The artist: "Accept offers" and the floor, through the form.
    const artist = await contextOf(browser, baseURL)
    await signInByApi(artist.page, ACCOUNTS.artist)
    await artist.page.goto(`/admin/edit/artwork/${work._id}`)
    const form = artist.page.getByRole('form', { name: 'Edit artwork' })
    await form.getByRole('checkbox', { name: /Accept offers/ }).check()
    await form.getByLabel('Lowest offer you will consider (₹)').fill(String(floor))
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(artist.page, 'Artwork updated.')
    await expect(artist.page).toHaveURL(/\/admin\/artworks$/)

    // The collector: below the floor, the polite sentence; above it, sent.
    const collector = await contextOf(browser, baseURL)
    await signInByApi(collector.page, buyer.email, buyer.password)
    await collector.page.goto(`/shop/artwork/${work.uploadedBy}/${work._id}`)
    await collector.page.waitForLoadState('networkidle')
    await collector.page.getByRole('button', { name: 'Make an offer' }).first().click()
    await expect(offerDialog(collector.page)).toContainText(`listed at ${inr(price)}`)
    await expectAccessible(collector.page, 'the offer dialog', { include: '[role="dialog"]' })
    await collector.page.getByRole('button', { name: 'Cancel' }).click()
    expect(await makeOffer(collector.page, floor - 1)).toBe(OFFER_MESSAGES.belowFloor)
    await offerDialog(collector.page).getByRole('button', { name: 'Done' }).click()
    expect(await makeOffer(collector.page, offered)).toBe(OFFER_MESSAGES.made)
    await offerDialog(collector.page).getByRole('button', { name: 'Done' }).click()

    // The artist counters from /admin/offers: the buyer is not named.
    await counterOffer(artist.page, countered, work.title)
    const card = offerCard(artist.page, 'Offers received', work.title, 'Countered: waiting for the buyer')
    await expect(card).toContainText(`Offered${inr(offered)}`)
    await expect(card).toContainText(`Counter-offer${inr(countered)}`)
    await expect(card).toContainText('From: A buyer')
    await expect(card).toContainText(/Time to answer(2 days 23 hours|3 days) left/)
    await expectAccessible(artist.page, '/admin/offers')

    // The collector accepts the counter and pays exactly it; My Orders shows it.
    const order = await acceptCounterAndPay(collector.page, work.title)
    expect(order.totalAmount).toBe(countered)
    await collector.page.goto('/admin/orders')
    const placed = collector.page.getByRole('article', { name: `Order ${order.orderNumber}` })
    await expect(placed.getByText('Total Amount').locator('xpath=following-sibling::dd[1]')).toHaveText(inr(countered))
    await expect(placed).toContainText(work.title)

    await artist.context.close()
    await collector.context.close()
  })
})

test.describe('offers screenshots', { tag: '@screenshots' }, () => {
  test('/admin/offers and the offer dialog at 390 and 1440 px', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const buyer = await newBuyer(request)
    // A work of the artist that takes offers, for the dialog (nothing is sent here).
    const open = await pickForSaleArtwork(request)
    for (const width of [390, 1440]) {
      // The artist's offers received (the flow above leaves one, countered and accepted, in the data).
      const artist = await contextOf(browser, baseURL, width)
      await signIn(artist.page, ACCOUNTS.artist)
      if (width === 390) {
        await artist.page.goto(`/admin/edit/artwork/${open._id}`)
        const form = artist.page.getByRole('form', { name: 'Edit artwork' })
        const accept = form.getByRole('checkbox', { name: /Accept offers/ })
        if (!(await accept.isChecked())) {
          await accept.check()
          await form.getByRole('button', { name: 'Save changes' }).click()
          await expectToast(artist.page, 'Artwork updated.')
        }
      }
      await artist.page.goto('/admin/offers')
      await expect(
        artist.page.getByRole('list', { name: 'Offers received' }).or(artist.page.getByText('No offers received yet')),
      ).toBeVisible()
      await shoot(artist.page, 'admin-offers', width)
      await artist.context.close()

      const { context, page } = await contextOf(browser, baseURL, width)
      await signInByApi(page, buyer.email, buyer.password)
      await page.goto(`/shop/artwork/${open.uploadedBy}/${open._id}`)
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Make an offer' }).first().click()
      await expect(offerDialog(page)).toBeVisible()
      await settle(page)
      // The dialog over the page as one sees it: the screen, not the whole page (the overlay covers the screen only).
      await page.screenshot({ path: `${SCREENSHOTS}/offer-dialog-${width}.png` })
      await context.close()
    }
  })
})

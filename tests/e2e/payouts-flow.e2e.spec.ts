/**
 * Money after the sale, end to end (issue 19), in Chromium against the real server with the
 * payment simulator: a buyer pays for works of two sellers in one order; each seller's
 * /admin/payouts shows their net pending, its transfer on hold; staff deliver the order; the
 * delivery date is moved back past the return window (time moved, not waited for) and staff run
 * the settlement from /cms; the transfers are released and Route's transfer.processed webhooks
 * mark them paid. Another sale released early by staff and then cancelled is reversed.
 */
import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { type Artwork, DEMO_PASSWORD, expect, inr, newBuyer, pickForSaleArtwork, test, signInByApi } from './fixtures'
// The demo sellers keep the default return policy.
import { DEFAULT_RETURN_DAYS } from '../../shared/returnPolicy'
import { E2E_DATABASE_URL } from './dataDir'
import { buy, deliver, setUpPayouts, staff } from './sales'

const SELLERS = [
  { slug: 'tanvi-shah', email: 'tanvi.shah@kala.test', name: 'Tanvi Shah', pan: 'ABCPS1234T', account: '001122334455' },
  { slug: 'rahul-verma', email: 'rahul.verma@kala.test', name: 'Rahul Verma', pan: 'ABCPV5678R', account: '009988776655' },
] as const
const DAY = 86_400_000

/** Kala's opening fee is 30 %: the seller's net in rupees, as the statement prints it. */
const netOf = (price: number) => inr((price * 100 - Math.round(price * 100 * 0.3)) / 100)

/** The statement row of one work, on the seller's payouts page. */
const statementRow = (page: Page, work: Artwork) =>
  page.getByRole('table', { name: 'Payout statement' }).locator('tbody tr').filter({ hasText: work.title })

/** Moves the order's delivery back past the return window, as the passing days would. */
async function deliveredLongAgo(orderId: string) {
  const db = createClient({ url: E2E_DATABASE_URL })
  const past = new Date(Date.now() - (DEFAULT_RETURN_DAYS + 1) * DAY).toISOString()
  const moved = await db.execute({
    sql: "UPDATE orders_status_history SET at = ? WHERE _parent_id = ? AND status = 'delivered'",
    args: [past, Number(orderId)],
  })
  db.close()
  expect(moved.rowsAffected).toBe(1)
}

async function settleFromBackOffice(page: Page) {
  await page.goto('/cms/login')
  await page.getByLabel('Email').fill('admin@kala.test')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/cms(?!\/login)/)
  await page.goto('/cms/finance')
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Settle now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Settled' })).toHaveText(
    'Settled: payables due are released and their transfers sent.',
  )
}

/** Reloads the seller's page until the row shows `state` (the simulator's webhook comes from the queue, within seconds). */
async function untilRowShows(page: Page, work: Artwork, state: string) {
  await expect(async () => {
    await page.reload()
    // The statement first (its load is not what is waited for), then the row's state at once.
    await expect(statementRow(page, work)).toBeVisible()
    await expect(statementRow(page, work)).toContainText(state, { timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [2_000] })
}

test.describe.serial('money after the sale', () => {
  test('two sellers paid from one order: pending, delivered, window passed, released and paid', async ({ browser, request }) => {
    test.setTimeout(240_000)
    const works = [await pickForSaleArtwork(request, SELLERS[0].slug), await pickForSaleArtwork(request, SELLERS[1].slug)]
    const sellerPages: Page[] = []
    for (const seller of SELLERS) {
      const page = await (await browser.newContext()).newPage()
      await setUpPayouts(page, seller)
      sellerPages.push(page)
    }

    const buyerPage = await (await browser.newContext()).newPage()
    const order = await buy(buyerPage, await newBuyer(request), works)

    // Each seller sees their own line only: the net after Kala's fee, its transfer on hold.
    for (const [i, page] of sellerPages.entries()) {
      await page.goto('/admin/payouts')
      const row = statementRow(page, works[i]!)
      await expect(row).toContainText(order.orderNumber)
      await expect(row).toContainText(netOf(works[i]!.price!))
      await expect(row).toContainText('On hold')
      await expect(row).toContainText(/trf_[A-Za-z0-9]{14}/)
      await expect(statementRow(page, works[1 - i]!)).toHaveCount(0)
    }

    // Staff deliver it; a week and a day later (moved, not waited), they run the settlement.
    await deliver(request, order)
    await deliveredLongAgo(order._id)
    const staffPage = await (await browser.newContext()).newPage()
    await settleFromBackOffice(staffPage)

    // Released, then paid when Route's transfer.processed arrives.
    for (const [i, page] of sellerPages.entries()) {
      await untilRowShows(page, works[i]!, 'Paid')
      await expect(page.getByRole('region', { name: 'Your balances' })).not.toContainText('Paid out₹0')
    }
    const { razorpay_payment_id: paymentId } = await staff<{ razorpay_payment_id: string }>(
      request,
      'GET',
      `/cms/api/orders/${order._id}?depth=0`,
    )
    const events = await staff<{ docs: { event: string; outcome: string }[] }>(
      request,
      'GET',
      `/cms/api/payment-events?where[paymentId][equals]=${paymentId}&where[event][equals]=transfer.processed&limit=10`,
    )
    expect(events.docs.map((e) => e.outcome)).toEqual(['processed', 'processed'])
  })

  test('a payout released early by staff is reversed when the sale is then cancelled', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const seller = SELLERS[0]
    const work = await pickForSaleArtwork(request, seller.slug)
    const buyerPage = await (await browser.newContext()).newPage()
    const order = await buy(buyerPage, await newBuyer(request), [work])

    // Staff release it by hand, with a reason, from the payout's page in /cms.
    const staffPage = await (await browser.newContext()).newPage()
    await settleFromBackOffice(staffPage)
    const { docs } = await staff<{ docs: { id: number }[] }>(
      request,
      'GET',
      `/cms/api/payout-transfers?where[order][equals]=${order._id}&depth=0`,
    )
    await staffPage.goto(`/cms/collections/payout-transfers/${docs[0]!.id}`)
    await staffPage.waitForLoadState('networkidle')
    await staffPage.getByLabel('Reason for the hold or release').fill('Collector known to us; the artist asked to be paid on dispatch')
    await staffPage.getByRole('button', { name: 'Release payout' }).click()
    await expect(staffPage.getByRole('status').filter({ hasText: 'released' })).toHaveText('The payout is released.')

    const sellerPage = await (await browser.newContext()).newPage()
    await signInByApi(sellerPage, seller.email)
    await sellerPage.goto('/admin/payouts')
    await untilRowShows(sellerPage, work, 'Paid')

    // The buyer and the artist agree to undo it: staff cancel; the refund goes back and the transfer is reversed.
    await staff(request, 'PATCH', `/cms/api/orders/${order._id}`, {
      orderStatus: 'cancelled',
      cancellation: { reason: 'Agreed with the artist' },
    })
    await untilRowShows(sellerPage, work, 'Reversed')
  })
})

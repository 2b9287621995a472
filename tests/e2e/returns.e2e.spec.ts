/**
 * Returns a buyer can use (issue 20, part 4), end to end in Chromium against the real server with
 * the payment simulator: a buyer buys, staff deliver; within the window the buyer asks to return
 * the work from My Orders, with a photo; staff approve it in /cms, add the return shipment and mark
 * it received; the line's price is refunded once (the order reads refunded for it; the simulator
 * holds one refund on the payment), and the seller's payout for it is reversed. A work delivered
 * The work's certificate of authenticity, downloaded by the buyer and checked by a visitor at its
 * printed address while the sale stands, reads revoked once the return is refunded. A work delivered
 * longer ago than the window cannot be returned: the order says when the window closed and the
 * server refuses a request with the same sentence (the delivery date moved back in the database).
 */
import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'
import { expectToast, accessTokenOf, DEMO_PASSWORD, expect, newBuyer, pickForSaleArtwork, test } from './fixtures'
import { type ApiOrder, buy, deliver, setUpPayouts, staff } from './sales'
import { E2E_DATABASE_URL } from './dataDir'

const SELLER = { slug: 'tanvi-shah', email: 'tanvi.shah@kala.test', name: 'Tanvi Shah', pan: 'ABCPS1234T', account: '001122334455' }
const RETURN_WINDOW_DAYS = 7
const DAY = 86_400_000
/** A 1×1 PNG: the photo of the work as it arrived. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

const database = () => createClient({ url: E2E_DATABASE_URL })

const orderCard = (page: Page, order: ApiOrder) => page.getByRole('article', { name: `Order ${order.orderNumber}` })

test.describe.serial('returns', () => {
  test('a delivered work returned within the window: approved, shipped back, received, refunded once, payout reversed', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    const work = await pickForSaleArtwork(request, SELLER.slug)
    const sellerPage = await (await browser.newContext()).newPage()
    await setUpPayouts(sellerPage, SELLER)
    const page = await (await browser.newContext()).newPage()
    const order = await buy(page, await newBuyer(request), [work])
    await deliver(request, order)

    // The buyer downloads the work's certificate; a visitor opens its printed address: Valid.
    await page.goto('/admin/orders')
    await page.waitForLoadState('networkidle')
    const download = page.waitForEvent('download')
    await orderCard(page, order)
      .getByRole('button', { name: `Certificate of authenticity: ${work.title}` })
      .click()
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(await (await download).path())))
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
    // The printed address may wrap after one of the number's hyphens ('…-ZVGS- TE9R' in the text).
    const unwrapped = text.replace(/-\s+(?=[2-9A-HJKMNP-Z]{4})/g, '-')
    const verifyPath = /https?:\/\/\S+(\/verify\/KALA(?:-[2-9A-HJKMNP-Z]{4}){4})/.exec(unwrapped)?.[1]
    expect(verifyPath, text).toBeTruthy()
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(verifyPath!)
    await expect(visitor.getByRole('status')).toHaveText('Valid')

    // The buyer asks, with a photo, from My Orders.
    await orderCard(page, order)
      .getByRole('button', { name: `Return this work: ${work.title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Return this work' })
    await dialog.getByLabel(/Reason/).selectOption('Damaged in transit')
    await dialog.getByLabel(/What happened/).fill('The corner of the frame arrived cracked and the glass is loose.')
    await dialog.getByLabel(/Photos/).setInputFiles({ name: 'corner.png', mimeType: 'image/png', buffer: PHOTO })
    await dialog.getByRole('button', { name: 'Ask for a return' }).click()
    await expectToast(page, 'Your return request is with Kala')
    await expect(orderCard(page, order)).toContainText('Return requested')

    // Staff approve it, add the return shipment and mark it received, in /cms.
    const { docs } = await staff<{ docs: { id: number; photos: unknown[] }[] }>(
      request,
      'GET',
      `/cms/api/returns?where[order][equals]=${order._id}&depth=0`,
    )
    expect(docs[0]!.photos).toHaveLength(1)
    const staffPage = await (await browser.newContext()).newPage()
    await staffPage.goto('/cms/login')
    await staffPage.getByLabel('Email').fill('admin@kala.test')
    await staffPage.getByLabel('Password').fill(DEMO_PASSWORD)
    await staffPage.getByRole('button', { name: 'Login' }).click()
    await staffPage.waitForURL(/\/cms(?!\/login)/)
    await staffPage.goto(`/cms/collections/returns/${docs[0]!.id}`)
    await staffPage.waitForLoadState('networkidle')
    const actions = staffPage.getByRole('group', { name: 'Return actions' })
    await actions.getByRole('button', { name: 'Approve' }).click()
    await expect(actions.getByRole('status')).toHaveText(/Return approved/)
    await actions.getByLabel('Carrier').fill('Delhivery')
    await actions.getByLabel('Tracking number').fill('DL7788990011')
    await actions.getByRole('button', { name: 'Add the return shipment' }).click()
    await expect(actions.getByRole('status')).toHaveText('Return shipment recorded.')

    // The buyer sees the return's steps in Track Order, the shipment among them.
    await page.reload()
    await orderCard(page, order).getByRole('button', { name: 'Track Order' }).click()
    const tracker = page.getByRole('dialog', { name: 'Track Order' })
    await expect(tracker.getByRole('region', { name: `Return of ${work.title}` })).toContainText('Delhivery · Tracking number DL7788990011')
    await page.keyboard.press('Escape')

    await actions.getByRole('button', { name: 'Mark received: good' }).click()
    await expect(actions.getByRole('status')).toHaveText(/Marked received/)

    // The refund comes from the queue: the order reads refunded for the work.
    await expect(async () => {
      await page.reload()
      await expect(orderCard(page, order)).toContainText('Refunded', { timeout: 2_000 })
    }).toPass({ timeout: 90_000, intervals: [3_000] })
    const { razorpay_payment_id: paymentId } = await staff<{ razorpay_payment_id: string }>(
      request,
      'GET',
      `/cms/api/orders/${order._id}?depth=0`,
    )
    const db = database()
    const stored = await db.execute({ sql: 'SELECT data FROM payload_kv WHERE key = ?', args: [`payments-simulator:payment:${paymentId}`] })
    db.close()
    const payment = JSON.parse(String(stored.rows[0]!.data)) as { refunds: { amount: number }[] }
    expect(payment.refunds).toEqual([expect.objectContaining({ amount: work.price! * 100 })])

    // The certificate's page now says it was revoked, with the date.
    await expect(async () => {
      await visitor.reload()
      await expect(visitor.getByRole('status')).toHaveText(/^Revoked on \d{1,2} \w+ \d{4}$/, { timeout: 2_000 })
    }).toPass({ timeout: 30_000, intervals: [2_000] })

    // The seller's payout for it is reversed.
    await sellerPage.goto('/admin/payouts')
    // The row of this order's sale (a work returned and put back on sale has a row for each sale).
    const row = sellerPage
      .getByRole('table', { name: 'Payout statement' })
      .locator('tbody tr')
      .filter({ hasText: work.title })
      .filter({ hasText: order.orderNumber })
    await expect(async () => {
      await sellerPage.reload()
      await expect(row).toContainText('Reversed', { timeout: 2_000 })
    }).toPass({ timeout: 60_000, intervals: [2_000] })
  })

  test('a work delivered more than the window ago cannot be returned', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const work = await pickForSaleArtwork(request, SELLER.slug)
    const page = await (await browser.newContext()).newPage()
    const order = await buy(page, await newBuyer(request), [work])
    await deliver(request, order)
    const delivered = new Date(Date.now() - (RETURN_WINDOW_DAYS + 1) * DAY)
    const db = database()
    const moved = await db.execute({
      sql: "UPDATE orders_status_history SET at = ? WHERE _parent_id = ? AND status = 'delivered'",
      args: [delivered.toISOString(), Number(order._id)],
    })
    db.close()
    expect(moved.rowsAffected).toBe(1)
    const closed = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY),
    )
    const sentence = `The return window for this work closed on ${closed}.`

    await page.goto('/admin/orders')
    await page.waitForLoadState('networkidle')
    await expect(orderCard(page, order)).toContainText(sentence)
    await expect(orderCard(page, order).getByRole('button', { name: /Return this work/ })).toHaveCount(0)

    // Asked all the same (an old tab): refused with the sentence, nothing stored.
    const purchases = await request.get('/api/admin/purchases', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } })
    const itemId = ((await purchases.json()) as { orders: { _id: string; returns: { itemId: string }[] }[] }).orders.find(
      (o) => o._id === order._id,
    )!.returns[0]!.itemId
    const refused = await request.post('/api/admin/returns', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      multipart: { orderId: order._id, itemId, reason: 'Not what I expected', details: 'It is smaller than I imagined.' },
    })
    expect(refused.status()).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toBe(sentence)
  })
})

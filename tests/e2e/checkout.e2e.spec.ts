/**
 * The buying path (issue 8) in Chromium against the real server, paying through the simulator (the
 * e2e server has no Razorpay keys): a new buyer adds two works, opens the cart, checks out with a
 * new address, pays, sees the success screen and the order in My Orders, and tracks it as staff
 * pack and ship it; a failed payment and a second attempt on the same page; a visitor's Buy Now.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  expectToast,
  accessTokenOf,
  api,
  type Artwork,
  type Buyer,
  expect,
  expectAccessible,
  inr,
  newBuyer,
  signIn,
  test,
  worksForSale,
} from './fixtures'

type ApiOrder = { _id: string; orderNumber: string; totalAmount: number; paymentStatus: string; orderStatus: string }

const detailPath = (a: Artwork) => `/shop/artwork/${a.uploadedBy}/${a._id}`

async function addToCart(page: Page, artwork: Artwork) {
  await page.goto(detailPath(artwork))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.title)
  // The panel's button: on a phone the purchase bar repeats it while the panel is out of view.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
  await expectToast(page, 'Added to cart')
}

/** Saved addresses for a signed-in buyer, through the API the billing form uses. */
async function saveAddresses(page: Page, request: APIRequestContext, buyer: Buyer, cities: readonly (readonly [string, string, string])[]) {
  const token = await accessTokenOf(page)
  for (const [line1, city, pincode] of cities) {
    const address = {
      billingName: buyer.fullName,
      email: buyer.email,
      phone: '9812345678',
      line1,
      city,
      state: 'Karnataka',
      pincode,
      country: 'India',
    }
    const res = await request.put('/api/admin/update-profile', {
      data: { addresses: [address] },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.ok(), `saving ${line1}: ${res.status()} ${await res.text()}`).toBeTruthy()
  }
}

const FIVE_ADDRESSES = [
  ['17 Temple Street', 'Mysuru', '570001'],
  ['4 Lake View Road', 'Bengaluru', '560034'],
  ['22 Coffee Board Lane', 'Chikkamagaluru', '577101'],
  ['9 Fort Road', 'Mangaluru', '575001'],
  ['41 Hampi Bazaar', 'Hosapete', '583201'],
] as const

/** Staff move an order on through Payload's REST API (as the back office does), signed in as the editor. */
async function staffUpdateOrder(request: APIRequestContext, orderId: string, data: Record<string, unknown>) {
  const login = await request.post('/cms/api/users/login', { data: { email: 'editor@kala.test', password: 'kala-demo-2025' } })
  expect(login.ok(), `editor login: ${login.status()}`).toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const res = await request.patch(`/cms/api/orders/${orderId}`, { data, headers: { Authorization: `JWT ${token}` } })
  expect(res.ok(), `PATCH order ${orderId}: ${res.status()} ${await res.text()}`).toBeTruthy()
}

test.describe.serial('buying', () => {
  let buyer: Buyer
  test.beforeAll(async ({ request }) => {
    buyer = await newBuyer(request)
  })

  test('a buyer adds two works, checks out with a new address, pays in the simulator and tracks the order in My Orders', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const works = await worksForSale(request, 2)
    const total = works.reduce((sum, w) => sum + w.price!, 0)
    await signIn(page, buyer.email, buyer.password)
    for (const work of works) await addToCart(page, work)

    // The cart drawer: both works with artist, title and price, the total, Checkout.
    await page.getByRole('button', { name: 'Cart, 2 items' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    for (const work of works) {
      const line = drawer.getByRole('listitem', { name: work.title })
      await expect(line).toContainText(work.artistName)
      await expect(line).toContainText(inr(work.price!))
    }
    await expect(drawer.getByTestId('cart-total')).toHaveText(inr(total))
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled()
    await expectAccessible(page, 'the cart drawer')
    const opened = page.waitForResponse((r) => r.url().endsWith('/api/user/rp-create-order'))
    await drawer.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL('/shop/checkout')
    expect((await opened).status(), 'the checkout opens when the page opens').toBe(200)

    // No saved address: the billing form, its button disabled until every required field is filled.
    await expect(page.getByText('No shipping addresses found.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    const form = page.getByRole('form', { name: 'Billing details' })
    await expect(form.getByLabel(/Billing name/)).toHaveValue(buyer.fullName)
    const add = form.getByRole('button', { name: 'ADD BILLING DETAILS' })
    await expect(add).toBeDisabled()
    await form.getByLabel(/^Phone/).fill('9812345678')
    await form.getByLabel(/Address line 1/).fill('17 Temple Street')
    await form.getByLabel(/^City/).fill('Mysuru')
    await form.getByLabel(/^State/).fill('Karnataka')
    await form.getByLabel(/PIN code/).fill('570001')
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByRole('radio', { name: /17 Temple Street/ })).toBeChecked()

    const summary = page.getByRole('region', { name: 'Order summary' })
    for (const work of works) await expect(summary).toContainText(work.title)
    await expect(summary.getByText('Shipping').locator('xpath=following-sibling::dd[1]')).toHaveText('Free')
    await expect(summary.getByTestId('checkout-total')).toHaveText(inr(total))
    const pay = page.getByRole('button', { name: `Pay ${inr(total)}` })
    await expect(pay).toBeVisible()
    await expectAccessible(page, '/shop/checkout')

    // The simulator's sheet: amount and order number, then 'Pay ₹X'.
    await pay.click()
    const sheet = page.getByRole('dialog', { name: 'Kala' })
    await expect(sheet.getByTestId('simulator-amount')).toHaveText(inr(total))
    await expect(sheet).toContainText(/KALA-/)
    await expectAccessible(page, 'the payment simulator')
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/user/rp-verify-signature'))
    await sheet.getByRole('button', { name: `Pay ${inr(total)}` }).click()
    const answer = (await (await verified).json()) as { success: boolean; order: ApiOrder }
    expect(answer.success).toBe(true)
    await expectToast(page, 'Payment Verified & Order Placed', 'success')

    // The success screen, the cart emptied.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Tara.' })).toBeVisible()
    await expect(page.getByText(`#${answer.order.orderNumber}`).first()).toBeVisible()
    await expect(page.getByText('What happens next')).toBeVisible()
    await expect(page.getByText(`on their way to ${buyer.email}`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('kala.cart'))).toBeNull()
    await expectAccessible(page, 'the payment success screen')

    // The works are sold now.
    for (const work of works) {
      const { artwork } = await api<{ artwork: Artwork }>(request, `/api/public/artwork/${work._id}`)
      expect(artwork.saleStatus, `${work.title} is sold`).toBe('sold')
    }

    // My Orders: the order with its date, id, total and items.
    await page.getByRole('link', { name: 'View My Orders' }).click()
    await expect(page).toHaveURL('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders (1)' })).toBeVisible()
    const card = page.getByRole('article', { name: `Order ${answer.order.orderNumber}` })
    await expect(card).toContainText(`Order ID: #${answer.order.orderNumber}`)
    await expect(card.getByText('Total Amount').locator('xpath=following-sibling::dd[1]')).toHaveText(inr(total))
    for (const work of works) {
      const item = card.getByRole('listitem').filter({ hasText: work.title })
      await expect(item).toContainText(work.artistName)
      await expect(item).toContainText(inr(work.price!))
    }
    await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    await expectAccessible(page, '/admin/orders')

    // The tax invoice, issued at payment: the buyer downloads it as a PDF.
    const download = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Download invoice' }).click()
    const invoice = await download
    expect(invoice.suggestedFilename()).toBe(`Kala-invoice-${answer.order.orderNumber}.pdf`)
    expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-')

    // Track Order: placed is the current step.
    await card.getByRole('button', { name: 'Track Order' }).click()
    let tracker = page.getByRole('dialog', { name: 'Track Order' })
    await expect(tracker.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'placed')
    await expectAccessible(page, 'the Track Order modal')
    await tracker.getByRole('button', { name: 'Close' }).click()
    await expect(tracker).toBeHidden()

    // Staff pack and ship it; the buyer's tracker follows, with the dates, carrier and tracking number.
    await staffUpdateOrder(request, answer.order._id, { orderStatus: 'packed' })
    await staffUpdateOrder(request, answer.order._id, {
      orderStatus: 'shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: `BD${Date.now()}IN` },
    })
    await page.reload()
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
    await card.getByRole('button', { name: 'Track Order' }).click()
    tracker = page.getByRole('dialog', { name: 'Track Order' })
    await expect(tracker.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'shipped')
    for (const [step, state] of [
      ['placed', 'done'],
      ['packed', 'done'],
      ['shipped', 'current'],
      ['delivered', 'upcoming'],
    ] as const) {
      await expect(tracker.locator(`[data-step="${step}"]`)).toHaveAttribute('data-state', state)
    }
    const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())
    await expect(tracker.locator('[data-step="packed"]')).toContainText(today)
    await expect(tracker.locator('[data-step="shipped"]')).toContainText(/Blue Dart · Tracking number BD\d+IN/)
    // Closed by a click on the backdrop.
    await page.mouse.click(5, 5)
    await expect(tracker).toBeHidden()
  })

  test('a failed payment says why and is recorded; paying again on the same page places the order', async ({ page, request }) => {
    test.setTimeout(90_000)
    const [work] = await worksForSale(request, 1)
    await signIn(page, buyer.email, buyer.password)
    await addToCart(page, work!)
    await page.goto('/shop/checkout')
    // The address saved in the first test is offered; choosing it shows the pay button.
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    await page.getByRole('radio', { name: /17 Temple Street/ }).check()
    const pay = page.getByRole('button', { name: `Pay ${inr(work!.price!)}` })
    await pay.click()

    let sheet = page.getByRole('dialog', { name: 'Kala' })
    await sheet.getByLabel('Failure reason').fill('Card declined by the bank')
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/user/create-order'))
    await sheet.getByRole('button', { name: 'Fail payment' }).click()
    await expectToast(page, 'Payment Failed', 'error')
    const failed = (await (await recorded).json()) as { order: ApiOrder }
    expect(failed.order.paymentStatus).toBe('failed')
    await expect(page.getByTestId('payment-notice')).toContainText('Reason: Card declined by the bank')

    // Again, without reloading.
    await pay.click()
    sheet = page.getByRole('dialog', { name: 'Kala' })
    await sheet.getByRole('button', { name: `Pay ${inr(work!.price!)}` }).click()
    await expectToast(page, 'Payment Verified & Order Placed')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Tara.' })).toBeVisible()

    // The same order, paid: one more in My Orders, not two.
    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders (2)' })).toBeVisible()
    const card = page.getByRole('article', { name: `Order ${failed.order.orderNumber}` })
    await expect(card).toContainText(work!.title)
    await expect(card).not.toContainText('Payment failed')
  })
})

test("a visitor's Buy Now opens 'Login Required'; after signing in the buyer is back on the work and Buy Now goes to checkout", async ({
  page,
  request,
}) => {
  const [work] = await worksForSale(request, 1)
  const buyer = await newBuyer(request)
  await page.goto(detailPath(work!))
  await page.getByRole('button', { name: 'Buy Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login Required' })
  await expect(dialog).toContainText('Please login or sign up to continue.')
  expect(await page.evaluate(() => localStorage.getItem('kala.cart'))).toBeNull()
  await dialog.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(detailPath(work!))}`)
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Email').fill(buyer.email)
  await form.getByLabel('Password').fill(buyer.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(detailPath(work!))

  await page.getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL('/shop/checkout')
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(work!.title)
  await expect(page.getByText(/Held for you until/)).toBeVisible()
})

test('a visitor opening /shop/checkout goes to /login and comes back after signing in', async ({ page, request }) => {
  const buyer = await newBuyer(request)
  await page.goto('/shop/checkout')
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/shop/checkout')}`)
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Email').fill(buyer.email)
  await form.getByLabel('Password').fill(buyer.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/shop/checkout')
  // An empty cart cannot check out (DECISIONS 9).
  await expect(page.getByText('Your cart is empty')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('with five saved addresses the total and Pay stay on screen: choosing the last address is all it takes to pay', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const buyer = await newBuyer(request)
    const [work] = await worksForSale(request, 1)
    await signIn(page, buyer.email, buyer.password)
    await saveAddresses(page, request, buyer, FIVE_ADDRESSES)
    await addToCart(page, work!)
    await page.goto('/shop/checkout')
    await expect(page.getByRole('radio')).toHaveCount(5)

    // The first screen: the addresses, and at its foot the total and why there is no Pay button yet.
    const hint = page.getByText('Choose a shipping address to pay.')
    await expect(hint).toBeInViewport()
    const total = page.getByText(inr(work!.price!), { exact: true })
    await expect
      .poll(() => total.evaluateAll((shown) => shown.some((e) => e.getBoundingClientRect().bottom <= window.innerHeight)))
      .toBe(true)

    // The last address, five cards down: Pay is right there, and still there back at the top.
    await page.getByRole('radio', { name: /41 Hampi Bazaar/ }).check()
    const pay = page.getByRole('button', { name: `Pay ${inr(work!.price!)}` })
    await expect(pay).toBeInViewport()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(pay).toBeInViewport()
    await expectAccessible(page, 'the checkout at 390 px with its pay bar')

    await pay.click()
    const sheet = page.getByRole('dialog', { name: 'Kala' })
    await sheet.getByRole('button', { name: `Pay ${inr(work!.price!)}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Tara.' })).toBeVisible()
  })

  test('two tabs on one checkout: paying in one, the other closes its payment window and says the order was paid, with My Orders', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000)
    const buyer = await newBuyer(request)
    const [work] = await worksForSale(request, 1)
    const price = inr(work!.price!)
    // One browser, two tabs (one context: the cart and the sign-in are shared).
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const first = await context.newPage()
    await signIn(first, buyer.email, buyer.password)
    await saveAddresses(first, request, buyer, FIVE_ADDRESSES.slice(0, 1))
    await addToCart(first, work!)
    await first.goto('/shop/checkout')
    const second = await context.newPage()
    await second.goto('/shop/checkout')

    // The second tab opens the payment window and leaves it open.
    await second.getByRole('radio', { name: /17 Temple Street/ }).check()
    await second.getByRole('button', { name: `Pay ${price}` }).click()
    await expect(second.getByRole('dialog', { name: 'Kala' })).toBeVisible()

    // The first tab pays.
    await first.bringToFront()
    await first.getByRole('radio', { name: /17 Temple Street/ }).check()
    await first.getByRole('button', { name: `Pay ${price}` }).click()
    const verified = first.waitForResponse((r) => r.url().endsWith('/api/user/rp-verify-signature'))
    await first
      .getByRole('dialog', { name: 'Kala' })
      .getByRole('button', { name: `Pay ${price}` })
      .click()
    const { order } = (await (await verified).json()) as { order: ApiOrder }
    await expect(first.getByRole('heading', { level: 1, name: 'Thank you, Tara.' })).toBeVisible()

    // The second tab: its payment window gone, and why, instead of 'Your cart is empty'.
    await second.bringToFront()
    await expect(second.getByRole('dialog', { name: 'Kala' })).toBeHidden()
    await expect(second.getByRole('heading', { level: 1, name: 'This order is already paid' })).toBeVisible()
    await expect(second.getByText(`Order #${order.orderNumber} (${price}) was paid in another tab or on another device`)).toBeVisible()
    await expect(second.getByText('The payment window that was open here has been closed.')).toBeVisible()
    await expect(second.getByText('Your cart is empty')).toHaveCount(0)
    await expect(second.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    await expectAccessible(second, 'the second tab after the first paid')
    await second.getByRole('link', { name: 'View My Orders' }).click()
    await expect(second).toHaveURL('/admin/orders')
    await expect(second.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible()
    await context.close()
  })
})

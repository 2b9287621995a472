/**
 * The steps of a sale that several end-to-end tests take on their way to what they test: staff's
 * REST calls, a seller's payout details, a buyer paying in the simulator, staff delivering.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expectToast, type Artwork, type Buyer, DEMO_PASSWORD, expect, inr, signIn, signInByApi } from './fixtures'

/** An order as the payment's verification answers it. */
export type ApiOrder = { _id: string; orderNumber: string }

/** A demo seller and the payout details they give (PAN and bank account). */
export type PayoutSeller = { slug: string; email: string; name: string; pan: string; account: string }

/** This worker's staff token: signed in once, again only when the token stops working. */
let token: string | null = null

export async function staffToken(request: APIRequestContext, { fresh = false } = {}): Promise<string> {
  if (token && !fresh) return token
  const login = await request.post('/cms/api/users/login', { data: { email: 'admin@kala.test', password: DEMO_PASSWORD } })
  expect(login.ok(), `admin login: ${login.status()}`).toBeTruthy()
  token = ((await login.json()) as { token: string }).token
  return token
}

/**
 * Payload's REST API as staff (the demo admin), as /cms calls it. Payload adds a sign-in's session
 * to the account by rewriting its list of sessions, so a sign-in of the same account at the same
 * moment elsewhere (another worker, a back-office test) can drop this one's: asked again once.
 */
export async function staff<T>(request: APIRequestContext, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const send = async (fresh: boolean) => {
    const headers = { Authorization: `JWT ${await staffToken(request, { fresh })}` }
    return method === 'GET' ? request.get(path, { headers }) : request.patch(path, { data, headers })
  }
  let res = await send(false)
  if (res.status() === 401) res = await send(true)
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy()
  return (await res.json()) as T
}

/** The seller's payout details, once (a rerun on the same database finds them saved). */
export async function setUpPayouts(page: Page, seller: PayoutSeller) {
  await signInByApi(page, seller.email)
  await page.goto('/admin/payouts')
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const change = page.getByRole('button', { name: 'Change payout details' })
  const form = page.getByRole('form', { name: 'Payout details' })
  await expect(change.or(form)).toBeVisible()
  if (await change.isVisible()) return
  await form.getByLabel('Name as on your PAN').fill(seller.name)
  await form.getByRole('textbox', { name: 'PAN', exact: true }).fill(seller.pan)
  await form.getByLabel('Account number').fill(seller.account)
  await form.getByLabel('IFSC').fill('HDFC0001234')
  await form.getByLabel('State').selectOption('Karnataka')
  await form.getByRole('button', { name: 'Save payout details' }).click()
  await expect(page.getByRole('status')).toHaveText('Your payout details are saved.')
}

/** The buyer adds the works to the cart and pays in the simulator's dialog; the order the verification answers. */
export async function buy(page: Page, buyer: Buyer, works: Artwork[]): Promise<ApiOrder> {
  await signIn(page, buyer.email, buyer.password)
  for (const work of works) {
    await page.goto(`/shop/artwork/${work.uploadedBy}/${work._id}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
    await expectToast(page, 'Added to cart')
  }
  await page.goto('/shop/checkout')
  return payAtCheckout(
    page,
    works.reduce((n, w) => n + w.price!, 0),
  )
}

/**
 * On the checkout page: the saved address (billing details first if none are saved), Pay `total`,
 * and the payment in the simulator's dialog. The order as the verification answers it.
 */
export async function payAtCheckout(page: Page, total: number): Promise<ApiOrder & { totalAmount: number }> {
  const radio = page.getByRole('radio', { name: /12 MG Road/ })
  const form = page.getByRole('form', { name: 'Billing details' })
  await expect(radio.or(form).first()).toBeVisible()
  if (!(await radio.isVisible())) {
    await form.getByLabel(/^Phone/).fill('9812345678')
    await form.getByLabel(/Address line 1/).fill('12 MG Road')
    await form.getByLabel(/^City/).fill('Bengaluru')
    await form.getByLabel(/^State/).fill('Karnataka')
    await form.getByLabel(/PIN code/).fill('560001')
    // Said, rather than waited on by the click until the test's own timeout: once in CI the form
    // sat filled in for four minutes and the run lost why (the button stays disabled while the form is invalid).
    const add = form.getByRole('button', { name: 'ADD BILLING DETAILS' })
    await expect(add).toBeEnabled()
    // Said, too: once in CI (ci17) the form stayed filled in, the button enabled, no error shown
    // and no address saved; whether the click sent anything was not known.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/update-profile'), { timeout: 15_000 }).catch(() => null)
    await add.click()
    const request = await sent
    expect(request, 'the click on ADD BILLING DETAILS sent no PUT update-profile within 15 s').not.toBeNull()
    const answer = await request!.response()
    expect(answer?.ok(), `PUT update-profile answered ${answer?.status()}: ${await answer?.text()}`).toBe(true)
  }
  await expect(radio).toBeVisible({ timeout: 30_000 })
  await radio.check()
  await page.getByRole('button', { name: `Pay ${inr(total)}` }).click()
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/user/rp-verify-signature'))
  await page
    .getByRole('dialog', { name: 'Kala' })
    .getByRole('button', { name: `Pay ${inr(total)}` })
    .click()
  const answer = (await (await verified).json()) as { success: boolean; order: ApiOrder & { totalAmount: number } }
  expect(answer.success).toBe(true)
  return answer.order
}

/** Staff move the order through packed and shipped to delivered, as they do from /cms. */
export async function deliver(request: APIRequestContext, order: ApiOrder) {
  const shipment = { carrier: 'Blue Dart', trackingNumber: `BD${Date.now()}IN` }
  for (const data of [{ orderStatus: 'packed' }, { orderStatus: 'shipped', shipment }, { orderStatus: 'delivered' }])
    await staff(request, 'PATCH', `/cms/api/orders/${order._id}`, data)
}

import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'
import { formatInr } from '../../shared/checkout-messages'

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill('kala-demo-2025')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
}

/** Payload REST from inside the signed-in page (the session cookie is accepted from the same origin only). */
async function cmsGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'same-origin' })
    if (!res.ok) throw new Error(`${p}: ${res.status}`)
    return res.json()
  }, path)
}

/** Issue 2's promise: staff sign in at /cms, see every collection filled, and set the artwork of the day. */
test.describe('back office', () => {
  test('the demo admin signs in and sees every collection filled', async ({ page }) => {
    await signIn(page, 'admin@kala.test')
    for (const slug of [
      'users',
      'artworks',
      'artwork-collections',
      'galleries',
      'exhibitions',
      'orders',
      'likes',
      'categories',
      'dictionary-categories',
      'dictionary-terms',
      'guides',
      'media',
    ]) {
      const { totalDocs } = await cmsGet<{ totalDocs: number }>(page, `/cms/api/${slug}?limit=1&depth=0`)
      expect(totalDocs, slug).toBeGreaterThan(0)
    }
    await page.goto('/cms/collections/artworks')
    await expect(page.getByRole('heading', { name: 'Artworks' })).toBeVisible()
    await expect(page.locator('.table tbody tr')).toHaveCount(10)
  })

  test('an editor sets the artwork of the day in the back office and the shop shows it', async ({ page }) => {
    await signIn(page, 'editor@kala.test')
    const list = await cmsGet<{ docs: { id: number; title: string }[] }>(
      page,
      '/cms/api/artworks?limit=5&depth=0&where[saleState][equals]=forSale&where[status][equals]=published&sort=price',
    )
    // The database is kept between local runs: pick a work that is not already today's, or the
    // form would not change and Save would stay disabled.
    const current = await cmsGet<{ artworkOfTheDay?: number | { id: number } | null }>(page, '/cms/api/globals/home-curation?depth=0')
    const currentId = typeof current.artworkOfTheDay === 'object' ? current.artworkOfTheDay?.id : current.artworkOfTheDay
    const target = list.docs.slice(1).find((doc) => doc.id !== currentId)!
    await page.goto('/cms/globals/home-curation')
    const field = page.locator('#field-artworkOfTheDay')
    await field.locator('.rs__control').click()
    await page.keyboard.type(target.title.slice(0, 12))
    await page.locator('.rs__option', { hasText: target.title }).first().click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    const res = await page.request.get('/api/public/artwork-of-the-day')
    expect(res.status()).toBe(200)
    expect((await res.json()).artwork.title).toBe(target.title)
  })

  test('orders read as staff need them: paid ones only by default, amounts in rupees, what was bought read-only', async ({ page }) => {
    await signIn(page, 'admin@kala.test')
    // Payload's own avatar, not Gravatar's (outside the CSP, so a broken image on every page).
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
    await page.goto('/cms/collections/orders')
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
    const rows = page.locator('.table tbody tr')
    await expect(rows.first()).toBeVisible()
    const payments = await page.locator('.table tbody td.cell-paymentStatus').allTextContents()
    expect(payments.length).toBeGreaterThan(0)
    expect(new Set(payments.map((p) => p.trim()))).toEqual(
      new Set(payments.map((p) => p.trim()).filter((p) => ['Success', 'Refunded'].includes(p))),
    )
    for (const amount of await page.locator('.table tbody td.cell-totalAmount').allTextContents())
      expect(amount.trim()).toMatch(/^₹[\d,]+$/)

    // Filtering by payment status shows the checkouts that were never paid.
    await page.goto('/cms/collections/orders?where[paymentStatus][equals]=failed')
    await expect(page.locator('.table tbody td.cell-paymentStatus').first()).toHaveText('Failed')

    // A paid order: its total in rupees, its lines read-only.
    const { docs } = await cmsGet<{ docs: { id: number; totalAmount: number }[] }>(
      page,
      '/cms/api/orders?limit=1&depth=0&where[paymentStatus][equals]=success',
    )
    await page.goto(`/cms/collections/orders/${docs[0]!.id}`)
    await expect(page.locator('[data-amount="totalAmount"]')).toHaveText(formatInr(docs[0]!.totalAmount))
    await expect(page.locator('#field-items [data-amount="price"]').first()).toHaveText(/^₹[\d,]+$/)
    await expect(page.locator('#field-items input').first()).toBeDisabled()
    await page.screenshot({ path: 'test-results/back-office-order.png', fullPage: true })
  })
})

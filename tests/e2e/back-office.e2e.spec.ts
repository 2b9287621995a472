import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

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
})

/**
 * The return policy a seller states (issue 20, part 3), end to end: an artist chooses 14 days in
 * My Profile; the work's page says so under its price (as the server renders it, and after the app
 * takes over) and a buyer's cart says so on its line. Sunita Dhurve's works: no other spec buys them.
 */
import { expectToast, expect, pickForSaleArtwork, test, signInByApi } from './fixtures'

const ARTIST = { email: 'sunita.dhurve@kala.test', slug: 'sunita-dhurve' }
const BUYER = 'collector@kala.test'
const FOURTEEN = 'Returns within 14 days of delivery'

test('an artist sets 14 days; the artwork page and the cart say so', async ({ page, request, browser }) => {
  await signInByApi(page, ARTIST.email)
  await page.goto('/admin/profile')
  const form = page.getByRole('form', { name: 'Return policy' })
  await page.waitForLoadState('networkidle')
  await form.getByLabel('Buyers may return a work').selectOption({ label: '14 days after delivery' })
  await expect(form).toContainText(`Buyers read: “${FOURTEEN}”.`)
  await form.getByRole('button', { name: 'Save return policy' }).click()
  await expectToast(page, 'Return policy saved.')

  try {
    const work = await pickForSaleArtwork(request, ARTIST.slug)
    const path = `/shop/artwork/${work.uploadedBy}/${work._id}`
    // The server's page already says it (the same answer embedded for the app).
    const html = await (await request.get(path)).text()
    expect(html).toContain(FOURTEEN)

    const buyer = await browser.newContext()
    const shop = await buyer.newPage()
    await signInByApi(shop, BUYER)
    await shop.goto(path)
    await expect(shop.getByRole('heading', { level: 1 })).toContainText(work.title)
    await expect(shop.getByText(FOURTEEN).first()).toBeVisible()
    await shop.waitForLoadState('networkidle')
    await shop.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
    await expectToast(shop, 'Added to cart')
    await shop.getByRole('button', { name: /^Cart, \d+ items?$/ }).click()
    const line = shop.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem', { name: work.title })
    await expect(line).toContainText(FOURTEEN)
    // Leave the demo collector's cart as it was.
    await line.getByRole('button', { name: `Remove ${work.title} from cart` }).click()
    await buyer.close()
  } finally {
    // Back to the default, for the next run on the same data.
    await page.goto('/admin/profile')
    await page.waitForLoadState('networkidle')
    await form.getByLabel('Buyers may return a work').selectOption({ label: '7 days after delivery' })
    await form.getByRole('button', { name: 'Save return policy' }).click()
    await expectToast(page, 'Return policy saved.')
  }
})

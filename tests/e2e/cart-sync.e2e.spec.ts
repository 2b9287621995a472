/**
 * A signed-in member's cart follows them to another device (issue 18, defect 3): kept on the
 * server, merged with the browser's own cart at sign-in, in Chromium against the real server.
 */
import { expectToast, expect, newBuyer, signIn, test, worksForSale, signInByApi } from './fixtures'

test('a cart made on one device is there on another, and the two merge', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000)
  const buyer = await newBuyer(request)
  const [first, second] = await worksForSale(request, 2)
  const device = async () => {
    const context = await browser.newContext({ baseURL })
    return { context, page: await context.newPage() }
  }

  // The laptop: signed in, one work in the cart.
  const laptop = await device()
  await signInByApi(laptop.page, buyer.email, buyer.password)
  await laptop.page.goto(`/shop/artwork/${first!.uploadedBy}/${first!._id}`)
  await laptop.page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
  await expectToast(laptop.page, 'Added to cart')
  await expect(laptop.page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()

  // The phone: a work put in the cart before signing in, then the member signs in: both are there.
  const phone = await device()
  await phone.page.goto('/')
  await phone.page.evaluate(
    (w) =>
      localStorage.setItem(
        'kala.cart',
        JSON.stringify([{ id: w.id, title: w.title, artistName: w.artistName, price: w.price, image: '' }]),
      ),
    { id: second!._id, title: second!.title, artistName: second!.artistName, price: second!.price },
  )
  // The merged cart is written back once both are in; the laptop's next visit reads that.
  const writtenBack = phone.page.waitForResponse(
    (res) => res.url().endsWith('/api/user/saved-cart') && res.request().method() === 'PUT' && res.ok(),
  )
  await signIn(phone.page, buyer.email, buyer.password)
  await expect(phone.page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
  await writtenBack
  await phone.page.getByRole('button', { name: 'Cart, 2 items' }).click()
  const drawer = phone.page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer.getByRole('listitem', { name: first!.title })).toBeVisible()
  await expect(drawer.getByRole('listitem', { name: second!.title })).toBeVisible()

  // Back on the laptop, the next visit brings the phone's work too.
  // One reload: the sign-in's merge runs after the page has loaded (reloading again would restart it).
  await laptop.page.reload()
  await expect(laptop.page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible({ timeout: 20_000 })
  await laptop.context.close()
  await phone.context.close()
})

import type { APIRequestContext, Page } from '@playwright/test'
import {
  expectToast,
  accessTokenOf,
  api,
  artworksByArtist,
  type Artwork,
  escapeRegExp,
  expect,
  expectAccessible,
  inr,
  mediumOnMaterial,
  newBuyer,
  pickForSaleArtwork,
  ACCOUNTS,
  test,
  signInByApi,
} from './fixtures'

const detailPath = (a: Artwork) => `/shop/artwork/${a.uploadedBy}/${a._id}`

/** The block of price and actions (Add to Cart, Buy Now, Enquire, like). */
const actions = (page: Page) => page.getByRole('button', { name: 'Enquire Artwork Price' }).locator('xpath=ancestor::div[3]')

test.describe('artwork detail', () => {
  let artwork: Artwork
  test.beforeAll(async ({ request }) => {
    artwork = await pickForSaleArtwork(request)
  })

  test('specifications, the price in INR, the shipping and box tooltips', async ({ page }) => {
    await page.goto(detailPath(artwork))
    await expect(page).toHaveTitle(`${artwork.title} by ${artwork.artistName} · Kala`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.title)
    const specs = page.getByRole('region', { name: 'Specifications' })
    const value = (term: string) =>
      specs
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]')
    await expect(value('Artist').getByRole('link', { name: artwork.artistName })).toHaveAttribute(
      'href',
      new RegExp(`/(artist|profile)/${artwork.artistSlug}$`),
    )
    await expect(value('Title')).toHaveText(artwork.title)
    await expect(value('Year')).toHaveText(artwork.yearOfCreation!)
    await expect(value('Size')).toHaveText(new RegExp(`^${escapeRegExp(`${artwork.width} x ${artwork.height}`)}( x [\\d.]+)? in\\.$`))
    await expect(value('Medium')).toHaveText(mediumOnMaterial(artwork))
    await expect(value('Signature')).toHaveText(artwork.signed ? 'Signed' : 'n/a')
    await expect(actions(page)).toContainText(inr(artwork.price!))

    const shipping = page.getByRole('button', { name: 'Shipping: 7 to 14 days' })
    await shipping.hover()
    await expect(page.getByRole('tooltip').filter({ hasText: 'International: 14 to 21 days' })).toBeVisible()
    const box = page.getByRole('button', { name: 'What’s in the box' })
    await box.focus()
    const boxTip = page.getByRole('tooltip').filter({ hasText: 'In the box' })
    await expect(boxTip).toContainText('authenticity certificate')
    await expect(boxTip).toContainText('handbook')
    await page.keyboard.press('Escape')
    await expect(boxTip).toBeHidden()

    await expect(page.getByRole('region', { name: 'Description' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'More works by the artist' }).getByRole('article').first()).toBeVisible()
    await expectAccessible(page, 'the artwork page')
  })

  test('room previews scale the work to its real width; zoom goes from 50% to 200% in steps of 10%', async ({ page }) => {
    await page.goto(detailPath(artwork))
    const rooms = page.getByRole('group', { name: 'See it in a room' }).getByRole('button')
    await expect(rooms).toHaveCount(6)
    const canvas = page.getByTestId('preview-canvas')
    // Previews 1 to 5 are walls of 10, 12, 16, 12 and 20 ft; 6 is a 12 ft wall beside a 72-inch person.
    for (const [index, feet] of [10, 12, 16, 12, 20, 12].entries()) {
      await rooms.nth(index).click()
      await expect(rooms.nth(index)).toHaveAttribute('aria-pressed', 'true')
      const image = canvas.getByRole('img', { name: new RegExp(escapeRegExp(artwork.title)) })
      await expect(image).toBeVisible()
      await expect
        .poll(async () => (await image.boundingBox())!.width / (await canvas.boundingBox())!.width, { message: `preview ${index + 1}` })
        .toBeCloseTo(artwork.width! / (feet * 12), 2)
    }
    await expect(page.getByText('Shown to scale beside a person 6 ft (72 in) tall.')).toBeVisible()

    await page.getByRole('button', { name: 'Front image' }).click()
    const stage = page.getByRole('region', { name: /^Preview at/ })
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    await zoomIn.click()
    await expect(stage).toHaveAccessibleName('Preview at 110%')
    for (let i = 0; i < 9; i++) await zoomIn.click()
    await expect(stage).toHaveAccessibleName('Preview at 200%')
    await expect(zoomIn).toBeDisabled()
    await expect.poll(async () => (await canvas.boundingBox())!.width / (await stage.boundingBox())!.width).toBeGreaterThan(1.9)
    await page.getByRole('button', { name: 'Zoom 200%. Reset to 100%' }).click()
    await expect(stage).toHaveAccessibleName('Preview at 100%')
    for (let i = 0; i < 5; i++) await zoomOut.click()
    await expect(stage).toHaveAccessibleName('Preview at 50%')
    await expect(zoomOut).toBeDisabled()
    await expect(zoomIn).toBeEnabled()
  })

  test("a visitor's Add to Cart, Buy Now and like open 'Login Required', whose Login comes back to the artwork", async ({ page }) => {
    const path = detailPath(artwork)
    await page.goto(path)
    const dialog = page.getByRole('dialog', { name: 'Login Required' })
    for (const name of ['Add to Cart', 'Buy Now', 'Add to favourites']) {
      await actions(page).getByRole('button', { name, exact: true }).click()
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Please login or sign up to continue.')
      if (name === 'Add to Cart') await expectAccessible(page, 'the Login Required modal')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
    await expect(page).toHaveURL(path)
    expect(await page.evaluate(() => localStorage.getItem('kala.cart'))).toBeNull()

    await actions(page).getByRole('button', { name: 'Add to Cart' }).click()
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    await dialog.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(path)}`)
    const form = page.getByRole('form', { name: 'Login' })
    await form.getByLabel('Email').fill(ACCOUNTS.explorer)
    await form.getByLabel('Password').fill('kala-demo-2025')
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artwork.title)
  })

  /** Empties the member's cart, saved and in this browser, and loads the page again. */
  async function emptyCart(page: Page, request: APIRequestContext): Promise<void> {
    const token = await accessTokenOf(page)
    const emptied = await request.put('/api/user/saved-cart', { data: { artworkIds: [] }, headers: { authorization: `Bearer ${token}` } })
    expect(emptied.ok()).toBeTruthy()
    await page.evaluate(() => localStorage.removeItem('kala.cart'))
    await page.reload()
  }

  test.describe('signed in', () => {
    test.use({ asMember: true })

    test("Add to Cart says 'Added to cart', then 'Already in cart'; like says 'Added To Favourites'", async ({ page, request }) => {
      await page.goto(detailPath(artwork))
      // Start from a work this member has not liked and an empty cart: the database, and the cart it
      // keeps for the member (merged into this browser's at sign-in), are kept between local runs.
      await page.waitForLoadState('networkidle')
      await api(request, '/api/user/unlike-artwork', { artworkId: artwork._id }, await accessTokenOf(page))
      await emptyCart(page, request)

      const block = actions(page)
      await block.getByRole('button', { name: 'Add to Cart' }).click()
      await expectToast(page, 'Added to cart')
      await expect(block.getByRole('button', { name: 'In your cart' })).toBeVisible()
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('kala.cart'))) ?? '[]') as { id: string; price: number }[]
      expect(cart).toEqual([expect.objectContaining({ id: artwork._id, price: artwork.price })])
      await block.getByRole('button', { name: 'In your cart' }).click()
      await expectToast(page, 'Already in cart', 'info')

      const like = block.getByRole('button', { name: 'Add to favourites' })
      const liked = page.waitForResponse((r) => r.url().endsWith('/api/user/like-artwork'))
      await like.click()
      expect((await liked).status()).toBe(200)
      await expectToast(page, 'Added To Favourites')
      await expect(block.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true')
      await expectAccessible(page, 'the artwork page, signed in')

      // And back: 'Removed From Favourites' in the error style, and the server agrees.
      await block.getByRole('button', { name: 'Remove from favourites' }).click()
      await expectToast(page, 'Removed From Favourites', 'error')
      await page.reload()
      await expect(actions(page).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false')
    })

    test('Buy Now adds the work and goes to /shop/checkout', async ({ page, request }) => {
      await page.goto(detailPath(artwork))
      // The member's saved cart is shared with the other tests signed in as them.
      await page.waitForLoadState('networkidle')
      await emptyCart(page, request)
      await actions(page).getByRole('button', { name: 'Buy Now' }).click()
      await expect(page).toHaveURL('/shop/checkout')
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('kala.cart'))) ?? '[]') as { id: string }[]
      expect(cart.map((i) => i.id)).toEqual([artwork._id])
    })
  })

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('a purchase bar keeps the price and Add to Cart on screen while the panel is out of view, and adds to the cart', async ({
      page,
      request,
    }) => {
      // A buyer of their own (an empty cart, whatever the other tests leave in the collector's), and a
      // work of the artist's that the other tests leave alone (they take the first; Buy Now holds it).
      const buyer = await newBuyer(request)
      const work = (await artworksByArtist(request, { artistSlug: 'meera-iyer' })).artworks
        .filter((a) => a.saleStatus === 'available' && a.price !== null && a._id !== artwork._id)
        .at(-1)!
      await signInByApi(page, buyer.email, buyer.password)
      await page.goto(detailPath(work))
      await page.waitForLoadState('networkidle')

      // The first screen shows the pictures, and an Add to Cart too: the panel's, or the bar's.
      const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true })
      await expect
        .poll(() => addToCart.evaluateAll((buttons) => buttons.some((b) => b.getBoundingClientRect().bottom <= window.innerHeight)))
        .toBe(true)

      // The panel in view: no bar, one Add to Cart.
      const bar = page.getByRole('region', { name: 'Price and purchase' })
      await actions(page).scrollIntoViewIfNeeded()
      await expect(bar).toBeHidden()
      await expect(addToCart).toHaveCount(1)

      // Scrolled past it: the bar, with the price and the button.
      await actions(page).evaluate((panel) =>
        window.scrollTo({ top: panel.getBoundingClientRect().bottom + window.scrollY, behavior: 'instant' }),
      )
      await expect(bar).toBeVisible()
      await expect(bar).toContainText(inr(work.price!))
      await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeInViewport()
      await expectAccessible(page, 'the artwork page with its purchase bar at 390 px')
      await bar.getByRole('button', { name: 'Add to Cart' }).click()
      await expectToast(page, 'Added to cart')
      await expect(bar.getByRole('button', { name: 'In your cart' })).toBeVisible()
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('kala.cart'))) ?? '[]') as { id: string }[]
      expect(cart.map((i) => i.id)).toEqual([work._id])

      // At the very bottom the footer's last line is above the bar, not under it.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect(bar).toBeVisible()
      const lastLine = await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).boundingBox()
      const barBox = await bar.boundingBox()
      expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(barBox!.y)
    })
  })
})

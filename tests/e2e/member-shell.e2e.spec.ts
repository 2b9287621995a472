/**
 * The member area's shell and its dashboard, sales, enquiries and favourites (issue 9) in Chromium
 * against the real server: the sidebar per role and the explorer's 'Not for your role' state; a
 * buyer's price enquiry read and answered by the artist; the artist's figures; unliking from
 * favourites; logout; the phone's menu; axe on every screen; screenshots of the dashboard and the
 * enquiries at 390 and 1440 px (kept in docs/screenshots/ by `npm run screenshots`: admin-*.png).
 */
import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  imagesLoaded,
  expectToast,
  ACCOUNTS,
  accessTokenOf,
  api,
  type Artwork,
  type Buyer,
  expect,
  expectAccessible,
  newBuyer,
  pickForSaleArtwork,
  settle,
  signIn,
  test,
  worksForSale,
  SCREENSHOTS,
  signInByApi,
} from './fixtures'

type Enquiry = { _id: string; artworkId: string; message: string | null; status: string; name: string }
type Enquiries = { enquiries: Enquiry[]; page: number; pages: number; count: number; unread: number }
type SellerDashboard = {
  kind: 'seller'
  views: { total: number; daily: { day: string; count: number }[] }
  works: { published: number; unpublished: number; sold: number }
  sales: { revenue: number; last30Revenue: number }
}

const detailPath = (a: Artwork) => `/shop/artwork/${a.uploadedBy}/${a._id}`
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your account' }).getByRole('navigation', { name: 'Member area' })

/** A signed-in page of its own (a second person in the same test). */
async function personPage(browser: Browser, baseURL: string | undefined, email: string, password?: string, width = 1440) {
  const mobile = width < 768
  const context = await browser.newContext({ baseURL, viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile })
  const page = await context.newPage()
  await signIn(page, email, password)
  return page
}

async function loginToken(request: APIRequestContext, email: string, password = 'kala-demo-2025'): Promise<string> {
  const res = await request.post('/auth/login', { data: { email, password } })
  expect(res.ok(), `login ${email}: ${res.status()}`).toBeTruthy()
  return ((await res.json()) as { accessToken: string }).accessToken
}

test.describe('the member area', () => {
  test('an explorer sees no seller links and gets the role state on the seller screens (and 403 from the server)', async ({
    page,
    request,
  }) => {
    await signInByApi(page, ACCOUNTS.explorer)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Profile',
      'Orders',
      /^Messages/,
      'Offers',
      /^Notifications/,
      'Favourites',
      'Following',
      'Viewing rooms',
      'Security',
    ])
    await expect(page.getByRole('complementary', { name: 'Your account' })).toContainText('Explorer')

    for (const path of ['/admin/artworks', '/admin/collections', '/admin/add/artwork', '/admin/sales', '/admin/enquiries?box=received']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/admin/dashboard')
    }
    // Their own sent enquiries stay open to them.
    await page.goto('/admin/enquiries')
    await expect(page.getByRole('tab', { name: 'Sent', selected: true })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Received' })).toHaveCount(0)

    const token = await accessTokenOf(page)
    const res = await request.post('/api/admin/artworks', { data: { page: 1 }, headers: { authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(403)
  })

  test('a buyer enquires about an artist’s work; the artist reads it, marks it answered and replies in a conversation that hides a phone number before a sale', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    const buyer: Buyer = await newBuyer(request)
    const work = await pickForSaleArtwork(request)
    const message = `Could you ship it to Pune? (${unique()})`

    // The buyer: the artwork page records the visit, then 'Enquire Artwork Price'.
    const buyerPage = await personPage(browser, baseURL, buyer.email, buyer.password)
    const viewed = buyerPage.waitForResponse((r) => r.url().endsWith(`/api/public/artwork/${work._id}/view`))
    await buyerPage.goto(detailPath(work))
    expect((await viewed).status(), 'the visit is recorded').toBe(204)
    await buyerPage.getByRole('button', { name: 'Enquire Artwork Price' }).click()
    const dialog = buyerPage.getByRole('dialog', { name: 'Enquire Artwork Price' })
    const form = dialog.getByRole('form', { name: 'Enquiry' })
    await form.getByLabel('Name').fill(buyer.fullName)
    await form.getByLabel('Email').fill(buyer.email)
    await form.getByLabel('Phone').fill('9845012345')
    await form.getByLabel('Message (optional)').fill(message)
    const sent = buyerPage.waitForResponse((r) => r.url().endsWith('/api/user/enquiry'))
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    expect((await sent).status()).toBe(201)
    await expect(dialog).toBeHidden({ timeout: 4000 })
    // The buyer finds it under Sent.
    await buyerPage.goto('/admin/enquiries?box=sent')
    await expect(buyerPage.getByRole('article').filter({ hasText: message })).toContainText(`To ${work.artistName}`)

    // The artist: unread in the inbox, with the sidebar's count.
    const artist = await personPage(browser, baseURL, ACCOUNTS.artist)
    await artist.goto('/admin/enquiries')
    await expect(artist.getByRole('tab', { name: 'Received', selected: true })).toBeVisible()
    const item = artist.getByRole('article').filter({ hasText: message })
    await expect(item).toHaveAccessibleName(`${work.title}, unread`)
    await expect(sidebar(artist).getByRole('link', { name: /^Enquiries, \d+ unread$/ })).toBeVisible()
    await expectAccessible(artist, 'the enquiries inbox')

    // Opening it marks it read; it shows the sender's details.
    const read = artist.waitForResponse((r) => r.url().includes('/api/admin/enquiry/') && r.request().method() === 'PUT')
    await item.getByRole('button', { name: `Open the enquiry about ${work.title}` }).click()
    expect((await read).status()).toBe(200)
    await expect(item).toHaveAccessibleName(work.title)
    await expect(item.getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`)
    await expectAccessible(artist, 'an opened enquiry')

    const answered = artist.waitForResponse((r) => r.url().includes('/api/admin/enquiry/') && r.request().method() === 'PUT')
    await item.getByRole('button', { name: 'Mark as answered' }).click()
    expect((await answered).status()).toBe(200)
    await expectToast(artist, 'Marked as answered')

    // The buyer's sent list says so too.
    const mine = await api<Enquiries>(request, '/api/admin/enquiries', { box: 'sent' }, await accessTokenOf(buyerPage))
    expect(mine.enquiries.find((e) => e.message === message)?.status).toBe('answered')

    // The reply is a conversation on Kala (issue 21, part 4), not an e-mail.
    await item.getByRole('button', { name: 'Message the buyer' }).click()
    await expect(artist).toHaveURL(/\/admin\/messages\/[^/]+$/)
    const thread = artist.url()
    const write = async (page: Page, body: string) => {
      const composer = page.getByRole('form', { name: 'Write a message' })
      await composer.getByLabel('Your message').fill(body)
      await composer.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText(body.slice(0, 20))
    }
    await write(artist, `Yes, Pune is fine (${unique()}).`)
    await expectAccessible(artist, 'a conversation')

    // The buyer sees it unread, opens it, and replies with a phone number: hidden before a sale.
    await buyerPage.goto('/admin/messages')
    await expect(sidebar(buyerPage).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible()
    await expectAccessible(buyerPage, 'the messages list')
    await buyerPage.goto(new URL(thread).pathname)
    await expect(sidebar(buyerPage).getByRole('link', { name: 'Messages', exact: true })).toBeVisible()
    const composer = buyerPage.getByRole('form', { name: 'Write a message' })
    await composer.getByLabel('Your message').fill('Lovely. Call me on 98765 43210 to settle it.')
    await composer.getByRole('button', { name: 'Send' }).click()
    await expect(composer.getByRole('status')).toHaveText(
      'E-mail addresses and phone numbers are hidden until the work is sold on Kala: paying through Kala protects both the buyer and the seller.',
    )
    const messages = buyerPage.getByRole('list', { name: 'Messages' })
    await expect(messages).toContainText('Call me on [contact details hidden] to settle it.')
    await expect(messages).not.toContainText('98765')

    // The artist reads the reply as stored: masked.
    await artist.reload()
    await expect(artist.getByRole('list', { name: 'Messages' })).toContainText('Call me on [contact details hidden]')
    await buyerPage.context().close()
    await artist.context().close()
  })

  test("the artist's dashboard shows their figures, with the charts' text alternative; sales load", async ({ page, request }) => {
    const token = await loginToken(request, ACCOUNTS.artist)
    const figures = await api<SellerDashboard>(request, '/api/admin/dashboard', undefined, token)
    expect(figures.kind).toBe('seller')
    await signInByApi(page, ACCOUNTS.artist)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const works = page.getByRole('region', { name: 'Your works' })
    await expect(works.getByText('Published', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      new Intl.NumberFormat('en-IN').format(figures.works.published),
    )
    await expect(works.getByText('Sold', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      new Intl.NumberFormat('en-IN').format(figures.works.sold),
    )
    const views30 = figures.views.daily.reduce((n, d) => n + d.count, 0)
    await expect(page.getByRole('img', { name: /^Daily views, .+ in all/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Daily revenue, .+: ₹[\d,]+ in all/ })).toBeVisible()
    await expect(
      page
        .locator('dl')
        .filter({ hasText: /^Views/ })
        .locator('dd')
        .first(),
    ).toHaveText(new Intl.NumberFormat('en-IN').format(views30))
    await expect(
      page
        .locator('dl')
        .filter({ hasText: /^Revenue/ })
        .locator('dd')
        .first(),
    ).toHaveText(/^₹[\d,]+$/)
    await page.getByText('Show the figures').first().click()
    await expect(page.getByRole('table', { name: 'Daily views, day by day' }).getByRole('row')).toHaveCount(31)
    await expectAccessible(page, 'the seller dashboard')

    await page.getByRole('complementary', { name: 'Your account' }).getByRole('link', { name: 'Sales' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Sales \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sales' }).first()).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page, 'the sales')
  })

  test('favourites show the liked works; unliking one takes it off', async ({ page, request }) => {
    const buyer = await newBuyer(request)
    const works = await worksForSale(request, 2)
    await signIn(page, buyer.email, buyer.password)
    const token = await accessTokenOf(page)
    for (const w of works) await api(request, '/api/user/like-artwork', { artworkId: w._id }, token)

    await page.goto('/admin/favourites')
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites (2)' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(2)
    await expectAccessible(page, 'the favourites')
    const card = page.getByRole('article', { name: works[0]!.title })
    await card.getByRole('button', { name: 'Remove from favourites' }).click()
    await expectToast(page, 'Removed From Favourites')
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites (1)' })).toBeVisible()
    const left = await api<{ artworks: Artwork[]; count: number }>(request, '/api/admin/likes', { page: 1 }, token)
    expect(left.artworks.map((a) => a._id)).toEqual([works[1]!._id])

    // The buyer's dashboard lists the one left.
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('article')).toHaveCount(1)
    await expectAccessible(page, 'the buyer dashboard')
  })

  test('logout removes the session and the cart and goes to /', async ({ page, request }) => {
    const buyer = await newBuyer(request)
    const [work] = await worksForSale(request, 1)
    await signInByApi(page, buyer.email, buyer.password)
    await page.goto(detailPath(work!))
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click()
    await expectToast(page, 'Added to cart')
    await page.goto('/admin/favourites')
    await page.getByRole('complementary', { name: 'Your account' }).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    // Cleared once the member area's guard has gone from the screen, just after the move to /.
    const stored = () =>
      page.evaluate(() => ['accessToken', 'refreshToken', 'userProfile', 'kala.cart'].map((k) => localStorage.getItem(k)))
    await expect.poll(stored).toEqual([null, null, null, null])
  })

  test('on a phone the sidebar is a menu and the screen takes the full width', async ({ browser, baseURL }) => {
    const page = await personPage(browser, baseURL, ACCOUNTS.artist, undefined, 390)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Your account' })).toBeHidden()
    const heading = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox()
    expect(heading!.x).toBeLessThan(40)
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Your account' })
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Profile',
      'Orders',
      'Artworks',
      'Collections',
      'Galleries',
      'Sales',
      'Payouts',
      /^Enquiries/,
      /^Messages/,
      'Offers',
      /^Notifications/,
      'Favourites',
      'Following',
      'Viewing rooms',
      'Security',
    ])
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page, 'the phone menu')
    await menu.getByRole('link', { name: /^Enquiries/ }).click()
    await expect(page).toHaveURL('/admin/enquiries')
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })
})

test.describe('screenshots', { tag: '@screenshots' }, () => {
  test('the seller dashboard and the enquiries at 390 and 1440 px', async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    for (const width of [390, 1440]) {
      const page = await personPage(browser, baseURL, ACCOUNTS.artist, undefined, width)
      for (const [name, path, ready] of [
        ['admin-dashboard', '/admin/dashboard', 'Your works'],
        ['admin-enquiries', '/admin/enquiries', 'Received'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible()
        await imagesLoaded(page)
        await settle(page)
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px fits`).toBeLessThanOrEqual(width)
      }
      await page.context().close()
    }
  })
})

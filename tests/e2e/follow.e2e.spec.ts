/**
 * Follows (issue 21, part 1) in Chromium against the real server: a visitor presses Follow on an
 * artist's page, signs in through the 'Login Required' modal and comes back following; the artist
 * is in /admin/following (axe clean) and the artist's dashboard counts the follower; Unfollow
 * takes both back. Screenshots of the button and the list at 390 and 1440 px (kept in
 * docs/screenshots/ by `npm run screenshots`: follow-*.png).
 */
import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, newMember, shoot, signIn, test, SCREENSHOTS } from './fixtures'

const ARTIST_PAGE = '/artist/meera-iyer'

async function followersOfDemoArtist(request: APIRequestContext): Promise<number> {
  const login = await request.post('/auth/login', { data: { email: ACCOUNTS.artist, password: DEMO_PASSWORD } })
  expect(login.ok()).toBeTruthy()
  const { accessToken } = (await login.json()) as { accessToken: string }
  const res = await request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${accessToken}` } })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { followers: { total: number } }).followers.total
}

/** The artist's own dashboard in a browser of their own: its Followers tile. */
async function dashboardFollowers(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await signIn(page, ACCOUNTS.artist, DEMO_PASSWORD, '/admin/dashboard')
  const tile = page.locator('dl').filter({ has: page.getByText('Followers', { exact: true }) })
  await expect(tile).toBeVisible()
  const value = (await tile.locator('dd').first().textContent()) ?? ''
  await context.close()
  return value.trim()
}

async function phone(browser: Browser, baseURL: string | undefined, storage: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    storageState: storage,
  })
  return context.newPage()
}

test('a visitor follows an artist through the sign-in modal, finds them in Following, and unfollows; the artist counts the follower', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  mkdirSync(SCREENSHOTS, { recursive: true })
  const member = await newMember(request, 'collector', 'Nila Menon')
  const before = await followersOfDemoArtist(request)

  // A visitor presses Follow: the likes' 'Login Required', whose Login comes back here.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(ARTIST_PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()
  await page.getByRole('button', { name: 'Follow Meera Iyer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login Required' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login\?redirectUrl=/)
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Email').fill(member.email)
  await form.getByLabel('Password').fill(member.password)
  await form.getByRole('button', { name: 'Login' }).click()

  // Back on the artist's page, signed in: the follow was made.
  await expect(page).toHaveURL(new RegExp(`${ARTIST_PAGE}$`))
  const following = page.getByRole('button', { name: 'Following Meera Iyer' })
  await expect(following).toBeVisible()
  await expect(following).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => followersOfDemoArtist(request)).toBe(before + 1)
  expect(await dashboardFollowers(browser, baseURL)).toBe(String(before + 1))
  await shoot(page, 'follow-artist', 1440)

  // The member area's Following list.
  await page.goto('/admin/following')
  await expect(page.getByRole('heading', { level: 1, name: 'Following (1)' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Artists and galleries you follow' })
  await expect(list.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', ARTIST_PAGE)
  await expect(list.getByText('Artist · Chennai')).toBeVisible()
  await expectAccessible(page, '/admin/following')
  await shoot(page, 'follow-list', 1440)

  const mobile = await phone(browser, baseURL, await page.context().storageState())
  await mobile.goto(ARTIST_PAGE)
  await expect(mobile.getByRole('button', { name: 'Following Meera Iyer' })).toBeVisible()
  await shoot(mobile, 'follow-artist', 390)
  await mobile.goto('/admin/following')
  await expect(mobile.getByRole('link', { name: 'Meera Iyer' })).toBeVisible()
  await expectAccessible(mobile, '/admin/following at 390 px')
  await shoot(mobile, 'follow-list', 390)
  await mobile.context().close()

  // Unfollow: the row goes, and so does the artist's follower.
  await list.getByRole('button', { name: 'Unfollow Meera Iyer' }).click()
  await expect(page.getByText('You follow nobody yet')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Following (0)' })).toBeVisible()
  await expect.poll(() => followersOfDemoArtist(request)).toBe(before)
  expect(await dashboardFollowers(browser, baseURL)).toBe(String(before))
  await page.goto(ARTIST_PAGE)
  await expect(page.getByRole('button', { name: 'Follow Meera Iyer' })).toHaveAttribute('aria-pressed', 'false')
})

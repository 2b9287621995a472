/**
 * The signed-in home (issue 21, part 6) in Chromium against the real server: a member who follows
 * an artist and keeps an alert sees "New from artists you follow" with that artist's work and "New
 * for your alerts" on the home page (axe clean), each with its See all link; a visitor's home has
 * neither and asks for no rows. Screenshots at 390 and 1440 px (kept in docs/screenshots/ by
 * `npm run screenshots`: home-rows-*.png).
 */
import { mkdirSync } from 'node:fs'
import { accessTokenOf, expect, expectAccessible, newMember, shoot, signIn, test, SCREENSHOTS } from './fixtures'

test('a member who follows an artist and keeps an alert sees both rows on the home page; a visitor sees neither', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  mkdirSync(SCREENSHOTS, { recursive: true })

  // A visitor: the home as before, and no request for rows.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/user/home-rows')) asked.push(r.url())
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /Art over algorithms/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'New from artists you follow' })).toHaveCount(0)
  expect(asked).toEqual([])

  // A member follows Meera Iyer on her page and saves an alert for abstract works.
  const member = await newMember(page.request, 'collector', 'Kavya Rao')
  await signIn(page, member.email, member.password, '/artist/meera-iyer')
  await page.getByRole('button', { name: 'Follow Meera Iyer' }).click()
  await expect(page.getByRole('button', { name: 'Following Meera Iyer' })).toBeVisible()
  const token = await accessTokenOf(page)
  const saved = await page.request.post('/api/user/alerts', {
    data: { criteria: { style: 'abstract' } },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(saved.status()).toBe(201)

  await page.goto('/')
  const following = page.getByRole('region', { name: 'New from artists you follow' })
  await expect(following).toBeVisible()
  await expect(following.getByText('Meera Iyer').first()).toBeVisible()
  await expect(following.getByRole('link', { name: 'See whom you follow' })).toHaveAttribute('href', '/admin/following')
  const alerts = page.getByRole('region', { name: 'New for your alerts' })
  await expect(alerts).toBeVisible()
  await expect(alerts.getByRole('link', { name: 'See your alerts' })).toHaveAttribute('href', '/admin/notifications')
  expect(asked.length).toBeGreaterThan(0)
  await expectAccessible(page, 'the signed-in home with its rows')
  await shoot(page, 'home-rows', 1440)

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  })
  const mobile = await phone.newPage()
  await mobile.goto('/')
  await expect(mobile.getByRole('region', { name: 'New from artists you follow' }).getByText('Meera Iyer').first()).toBeVisible()
  await expectAccessible(mobile, 'the signed-in home at 390 px')
  await shoot(mobile, 'home-rows', 390)
  await phone.close()
})

/**
 * Issue 21's whole loop in Chromium against the real server, two browsers side by side: a collector
 * follows a new artist and saves a shop view as an alert, with e-mails at once; the artist lists a
 * work that matches; staff approve it; the jobs queue's next tick sends exactly one digest with the
 * work, and its unsubscribe link works from the mail; the collector offers, the artist counters,
 * the collector accepts, writes to the seller (the phone number masked before the sale), pays the
 * countered amount in the simulator, and the order shows it.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { ALERT_MESSAGES } from '../../shared/alerts'
import { OFFER_MESSAGES } from '../../shared/offers'
import { mkdirSync } from 'node:fs'
import {
  api,
  type Buyer,
  expect,
  expectAccessible,
  expectToast,
  inr,
  mailsTo,
  newMember,
  SCREENSHOTS,
  shoot,
  signIn,
  test,
} from './fixtures'
import { acceptCounter, acceptedOffer, counterOffer, makeOffer, offerDialog, payAcceptedOffer } from './offers-steps'
import { staff } from './sales'

/** A price range nothing else in the demo catalogue falls into, so the alert matches this work alone. */
const PRICE = 77_777
const RANGE = { priceMin: 77_700, priceMax: 77_800 }
/** The artist's counter to the collector's offer of ₹65,000 (the floor is ₹60,000). */
const COUNTER = 72_000

/** The member's public page's slug: newMember signs up `first.id@…` as username `first-id`. */
const slugOf = (member: Buyer) => member.email.split('@')[0]!.replace('.', '-')

async function browserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

/** The artist lists a work through the member area's API, taking offers above a floor. */
async function listWork(request: APIRequestContext, artist: Buyer, title: string): Promise<{ _id: string; review: { state: string } }> {
  const { accessToken } = await api<{ accessToken: string }>(request, '/auth/login', { email: artist.email, password: artist.password })
  const image = await sharp({ create: { width: 900, height: 1100, channels: 3, background: { r: 164, g: 92, b: 52 } } })
    .jpeg()
    .toBuffer()
  const res = await request.post('/api/admin/add-artwork', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: {
      artistName: artist.fullName,
      title,
      medium: 'Oil',
      material: 'Canvas',
      height: '40',
      width: '30',
      depth: '2',
      price: String(PRICE),
      status: 'published',
      available: 'true',
      acceptOffers: 'true',
      offerFloor: '60000',
      artworks: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { artwork: { _id: string; review: { state: string } } }).artwork
}

const digestsOf = (email: string) => mailsTo(email).filter((mail) => mail.includes(`Subject: ${ALERT_MESSAGES.digestSubject(1)}`))

test('follow, alert, one digest, unsubscribe; offer, counter, a masked message, pay the counter', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  mkdirSync(SCREENSHOTS, { recursive: true })
  const collector = await newMember(request, 'collector', 'Rhea Kapoor')
  const artist = await newMember(request, 'artist', 'Devika Rao')
  const title = `Laterite Noon ${Date.now().toString(36)}`

  // The collector follows the artist from the artist's page.
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, collector.email, collector.password, `/artist/${slugOf(artist)}`)
  await expect(page.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: `Follow ${artist.fullName}` }).click()
  await expect(page.getByRole('button', { name: `Following ${artist.fullName}` })).toHaveAttribute('aria-pressed', 'true')

  // ...saves a shop view as an alert...
  await page.goto(`/shop/artworks?priceMin=${RANGE.priceMin}&priceMax=${RANGE.priceMax}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Save as alert' }).click()
  await expectToast(page, ALERT_MESSAGES.saved)

  // ...and asks for its e-mails at once.
  await page.goto('/admin/notifications')
  const settings = page.getByRole('form', { name: 'E-mail settings' })
  await settings.getByLabel('E-mails of new works, lower prices and works available again').selectOption('instant')
  await settings.getByRole('button', { name: 'Save settings' }).click()
  await expectToast(page, ALERT_MESSAGES.settingsSaved)

  // The artist lists a matching work: a new seller's work waits for staff's review, and nobody is told yet.
  const work = await listWork(request, artist, title)
  expect(work.review.state).toBe('pending')
  await staff(request, 'PATCH', `/cms/api/artworks/${work._id}`, { review: 'approved' })

  // The queue's next tick sends one digest with the work, its price and its page.
  await expect.poll(() => digestsOf(collector.email).length, { timeout: 60_000, message: 'a digest in the outbox' }).toBe(1)
  const digest = digestsOf(collector.email)[0]!
  expect(digest).toContain(title)
  expect(digest).toContain(inr(PRICE))
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(digest)?.[1]
  expect(unsubscribe).toBeTruthy()

  // The same news in the site: the bell counts it, /admin/notifications lists it with the alert and the settings.
  await page.goto('/admin/notifications')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await expectAccessible(page, '/admin/notifications')
  await shoot(page, 'notifications', 1440)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page, '/admin/notifications at 390 px')
  await shoot(page, 'notifications', 390)
  await page.setViewportSize({ width: 1440, height: 900 })

  // The mail's link: the page asks, the button unsubscribes, and the settings say so.
  const mailClient = await browserPage(browser, baseURL)
  await mailClient.goto(unsubscribe!)
  await mailClient.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(mailClient.getByText(ALERT_MESSAGES.unsubscribed)).toBeVisible()
  await mailClient.context().close()
  await page.reload()
  await expect(settings.getByLabel('E-mails of new works, lower prices and works available again')).toHaveValue('off')

  // From the notification to the work: the collector offers under the listed price, above the seller's floor.
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await makeOffer(page, 65_000)).toBe(OFFER_MESSAGES.made)
  await offerDialog(page).getByRole('button', { name: 'Done' }).click()

  // The artist, in a browser of their own, counters.
  const studio = await browserPage(browser, baseURL)
  await signIn(studio, artist.email, artist.password)
  await counterOffer(studio, COUNTER, title)

  // The collector accepts the counter and writes to the seller before paying: the number is hidden.
  expect(await acceptCounter(page, title)).toBe(COUNTER)
  await (await acceptedOffer(page, title)).getByRole('button', { name: 'Message the seller' }).click()
  await expect(page).toHaveURL(/\/admin\/messages\/[^/]+$/)
  const composer = page.getByRole('form', { name: 'Write a message' })
  await composer.getByLabel('Your message').fill('Could it travel to Kochi? Call me on 98765 43210.')
  await composer.getByRole('button', { name: 'Send' }).click()
  const messages = page.getByRole('list', { name: 'Messages' })
  await expect(messages).toContainText('Call me on [contact details hidden].')
  await expect(messages).not.toContainText('98765')
  await expectAccessible(page, 'a conversation on an accepted offer')
  await shoot(page, 'messages-thread', 1440)
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(page, 'messages-thread', 390)
  await page.setViewportSize({ width: 1440, height: 900 })

  // ...pays exactly the counter in the simulator, and My Orders shows it.
  const order = await payAcceptedOffer(page, COUNTER, title)
  expect(order.totalAmount).toBe(COUNTER)
  await page.goto('/admin/orders')
  const placed = page.getByRole('article', { name: `Order ${order.orderNumber}` })
  await expect(placed.getByText('Total Amount').locator('xpath=following-sibling::dd[1]')).toHaveText(inr(COUNTER))
  await expect(placed).toContainText(title)

  // The artist reads the message as it was stored: masked.
  await studio.goto('/admin/messages')
  await expect(studio.getByRole('link', { name: new RegExp(`Order ${order.orderNumber}`) }).first()).toBeVisible()
  await shoot(studio, 'messages', 1440)
  await studio
    .getByRole('link', { name: new RegExp(`Order ${order.orderNumber}`) })
    .first()
    .click()
  await expect(studio.getByRole('list', { name: 'Messages' })).toContainText('Call me on [contact details hidden].')
  await studio.context().close()

  // Still exactly one digest: every tick since has sent no second one.
  expect(digestsOf(collector.email)).toHaveLength(1)
})

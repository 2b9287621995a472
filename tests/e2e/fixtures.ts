/**
 * Shared helpers of the storefront's end-to-end specs:
 * - `test`: Playwright's test with `asMember` (run the test signed in as the demo collector, with
 *   one sign-in per worker through the real /login form, reused as storageState and renewed
 *   before its access token expires);
 * - every page load of the storefront waits until the app has taken the page over;
 * - `expectAccessible`: an axe check that fails on any serious or critical violation;
 * - `signIn`: the real /login form;
 * - `api`, `publicArtworks`, …: read the seeded catalogue through the public API to pick ids and
 *   to know what a screen should show, instead of hard-coding the seed's contents.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../shared/constants'
import { E2E_OUTBOX } from './dataDir'

export { expect }

export const DEMO_PASSWORD = 'kala-demo-2025'
export const ACCOUNTS = {
  collector: 'collector@kala.test',
  artist: 'artist@kala.test',
  explorer: 'explorer@kala.test',
} as const

/** The 12 colours, in the order of COLORS in shared/constants.ts. */
export const COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'violet', 'pink', 'brown', 'gray', 'black', 'white'] as const

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page']
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

// ---------- the catalogue, through the API ----------

export type ImageSet = { url: string; alt?: string; width: number; height: number }
export type Artwork = {
  _id: string
  title: string
  artistName: string
  artistSlug: string
  uploadedBy: string
  price: number | null
  imageUrls: ImageSet[]
  medium: string
  material?: string | null
  width?: number | null
  height?: number | null
  depth?: number | null
  yearOfCreation?: string | null
  signed?: boolean | null
  available: boolean
  saleStatus?: 'available' | 'reserved' | 'sold' | 'on-request'
  colors: string[]
}
export type Paged<K extends string, T> = { [key in K]: T[] } & { page: number; pages: number; count: number }

/** A JSON call to the server; fails the test with the server's answer when it is not 2xx. */
export async function api<T>(request: APIRequestContext, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  const res = body === undefined ? await request.get(path, { headers }) : await request.post(path, { data: body, headers })
  expect(res.ok(), `${body === undefined ? 'GET' : 'POST'} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy()
  return (await res.json()) as T
}

export const publicArtworks = (request: APIRequestContext, filter: Record<string, unknown> = {}) =>
  api<Paged<'artworks', Artwork>>(request, '/api/public/artworks', filter)

export const artworksByArtist = (request: APIRequestContext, body: { artistSlug: string; page?: number; color?: string; size?: string }) =>
  api<Paged<'artworks', Artwork> & { profile: Record<string, unknown> & { bio?: string | null; artistName: string; username: string } }>(
    request,
    '/api/public/artworks-by-artist',
    body,
  )

/**
 * A published, for-sale artwork with a price, a year and both dimensions, by an artist who
 * uploaded it themself (so its artist link is a real artist profile).
 */
export async function pickForSaleArtwork(request: APIRequestContext, artistSlug = 'meera-iyer'): Promise<Artwork> {
  const { artworks } = await artworksByArtist(request, { artistSlug })
  const forSale = artworks.filter(
    (a) =>
      a.saleStatus === 'available' &&
      a.available &&
      a.price !== null &&
      a.width &&
      a.height &&
      a.yearOfCreation &&
      a.uploadedBy === artistSlug,
  )
  // Tests on other workers pick from the same artist at the same time: each worker takes the works
  // whose id falls to it, so two never add the same work to their carts (any work once its share is gone).
  const { parallelIndex, config } = test.info()
  const mine = forSale.find((a) => Number(a._id) % config.workers === parallelIndex)
  const found = mine ?? forSale[0]
  expect(found, `a for-sale artwork by ${artistSlug} in the seed`).toBeTruthy()
  return found!
}

/** ₹ and Indian digit grouping, as the shop prints a price ('₹1,14,000'). */
export const inr = (value: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value)}`

/** 'Oil on canvas': the card's 'medium on material' with the first letter capitalised. */
export const mediumOnMaterial = (a: Pick<Artwork, 'medium' | 'material'>) => {
  const text = [a.medium.toLowerCase(), a.material].filter(Boolean).join(' on ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Text of HTML, as the storefront's excerpts see it. */
export const stripHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * `shown` is an excerpt of `text` (HTML stripped) of at most `max` characters, cut at a word
 * boundary and followed by an ellipsis when the text is longer.
 */
export function expectExcerpt(shown: string, html: string, max: number): void {
  const text = stripHtml(html)
  const trimmed = shown.trim()
  const body = trimmed.replace(/…$/, '').trimEnd()
  expect(body.length, `excerpt of at most ${max} characters`).toBeLessThanOrEqual(max)
  expect(text.startsWith(body), `"${body.slice(0, 60)}…" is the start of the text, without HTML`).toBe(true)
  if (text.length > max) {
    expect(trimmed.endsWith('…'), 'an ellipsis after a cut').toBe(true)
    expect(body.length, 'not much shorter than the limit').toBeGreaterThan(max - 40)
    expect(text.charAt(body.length), 'cut at a word boundary').toMatch(/[\s,.;:!?—–-]/)
  } else {
    expect(body).toBe(text)
  }
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------- buyers ----------

const OUTBOX = E2E_OUTBOX
const PASSWORD = 'a-long-password'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export type Buyer = { email: string; password: string; fullName: string }

/** A mail with its headers unfolded and its body's quoted-printable undone (soft line breaks, escaped bytes as UTF-8). */
function readable(mail: string): string {
  const split = /\r?\n\r?\n/.exec(mail)
  if (!split) return mail
  const body = mail
    .slice(split.index)
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'))
  // A long header goes on over folded lines: one line each again.
  return mail.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ') + body
}

/** The mails to `email` in the server's outbox, oldest first, readable (see `readable`). */
export function mailsTo(email: string): string[] {
  if (!existsSync(OUTBOX)) return []
  return readdirSync(OUTBOX, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.eml') && f.name.includes(email))
    .map((f) => f.name)
    .sort()
    .map((name) => readable(readFileSync(join(OUTBOX, name), 'utf8')))
}

/** The verification code of the newest sign-up mail to `email` in the server's outbox. */
function verificationCode(email: string): string | null {
  const text = mailsTo(email).at(-1)
  if (!text) return null
  return /verification code is <strong>([^<]+)<\/strong>/.exec(text)?.[1] ?? /[?&]token=([^&"\s]+)/.exec(text)?.[1] ?? null
}

/** A member of their own, signed up with `role` and verified through the API. */
export async function newMember(request: APIRequestContext, role: 'collector' | 'artist', fullName: string): Promise<Buyer> {
  const id = unique()
  const first = fullName.split(' ')[0]!.toLowerCase()
  const member = { email: `${first}.${id}@example.in`, password: PASSWORD, fullName }
  await api(request, '/auth/signup', {
    role,
    fullName,
    username: `${first}-${id}`,
    email: member.email,
    password: PASSWORD,
    cpassword: PASSWORD,
  })
  let code: string | null = null
  await expect.poll(() => (code = verificationCode(member.email)), { message: `a verification mail to ${member.email}` }).not.toBeNull()
  await api(request, '/auth/verify-email', { email: member.email, verificationToken: code })
  return member
}

/** A buyer of their own (no saved address, no orders): signed up and verified through the API. */
export const newBuyer = (request: APIRequestContext): Promise<Buyer> => newMember(request, 'collector', 'Tara Bhat')

/** Works any new buyer may buy now: published, priced, for sale; by different artists. */
export async function worksForSale(request: APIRequestContext, count: number): Promise<Artwork[]> {
  const candidates: Artwork[] = []
  for (let page = 1; page <= 10; page++) {
    const { artworks, pages } = await publicArtworks(request, { page })
    // Meera Iyer's works are what the other specs pick first: leave them to them. Only the seed's
    // works (they carry a year): a work another test has just listed is that test's to offer on,
    // hold or buy (the collector journey's offer found its work held by a checkout of this one).
    candidates.push(
      ...artworks.filter(
        (a) => a.saleStatus === 'available' && a.available && a.price && a.yearOfCreation && a.artistSlug !== 'meera-iyer',
      ),
    )
    if (page >= pages) break
  }
  // Tests on other workers buy and hold works at the same time: each worker takes the works whose
  // id falls to it first (see pickForSaleArtwork), so one never finds another's work reserved.
  const { parallelIndex, config } = test.info()
  const mine = (a: Artwork) => Number(a._id) % config.workers === parallelIndex
  const picked: Artwork[] = []
  for (const a of [...candidates.filter(mine), ...candidates.filter((c) => !mine(c))]) {
    if (picked.some((p) => p._id === a._id || p.artistSlug === a.artistSlug)) continue
    picked.push(a)
    if (picked.length === count) break
  }
  expect(picked, `${count} works for sale in the seed`).toHaveLength(count)
  return picked
}

// ---------- accessibility ----------

/** Waits for the CSS transitions and finite animations of the page to end (axe reads colours). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Where screenshots go: test-results/screenshots in a test run (which never changes a tracked
 * file), docs/screenshots with `npm run screenshots`, which sets SCREENSHOT_DIR (the ones a person
 * looks at, kept in the repository).
 */
export const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots'

/**
 * Waits for every image and font of the page. Lazy images below the fold load only near the
 * viewport, so a full-page picture would wait for them for ever: they are all made eager, those
 * that arrive late too.
 */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    for (const img of document.images) img.loading = 'eager'
    return [...document.images].every((img) => img.complete) && document.fonts.status === 'loaded'
  })
}

/** A full-page shot once every image has loaded and nothing moves; the page must fit its width. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' })
    // No focus ring in the picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
  await imagesLoaded(page)
  await settle(page)
  // From the top, as a visitor arrives (the sticky header sits at the scroll position): a late
  // layout shift may have moved it.
  await page.waitForFunction(() => {
    window.scrollTo({ top: 0, behavior: 'instant' })
    return window.scrollY === 0
  })
  // A whole page in one picture has no 'bottom of the screen': a bar kept there (the artwork's
  // purchase bar, the checkout's pay bar on a phone) would be painted across the middle of it.
  await page.screenshot({
    path: `${SCREENSHOTS}/${name}-${width}.png`,
    fullPage: true,
    style:
      'html { --bottom-bar-space: 0px !important; } [data-bottom-bar="fixed"] { display: none !important; } [data-bottom-bar="sticky"] { position: static !important; background: transparent !important; box-shadow: none !important; border-color: transparent !important; backdrop-filter: none !important; transition: none !important; }',
  })
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px fits its width`).toBeLessThanOrEqual(width)
}

/**
 * axe (WCAG 2.0/2.1 A and AA rules and best practices) on the page as it is now: no serious or
 * critical violation. Moderate and minor ones are printed, not failed.
 */
export async function expectAccessible(page: Page, what: string, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  await settle(page)
  // @axe-core/playwright types its page with the top-level playwright-core (a newer release than
  // @playwright/test's own copy); the two Page types differ only in methods axe does not call.
  let builder = new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Passes and incomplete results are not read: leaving them out saves about a quarter of the time.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default runs axe in each frame and merges the results in a
    // new blank page, for cross-origin frames: a page (a renderer process) per check, some 2.5 s of
    // the 3 s a check took on the shop listing, against 0.4 s this way. Kala's pages have no frame
    // from another origin (same-origin frames are still checked).
    .setLegacyMode()
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const minor = violations.filter((v) => !blocking.includes(v))
  if (minor.length) console.log(`axe (${what}), not blocking: ${minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ')}`)
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n    ')}`,
    ),
    `serious or critical axe violations on ${what}`,
  ).toEqual([])
}

// ---------- signing in ----------

/** Signs in through the real /login form and waits until the app has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, redirectUrl?: string): Promise<void> {
  await page.goto(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login(\?|$)/)
  expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken'))), 'accessToken stored after login').toBe(true)
}

/**
 * Signs in as the /login form does (the two tokens the server answers, kept in this browser's
 * storage) without loading a page of the app: for a test about what a member does next, which
 * then opens its own page. The form, and the page it lands on, cost some 2.4 s of the browser's
 * CPU a sign-in; they are tested by auth.e2e and by the tests that still sign in through them.
 * The page is left on the server's health check, a document of the shop's origin.
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const tokens = await api<{ accessToken: string; refreshToken: string }>(page.request, '/auth/login', { email, password })
  await page.goto('/healthz')
  await page.evaluate(
    ({ keys, accessToken, refreshToken }) => {
      localStorage.setItem(keys.accessToken, accessToken)
      localStorage.setItem(keys.refreshToken, refreshToken)
      // Another member's profile, from a sign-in before this one: the app reads the new one.
      localStorage.removeItem(keys.userProfile)
    },
    { keys: STORAGE_KEYS, ...tokens },
  )
}

/** The access token of a signed-in page (for API calls made on the member's behalf). */
export const accessTokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '')

/** The toast with this text on screen now (for asserting that one is NOT shown: see expectToast). */
export const toast = (page: Page, text: string): Locator => page.locator('[data-type]').filter({ hasText: text })

type ToastRecord = { text: string; type: string }
declare global {
  interface Window {
    __kalaToasts?: ToastRecord[]
  }
}

/**
 * Runs in every page before its scripts: notes each toast the Toaster puts on screen. Toasts last
 * one second (the spec's 1000 ms), and on a loaded 2-core runner a click can take longer than that
 * to return, so a toast looked for after the click may already be gone; the page's own record
 * cannot miss it.
 */
function recordToasts() {
  if (window.__kalaToasts) return
  const seen: ToastRecord[] = (window.__kalaToasts = [])
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue
        for (const el of [node, ...node.querySelectorAll<HTMLElement>('[data-type]')])
          if (el.dataset.type) seen.push({ text: (el.textContent ?? '').trim(), type: el.dataset.type })
      }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Expects a toast with this text (and type, when given) to have been shown on this page since the
 * last one this took: each call takes one record, so two toasts of one text need two calls.
 */
export async function expectToast(page: Page, text: string, type?: 'success' | 'error' | 'info'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ text, type }) => {
            const seen = window.__kalaToasts ?? []
            const at = seen.findIndex((t) => t.text.includes(text) && (!type || t.type === type))
            if (at < 0) return seen.map((t) => `${t.type}: ${t.text}`).join(' | ') || 'no toast yet'
            seen.splice(at, 1)
            return 'shown'
          },
          { text, type },
        ),
      { message: `a toast '${text}'${type ? ` (${type})` : ''}` },
    )
    .toBe('shown')
}

// ---------- pages the app has taken over ----------

/**
 * Once a load of a storefront page has finished, waits for the app to take the page over
 * (storefront/src/app/app.tsx marks `<html data-app="live">`). The server's markup shows buttons
 * and fields before they have handlers: a click that early does nothing, and what is typed there
 * can be reset by hydration. Any other page (the back office, a file, an API answer) has no
 * `#root` and is not waited for.
 */
async function appLive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'live', undefined, {
    timeout: 20_000,
  })
}

const waiting = new WeakSet<Page>()

/** Every goto and reload of this page waits for the app (unless it asked to stop at the commit). */
function waitForAppAfterLoads(page: Page): void {
  if (waiting.has(page)) return
  waiting.add(page)
  const live = async <R>(response: R, options?: { waitUntil?: string }): Promise<R> => {
    if (options?.waitUntil !== 'commit') await appLive(page)
    return response
  }
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => live(await goto(url, options), options)
  const reload = page.reload.bind(page)
  page.reload = async (options) => live(await reload(options), options)
}

/** Seconds before its access token expires that a kept sign-in is renewed (a test lasts at most a minute). */
const RENEW_BEFORE_S = 5 * 60

/** When the access token kept in this storage state expires (seconds since the epoch), or 0. */
function accessExpiry(state: StorageState): number {
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === STORAGE_KEYS.accessToken)?.value
  const claims = token?.split('.')[1]
  if (!claims) return 0
  return Number((JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { exp?: number }).exp ?? 0)
}

type Fixtures = {
  /** Run the test signed in as the demo collector (storageState of one sign-in per worker). */
  asMember: boolean
}
type WorkerFixtures = {
  /** Signs the demo collector in through /login on first use, keeps the storage state, and renews it before its token expires. */
  memberState: () => Promise<StorageState>
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  asMember: [false, { option: true }],
  // Every context records its toasts: the test's own and those a test opens with browser.newContext.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.addInitScript(recordToasts)
        if (options?.javaScriptEnabled !== false) context.on('page', waitForAppAfterLoads)
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts)
    context.on('page', waitForAppAfterLoads)
    await use(context)
  },
  memberState: [
    async ({ browser }, use, workerInfo) => {
      let state: StorageState | null = null
      await use(async () => {
        // The access token lives 15 minutes and the run is longer. A kept state past it would make
        // each test's first call a 401 and its refresh a reuse of a token another test already
        // exchanged, which signs the member out: it is renewed well before.
        if (state && accessExpiry(state) - Date.now() / 1000 > RENEW_BEFORE_S) return state
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
        const page = await context.newPage()
        await signIn(page, ACCOUNTS.collector)
        state = await context.storageState()
        await context.close()
        return state
      })
    },
    { scope: 'worker' },
  ],
  storageState: async ({ asMember, memberState, storageState }, use) => {
    await use(asMember ? await memberState() : storageState)
  },
})

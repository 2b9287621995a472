import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectToast, expect, newBuyer, settle, signIn, test, SCREENSHOTS } from './fixtures'
import { E2E_OUTBOX } from './dataDir'

const OUTBOX = E2E_OUTBOX

/** The storefront link to `path` in the newest mail to `email`, or null (quoted-printable decoded). */
function newestLink(email: string, path: string): string | null {
  if (!existsSync(OUTBOX)) return null
  const newest = readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml') && f.includes(email))
    .sort()
    .at(-1)
  if (!newest) return null
  const text = readFileSync(join(OUTBOX, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/gi, '=')
  const match = new RegExp(`https?://[^"\\s<]+${path}\\?token=[0-9a-f]+`).exec(text)
  return match ? match[0] : null
}

test.describe('account security', () => {
  test('forgot password → the mail in the outbox → a new password → login with it', async ({ page, request }) => {
    const buyer = await newBuyer(request)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL('/forgot-password')
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Forgot password' })
    await form.getByLabel('Email').fill(buyer.email)
    await form.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('Please check your inbox.')

    let link: string | null = null
    await expect.poll(() => (link = newestLink(buyer.email, '/reset-password')), { message: 'a reset mail' }).not.toBeNull()
    const url = new URL(link!)
    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    const reset = page.getByRole('form', { name: 'Reset password' })
    await reset.getByLabel(/^New password/).fill('my-fresh-password')
    await reset.getByLabel('Confirm new password').fill('my-fresh-password')
    await reset.getByRole('button', { name: 'Set new password' }).click()
    // The toast first: it lasts a second, and the URL check may notice the change only later.
    await expectToast(page, 'Your password has been changed.')
    await expect(page).toHaveURL('/login')

    // The old password is refused, the new one signs in.
    const login = page.getByRole('form', { name: 'Login' })
    await login.getByLabel('Email').fill(buyer.email)
    await login.getByLabel('Password').fill(buyer.password)
    await login.getByRole('button', { name: 'Login' }).click()
    await expect(login.getByRole('alert')).toHaveText('Incorrect email or password')
    await signIn(page, buyer.email, 'my-fresh-password')

    // The link worked once.
    await page.evaluate(() => localStorage.clear())
    await page.goto(url.pathname + url.search)
    await reset.getByLabel(/^New password/).fill('yet-another-pass')
    await reset.getByLabel('Confirm new password').fill('yet-another-pass')
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect(reset.getByRole('alert')).toContainText('This password reset link is not valid or has expired')
  })

  test('change password in /admin/security: a wrong current one is refused, the right one changes it', async ({ page, request }) => {
    const buyer = await newBuyer(request)
    await signIn(page, buyer.email, buyer.password, '/admin/security')
    await expect(page).toHaveURL('/admin/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill('not-my-password')
    await form.getByLabel(/^New password/).fill('changed-password-1')
    await form.getByLabel('Confirm new password').fill('changed-password-1')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.')

    await form.getByLabel('Current password').fill(buyer.password)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByRole('status')).toHaveText('Your password has been changed. You have been signed out everywhere else.')
    await expect(form.getByLabel('Current password')).toHaveValue('')

    // Still signed in here; elsewhere only the new password works.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    expect((await request.post('/auth/login', { data: { email: buyer.email, password: buyer.password } })).status()).toBe(401)
    expect((await request.post('/auth/login', { data: { email: buyer.email, password: 'changed-password-1' } })).status()).toBe(200)
  })
})

test.describe('account security screenshots', { tag: '@screenshots' }, () => {
  test('forgot password, its inbox state, reset password and /admin/security at 390 and 1440 px', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const buyer = await newBuyer(request)
    for (const width of [390, 1440]) {
      const mobile = width < 768
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: mobile ? 844 : 900 },
        isMobile: mobile,
        hasTouch: mobile,
      })
      const page = await context.newPage()
      const shoot = async (name: string) => {
        await settle(page)
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width}px`).toBeLessThanOrEqual(width)
      }
      await page.goto('/forgot-password')
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible()
      await shoot('forgot-password')
      await page.getByLabel('Email').fill(buyer.email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('status')).toBeVisible()
      await shoot('forgot-password-sent')
      await page.goto('/reset-password?token=0123456789abcdef')
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
      await shoot('reset-password')
      await signIn(page, buyer.email, buyer.password, '/admin/security')
      await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
      await shoot('admin-security')
      await context.close()
    }
  })
})

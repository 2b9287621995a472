import { ACCOUNTS, DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test.describe('auth screens', () => {
  test("login: a wrong password shows the server's error text; the right one follows redirectUrl", async ({ page }) => {
    const target = '/shop/artworks?color=blue'
    await page.goto(`/login?redirectUrl=${encodeURIComponent(target)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, '/login')
    const form = page.getByRole('form', { name: 'Login' })
    await form.getByLabel('Email').fill(ACCOUNTS.explorer)
    await form.getByLabel('Password').fill('not-the-password')
    const refused = page.waitForResponse((r) => r.url().endsWith('/auth/login'))
    await form.getByRole('button', { name: 'Login' }).click()
    const answer = await refused
    expect(answer.status()).toBe(401)
    const { error } = (await answer.json()) as { error: string }
    await expect(form.getByRole('alert')).toHaveText(error)
    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(target)}`)

    // An invalid form is not sent and says 'Incorrect email or password'.
    await form.getByLabel('Password').fill('')
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(form.getByRole('alert')).toHaveText('Incorrect email or password')

    await form.getByLabel('Password').fill(DEMO_PASSWORD)
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(target)
    expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken') && localStorage.getItem('refreshToken')))).toBe(true)
    // The userProfile key holds the signed-in member's profile.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('userProfile') ?? 'null') as { email?: string } | null)?.email))
      .toBe(ACCOUNTS.explorer)
  })

  test('a stale session (revoked refresh token) leaves public pages working and the cart as it was', async ({ page }) => {
    const cart = [{ id: 'kept', title: 'Kept in the cart', artistName: 'Meera Iyer', price: 1000, image: '' }]
    await page.goto('/about')
    await page.evaluate((items) => {
      localStorage.setItem('accessToken', 'not-a-valid-token')
      localStorage.setItem('refreshToken', 'revoked-refresh-token')
      localStorage.setItem('userProfile', JSON.stringify({ fullName: 'Someone' }))
      localStorage.setItem('kala.cart', JSON.stringify(items))
    }, cart)
    await page.goto('/artists')
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Artists' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Trending Artists' })).toBeVisible()
    await expect(page.locator('main').getByRole('link').first()).toBeVisible()
    await expect(page.getByText(/session has expired/i)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    expect(await page.evaluate(() => [localStorage.getItem('refreshToken'), localStorage.getItem('userProfile')])).toEqual([null, null])
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kala.cart') ?? '[]') as unknown)).toEqual(cart)
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible()
  })

  test('an anonymous visitor of /admin is sent to /login', async ({ page }) => {
    await page.goto('/admin/orders')
    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible()
  })

  test.describe('signed in', () => {
    test.use({ asMember: true })
    test('a signed-in user visiting /login, /signup or /verify-email goes to /admin', async ({ page }) => {
      for (const path of ['/login', '/signup', '/verify-email']) {
        await page.goto(path)
        await expect(page).toHaveURL(/\/admin(\/profile)?$/)
      }
    })
  })

  test('signup: five roles; empty fields, mismatched passwords and a taken username show their messages', async ({ page }) => {
    await page.goto('/signup')
    const form = page.getByRole('form', { name: 'Sign up' })
    const role = form.getByLabel('I am joining as')
    await expect(role.locator('option:not([disabled])')).toHaveText([
      'Explorer: I love looking at art',
      'Artist: I make art',
      'Gallery: I represent artists',
      'Collector: I buy and keep art',
      'Researcher: I study art',
    ])
    await expectAccessible(page, '/signup')

    await form.getByRole('button', { name: 'Sign Up' }).click()
    await expect(form.getByRole('alert')).toContainText('Invalid form. Please fill all the fields')

    const id = unique()
    await role.selectOption('collector')
    await form.getByLabel('Full name').fill('Ishaan Kapoor')
    await form.getByLabel('Username').fill(`ishaan-${id}`)
    await form.getByLabel('Email').fill(`ishaan.${id}@example.in`)
    await form.getByLabel(/^Password/).fill('a-long-password')
    await form.getByLabel('Confirm password').fill('a-different-one')
    let posted = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/signup')) posted++
    })
    await form.getByRole('button', { name: 'Sign Up' }).click()
    // Every field is filled: the alert names the real reason (DECISIONS 28), not the empty-form text.
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match')
    await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(0)

    await form.getByLabel('Confirm password').fill('a-long-password')
    await form.getByLabel('Username').fill('meera-iyer')
    const refused = page.waitForResponse((r) => r.url().endsWith('/auth/signup'))
    await form.getByRole('button', { name: 'Sign Up' }).click()
    const answer = await refused
    expect(answer.status()).toBe(409)
    const { error } = (await answer.json()) as { error: string }
    expect(error).toBe('This username is already taken. Please choose another.')
    await expect(form.getByRole('alert')).toHaveText(error)
    await expectAccessible(page, '/signup with an error', { include: 'form' })
  })

  test('signup with fresh details goes to /verify-email, which says a mail was sent', async ({ page }) => {
    const id = unique()
    const email = `tara.${id}@example.in`
    await page.goto('/signup')
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('I am joining as').selectOption('explorer')
    await form.getByLabel('Full name').fill('Tara Bhat')
    await form.getByLabel('Username').fill(`tara-${id}`)
    await form.getByLabel('Email').fill(email)
    await form.getByLabel(/^Password/).fill('a-long-password')
    await form.getByLabel('Confirm password').fill('a-long-password')
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`)
    await expect(page.getByRole('status')).toContainText(`We have sent a verification mail to ${email}`)
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible()
  })

  test("verify-email: without a token it says a mail was sent; with a wrong one it shows the server's error and a 'Resend' link", async ({
    page,
  }) => {
    await page.goto('/verify-email')
    await expect(page.getByRole('status')).toContainText('We have sent a verification mail to')
    await expectAccessible(page, '/verify-email')

    const email = `nobody.${unique()}@example.in`
    await page.goto(`/verify-email?email=${encodeURIComponent(email)}&token=wrong-token`)
    const form = page.getByRole('form', { name: 'Verify e-mail' })
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByLabel('Verification code')).toHaveValue('wrong-token')
    const refused = page.waitForResponse((r) => r.url().endsWith('/auth/verify-email'))
    await form.getByRole('button', { name: 'Verify e-mail' }).click()
    const answer = await refused
    expect(answer.status()).toBe(400)
    const { error } = (await answer.json()) as { error: string }
    const alert = form.getByRole('alert')
    await expect(alert).toContainText(error)
    await expectAccessible(page, '/verify-email with an error')
    await alert.getByRole('button', { name: 'Resend' }).click()
    await expect(form).toContainText('A new verification mail is on its way.')

    // Submit is disabled while the form is invalid.
    await form.getByLabel('Verification code').fill('')
    await expect(form.getByRole('button', { name: 'Verify e-mail' })).toBeDisabled()
  })
})

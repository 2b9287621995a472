import { api, expect, expectAccessible, test } from './fixtures'

/** About, contact, the legal pages and the UI kit. */
test.describe('static pages', () => {
  test('about: the philosophy (art over algorithms, slow curation, artist-first, respect for silence)', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveTitle('About · Kala')
    const philosophy = page.getByRole('region', { name: 'Our philosophy' })
    await expect(philosophy.getByRole('heading', { level: 3 })).toHaveText([
      'Art over algorithms',
      'Slow curation',
      'Artist-first',
      'Respect for silence',
    ])
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expectAccessible(page, '/about')
  })

  test('contact: phone and e-mail blocks, four required fields, Send Message, the thank-you text', async ({ page, request }) => {
    const settings = await api<{ phone: string; email: string }>(request, '/api/public/site-settings')
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: `Phone ${settings.phone}` })).toHaveAttribute(
      'href',
      `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(page.getByRole('link', { name: `E-mail ${settings.email}` })).toHaveAttribute('href', `mailto:${settings.email}`)

    const form = page.getByRole('form', { name: 'Contact Kala' })
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')

    // An empty form is not sent: every field says what is missing.
    let posted = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/contact')) posted++
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toContainText('Please tell us your name.')
    await expect(form).toContainText('Please enter a valid e-mail address.')
    await expect(form).toContainText('Please add a subject.')
    await expect(form).toContainText('Please write your message.')
    await expectAccessible(page, '/contact with field errors')
    expect(posted).toBe(0)

    await form.getByLabel('Name').fill('Anjali Rao')
    await form.getByLabel('Email').fill('anjali.rao@example.in')
    await form.getByLabel('Subject').fill('Framing a large canvas')
    await form.getByLabel('Message').fill('Do you ship works framed to Pune, and how long does it take?')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/user/contact') && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await response).status()).toBe(201)
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your contacting. We will get back to you soon.' })).toBeVisible()
    await expect(form).toBeHidden()
    await expectAccessible(page, '/contact after sending')
  })

  test('privacy policy: effective 11 April 2025, nine sections', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(page.getByText('Effective 11 April 2025')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      /^1\. Information we collect/,
      /^2\. How we use/,
      /^3\. Sharing/,
      /^4\. Data security/,
      /^5\. Cookies/,
      /^6\. Your rights/,
      /^7\. Third-party links/,
      /^8\. Changes/,
      /^9\. Contact/,
    ])
    await expectAccessible(page, '/privacy-policy')
  })

  test('terms: last updated 11 April 2025, thirteen numbered sections, the statements, privacy link and support e-mail, 900px wide at most', async ({
    page,
    request,
  }) => {
    const settings = await api<{ supportEmail: string }>(request, '/api/public/site-settings')
    await page.goto('/terms-and-conditions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await expect(page.getByText('Last updated 11 April 2025')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      '1. Eligibility',
      '2. Accounts',
      '3. User roles',
      '4. Artwork and content',
      '5. Sales and transactions',
      '6. Refunds and cancellations',
      '7. Prohibited activities',
      '8. Termination',
      '9. Intellectual property',
      '10. Changes to terms',
      '11. Limitation of liability',
      '12. Governing law',
      '13. Contact',
    ])
    await expect(page.getByRole('region', { name: '1. Eligibility' })).toContainText('18')
    await expect(page.getByRole('region', { name: '5. Sales and transactions' })).toContainText('not a party to the contract of sale')
    await expect(page.getByRole('region', { name: '9. Intellectual property' })).toContainText('non-exclusive, royalty-free licence')
    await expect(page.getByRole('region', { name: '6. Refunds and cancellations' })).toContainText('policy of the seller')
    await expect(main.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy')
    await expect(main.getByRole('link', { name: settings.supportEmail }).first()).toHaveAttribute('href', `mailto:${settings.supportEmail}`)
    const column = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::div[1]')
    expect(await column.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('900px')
    await expectAccessible(page, '/terms-and-conditions')
  })

  test('ui-kit: buttons, controls, the Login Required modal (Escape closes it) and toasts that go after a second', async ({ page }) => {
    await page.goto('/ui-kit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI kit')
    for (const name of ['Buttons', 'Form controls', 'Tabs', 'Modals', 'Toasts', 'Artwork cards', 'Prices']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expectAccessible(page, '/ui-kit')

    const opener = page.getByRole('button', { name: 'Open Login Required' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Login Required' })
    await expect(dialog).toContainText('Please login or sign up to continue.')
    await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirectUrl=%2Fui-kit')
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    await expectAccessible(page, '/ui-kit with the Login Required modal')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The toast's life, measured in the page: it appears on click and is gone after a second.
    const lifetime = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt = 0
          const find = () => [...document.querySelectorAll('[data-type]')].find((el) => el.textContent?.includes('Added to cart'))
          const observer = new MutationObserver(() => {
            if (!shownAt && find()) shownAt = performance.now()
            else if (shownAt && !find()) {
              observer.disconnect()
              resolve(performance.now() - shownAt)
            }
          })
          observer.observe(document.body, { childList: true, subtree: true })
          ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Success toast')!.click()
        }),
    )
    // Not before the spec's 1000 ms; the upper bound only says it does go (a loaded runner's
    // timers and observer callbacks run late, so it is no measure of speed).
    expect(lifetime).toBeGreaterThan(900)
    expect(lifetime).toBeLessThan(3000)
  })
})

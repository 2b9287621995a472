/**
 * A seller's payouts (issue 19) in Chromium against the real server, with the payment simulator:
 * a new artist is asked for payout details, adds them and sees only masked values, also after a
 * reload; the demo artist's statement lists her seeded sale and downloads as CSV. axe on both.
 */
import { readFileSync } from 'node:fs'
import { ACCOUNTS, expect, expectAccessible, newMember, test, signInByApi } from './fixtures'

const ACCOUNT = '004512345678'

test.describe('payouts', () => {
  test('a new artist adds payout details and then sees only masked values', async ({ page, request }) => {
    const artist = await newMember(request, 'artist', 'Ira Kapoor')
    await signInByApi(page, artist.email, artist.password)
    await page.goto('/admin/payouts')
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
    await expect(page.getByText('Add payout details to be paid')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your balances' })).toContainText('Pending₹0Available₹0Paid out₹0')
    await page.waitForLoadState('networkidle')
    await expectAccessible(page, 'the payouts page without details')

    const form = page.getByRole('form', { name: 'Payout details' })
    await form.getByRole('button', { name: 'Save payout details' }).click()
    await expect(form.getByText('Please enter a valid PAN')).toBeVisible()
    await form.getByLabel('Name as on your PAN').fill('Ira Kapoor')
    await form.getByRole('textbox', { name: 'PAN', exact: true }).fill('abcpk4321q')
    await form.getByLabel('Account number').fill(ACCOUNT)
    await form.getByLabel('IFSC').fill('sbin0001234')
    await form.getByLabel('State').selectOption('Maharashtra')
    await form.getByRole('button', { name: 'Save payout details' }).click()

    await expect(page.getByRole('status')).toHaveText('Your payout details are saved.')
    const details = page.getByRole('region', { name: 'Payout details' })
    await expect(details).toContainText('PAN••••••321Q')
    await expect(details).toContainText('Bank account••••••••5678')
    await expect(details).toContainText('IFSCSBIN0001234')
    await expect(page.getByText('Add payout details to be paid')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Change payout details' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(ACCOUNT)
    await expect(page.locator('body')).not.toContainText('ABCPK4321Q')
  })

  test("the demo artist's statement lists her sale and downloads as CSV", async ({ page }) => {
    await signInByApi(page, ACCOUNTS.artist)
    await page.goto('/admin/payouts')
    const statement = page.getByRole('table', { name: 'Payout statement' })
    await expect(statement).toBeVisible()
    await expect(statement.getByRole('columnheader')).toHaveText(['Work', 'Date', 'Order', 'Gross', 'Fee', 'Net', 'Payout'])
    const rows = statement.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(0)
    await expect(rows.first()).toContainText(/KALA-/)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page, 'the payouts page with a statement')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('kala-payout-statement.csv')
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(csv[0]).toBe('Date,Order,Work,Gross (INR),Fee (INR),Net (INR),Payout,Transfer')
    expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2},KALA-[^,]+,.+,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},[A-Z][a-z ]+,/)
  })
})

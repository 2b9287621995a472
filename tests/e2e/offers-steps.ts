/**
 * The steps of an offer (issue 21, part 3) through the screens, for tests/e2e/offers.e2e.spec.ts
 * and the big done-when test: the buyer offers on the artwork page, the seller counters in
 * /admin/offers, the buyer accepts the counter and pays it in the simulator.
 */
import type { Locator, Page } from '@playwright/test'
import { OFFER_MESSAGES } from '../../shared/offers'
import { expect, expectToast } from './fixtures'
import { payAtCheckout } from './sales'

/** The offer dialog, once opened. */
export const offerDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Make an offer' })

/**
 * On the artwork page (open, signed in): "Make an offer", the amount, "Send offer"; the dialog's
 * answer (OFFER_MESSAGES.made, or .belowFloor under the seller's floor) is returned, the dialog left open.
 */
export async function makeOffer(page: Page, amount: number): Promise<string> {
  await page.getByRole('button', { name: 'Make an offer' }).first().click()
  const dialog = offerDialog(page)
  await dialog.getByLabel('Your offer (₹)').fill(String(amount))
  await dialog.getByRole('button', { name: 'Send offer' }).click()
  const answer = dialog.getByRole('status')
  await expect(answer).toBeVisible()
  return (await answer.textContent()) ?? ''
}

/** The card of an offer in /admin/offers: the tab's list, the work's title, and its status in words. */
export const offerCard = (page: Page, list: 'Offers received' | 'Offers made', title: string, status: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title }).filter({ hasText: status })

/** The seller, in /admin/offers: "Counter" on the open offer for `title` (the first open one without), the amount, sent. */
export async function counterOffer(page: Page, amount: number, title = ''): Promise<void> {
  await page.goto('/admin/offers')
  const card = offerCard(page, 'Offers received', title, 'Waiting for your answer').first()
  await card.getByRole('button', { name: 'Counter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Counter the offer' })
  await dialog.getByLabel('Your counter-offer (₹)').fill(String(amount))
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click()
  await expectToast(page, OFFER_MESSAGES.countered)
  await expect(dialog).toHaveCount(0)
}

/** The buyer, in /admin/offers (Made): "Accept counter" on the countered offer for `title`. Answers the counter's amount. */
export async function acceptCounter(page: Page, title = ''): Promise<number> {
  await page.goto('/admin/offers')
  await page.getByRole('tab', { name: 'Made' }).click()
  const countered = offerCard(page, 'Offers made', title, 'The seller countered').first()
  const counterText = await countered.getByText('Counter-offer', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()
  await countered.getByRole('button', { name: 'Accept counter' }).click()
  await expectToast(page, OFFER_MESSAGES.acceptedByBuyer)
  return Number((counterText ?? '').replace(/[^\d]/g, ''))
}

/** The accepted offer's card for `title` in /admin/offers (Made), opened there. */
export async function acceptedOffer(page: Page, title = ''): Promise<Locator> {
  await page.goto('/admin/offers')
  await page.getByRole('tab', { name: 'Made' }).click()
  const accepted = offerCard(page, 'Offers made', title, 'Accepted: held for you').first()
  await expect(accepted).toBeVisible()
  return accepted
}

/**
 * The buyer, from the accepted offer for `title`: "Check out", billing details if none are saved,
 * and the payment in the simulator of exactly `agreed` (the checkout shows and charges it). The
 * order's number and total as the verification answers them.
 */
export async function payAcceptedOffer(page: Page, agreed: number, title = ''): Promise<{ orderNumber: string; totalAmount: number }> {
  await (await acceptedOffer(page, title)).getByRole('button', { name: 'Check out' }).click()
  await expect(page).toHaveURL(/\/shop\/checkout$/)
  return payAtCheckout(page, agreed)
}

/** The buyer accepts the seller's counter for `title` and pays exactly it (acceptCounter, then payAcceptedOffer). */
export async function acceptCounterAndPay(page: Page, title = ''): Promise<{ orderNumber: string; totalAmount: number }> {
  return payAcceptedOffer(page, await acceptCounter(page, title), title)
}

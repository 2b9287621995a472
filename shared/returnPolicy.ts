/**
 * The return policy a seller states (issue 20, part 3): no returns, or 7 or 14 days after
 * delivery. A seller sets theirs in the member area; a work may differ from it. The policy in
 * force at the sale is stored on the sold line (`returnDays`) and drives the payout hold
 * (cms/sales/returnWindow.ts). Its sentences are the same on every page, mail and invoice; its
 * schemas are in returnPolicySchemas.ts, so a page that only states a policy loads no zod.
 */
export const RETURN_DAYS_CHOICES = [0, 7, 14] as const
export type ReturnDays = (typeof RETURN_DAYS_CHOICES)[number]
/** A seller who never chose, and a line sold before policies existed. */
export const DEFAULT_RETURN_DAYS: ReturnDays = 7

export const isReturnDays = (value: unknown): value is ReturnDays =>
  typeof value === 'number' && (RETURN_DAYS_CHOICES as readonly number[]).includes(value)

/** A stored value read as a policy: anything unset or unknown counts as the default. */
export const returnDaysOf = (value: unknown): ReturnDays => (isReturnDays(value) ? value : DEFAULT_RETURN_DAYS)

/** A work's policy: its own when it has one, else its seller's. */
export const effectiveReturnDays = (work: unknown, seller: unknown): ReturnDays => (isReturnDays(work) ? work : returnDaysOf(seller))

/** The one sentence shown to a buyer (artwork page, cart, checkout, mail, invoice). */
export function returnPolicySentence(days: number): string {
  return days === 0 ? 'No returns: this sale is final' : `Returns within ${days} days of delivery`
}

/** A choice as a seller picks it (member area, artwork form). */
export function returnChoiceLabel(days: number): string {
  return days === 0 ? 'No returns' : `${days} days after delivery`
}

/** The artwork form's first choice: no policy of its own, the seller's applies. */
export const sameAsMyPolicyLabel = (sellerDays: number): string =>
  `Same as my policy (${sellerDays === 0 ? 'no returns' : `${sellerDays} days`})`

export const RETURN_POLICY_MESSAGES = {
  settingLabel: 'Return policy',
  settingHint: 'How long a buyer may return a work after delivery. Your payout for a work is released once its window has passed.',
  workLabel: 'Return policy for this work',
  saved: 'Return policy saved.',
  invalid: 'Choose no returns, 7 days or 14 days.',
} as const

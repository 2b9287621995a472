/**
 * Linked accounts (Razorpay Route): where a seller's share of a payment is settled. The details
 * go to the provider once and are not kept here: the caller stores the account's id and masked
 * digits only (cms/sales/payoutAccounts.ts).
 */

/** Where the provider settles the seller's money. */
export type SettlementDestination =
  | { method: 'bank'; accountNumber: string; ifsc: string }
  /** Only when the linked account is created (Razorpay's composite create; see docs/decisions.md). */
  | { method: 'upi'; vpa: string }

export type LinkedAccountInput = {
  /** Ours: the seller's id. The same reference finds the same account, so a retried save makes no second one. */
  referenceId: string
  /** The seller's linked account, when one exists already: its settlement details are updated instead. */
  accountId?: string | null
  /** As on the PAN (Razorpay: 4 to 200 characters); also the settlement's beneficiary name. */
  legalName: string
  email: string
  phone?: string | null
  pan: string
  gstin?: string | null
  settlement: SettlementDestination
}

/**
 * The provider's account (acc_ + 14 characters) and the state of its Route product:
 * 'activated' once it can receive transfers; 'under_review' or 'needs_clarification' while the
 * provider checks it (transfers to it wait meanwhile).
 */
export type LinkedAccount = { id: string; status: string }

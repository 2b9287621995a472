/**
 * Payouts to sellers (collections/PayoutAccounts.ts, collections/PayoutTransfers.ts,
 * cms/sales/payouts.ts): the formats a payout form checks, and the states of a transfer.
 * Payout details are handed to the payment provider and kept here only as the provider's
 * linked-account id and masked digits, never in full.
 */

/** PAN: five letters, four digits, a letter (the fourth letter says the holder's kind). */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z]$/
/** IFSC: four letters for the bank, a zero, six letters or digits for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** A bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/
/** A UPI id: handle@provider. */
export const UPI_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/
/** GSTIN: state code, the PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const PAYOUT_METHODS = ['bank', 'upi'] as const
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]

/**
 * A transfer of one order line's net to its seller's linked account:
 * - waiting: the seller has no payout details yet, or the transfer is still to be created;
 * - on_hold: created from the captured payment, held at the provider until the return window passes;
 * - released: the hold lifted, the provider is paying it out;
 * - processed: the provider reports it paid (transfer.processed);
 * - failed: the provider reports it failed (transfer.failed), to be retried or looked into;
 * - reversed: taken back after a refund (or never made: cancelled before creation).
 */
export const TRANSFER_STATES = ['waiting', 'on_hold', 'released', 'processed', 'failed', 'reversed'] as const
export type TransferState = (typeof TRANSFER_STATES)[number]

/** Staff actions on a payout, each logged with its reason. */
export const PAYOUT_STAFF_ACTIONS = ['hold', 'release'] as const
export type PayoutStaffAction = (typeof PAYOUT_STAFF_ACTIONS)[number]

/** The last four characters, the rest as bullets: what is ever shown of a PAN or an account number. */
export const maskedTail = (value: string, visible = 4): string =>
  '•'.repeat(Math.max(0, Math.min(value.length - visible, 8))) + value.slice(-visible)

/** A UPI id with its handle hidden but for its first two characters: ra••••@okicici. */
export function maskedUpi(upi: string): string {
  const [handle = '', provider = ''] = upi.split('@')
  return `${handle.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(handle.length - 2, 6)))}@${provider}`
}

/** Staff's hold and release of a payout: the reason is logged with who and when. */
export const PAYOUT_REASON_MAX = 500

export const PAYOUT_MESSAGES = {
  reasonRequired: 'Give a reason: it is logged with the payout.',
  reasonTooLong: `Keep the reason under ${PAYOUT_REASON_MAX} characters.`,
  notFound: 'There is no such payout.',
  staffOnly: 'Only staff can hold or release a payout.',
  alreadyPaid: 'This payout has already been paid to the seller: it can no longer be held or released.',
  reversed: 'This sale was undone and its payout reversed: there is nothing to hold or release.',
  held: 'The payout is held until someone releases it.',
  released: 'The payout is released.',
  settled: 'Settled: payables due are released and their transfers sent.',
} as const

/**
 * The ledger's vocabulary (collections/LedgerEntries.ts, cms/sales/ledger.ts). Amounts in paise.
 * - payment: the buyer's money captured for an order line (+), refund: given back (−);
 * - fee: Kala's part of the line (+; − when the sale is undone);
 * - payable_held: what the seller is owed, held until the line's return window after delivery has passed
 *   (cms/sales/returnWindow.ts: the policy stored on the line at sale);
 * - payable_available: the same, released, to be paid out;
 * - paid_out: the same, transferred to the seller (a reversal after a refund takes it back).
 * For every line, payment + refund = fee + payable_held + payable_available + paid_out at all times.
 */
export const LEDGER_KINDS = ['payment', 'refund', 'fee', 'payable_held', 'payable_available', 'paid_out'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * The payout details form (/admin/payouts) and PUT /api/admin/payouts/account: one schema for
 * both. Letters are taken in either case and stored upper-case; a GSTIN, when given, must belong
 * to the chosen state and contain the PAN, as a real one does.
 */
import { z } from 'zod'
import { INDIAN_STATES, INDIAN_STATE_NAMES } from './india'
import { PAYOUT_MESSAGES as M } from './payout-messages'
import { BANK_ACCOUNT_PATTERN, GSTIN_PATTERN, IFSC_PATTERN, PAN_PATTERN, PAYOUT_METHODS, UPI_PATTERN } from './payouts'

const upper = (pattern: RegExp, message: string) => z.string(message).trim().toUpperCase().regex(pattern, message)
const optionalText = z.string().trim().optional()

/** The fields alone (the API reference documents these; the checks across fields follow). */
export const payoutAccountFields = z.object({
  legalName: z.string(M.legalName).trim().min(4, M.legalName).max(120, M.legalName),
  pan: upper(PAN_PATTERN, M.pan),
  method: z.enum(PAYOUT_METHODS, M.method),
  accountNumber: optionalText,
  ifsc: optionalText,
  upi: optionalText,
  gstin: optionalText,
  // A refinement, not an enum: an empty choice must not stop the checks across fields from running.
  state: z
    .string(M.state)
    .refine((name) => (INDIAN_STATE_NAMES as readonly string[]).includes(name), M.state)
    .describe("One of India's states and union territories, as shared/india.ts names them."),
})

export const payoutAccountSchema = payoutAccountFields
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.method === 'bank') {
      if (!BANK_ACCOUNT_PATTERN.test(v.accountNumber ?? '')) fail('accountNumber', M.accountNumber)
      if (!IFSC_PATTERN.test((v.ifsc ?? '').toUpperCase())) fail('ifsc', M.ifsc)
    } else if (!UPI_PATTERN.test(v.upi ?? '')) fail('upi', M.upi)
    const gstin = (v.gstin ?? '').toUpperCase()
    if (!gstin) return
    if (!GSTIN_PATTERN.test(gstin)) return fail('gstin', M.gstin)
    const state = INDIAN_STATES.find((s) => s.name === v.state)
    if (state && gstin.slice(0, 2) !== state.code) fail('gstin', M.gstinState)
    if (PAN_PATTERN.test(v.pan) && gstin.slice(2, 12) !== v.pan) fail('gstin', M.gstinPan)
  })
  // Only the chosen destination goes on; letters upper-case, as the provider and the invoice want them.
  .transform((v) => ({
    legalName: v.legalName,
    pan: v.pan,
    state: v.state,
    gstin: v.gstin ? v.gstin.toUpperCase() : null,
    destination:
      v.method === 'bank'
        ? { method: 'bank' as const, accountNumber: v.accountNumber ?? '', ifsc: (v.ifsc ?? '').toUpperCase() }
        : { method: 'upi' as const, vpa: v.upi ?? '' },
  }))

/** What the form holds (strings), before the schema's checks. */
export type PayoutAccountForm = z.input<typeof payoutAccountSchema>
export type PayoutAccountInput = z.output<typeof payoutAccountSchema>

/** The seller's payout account as anyone is ever shown it: masked. */
export type PayoutAccountView = {
  legalName: string
  panMasked: string
  method: 'bank' | 'upi'
  accountMasked: string | null
  ifsc: string | null
  upiMasked: string | null
  gstin: string | null
  state: string
  updatedAt: string
}

/** One order line sold, as the payout statement shows it. Amounts in paise. */
export type PayoutStatementRow = {
  date: string
  orderNumber: string
  itemId: string
  title: string
  grossPaise: number
  feePaise: number
  netPaise: number
  state: string
  transferId: string | null
  /** The return policy stored on the line at sale (days after delivery, 0 = none). */
  returnDays: number
  /** When its held payable becomes available (the return window's end, ISO 8601); null until delivery, or when the sale was undone. */
  availableFrom: string | null
}

/** GET /api/admin/payouts. */
export type PayoutsOverview = {
  account: PayoutAccountView | null
  balances: { pending: number; available: number; paidOut: number }
  statement: PayoutStatementRow[]
}

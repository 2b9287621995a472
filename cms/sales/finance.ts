/**
 * Staff's view of the money (the back office's Finance page, its CSV, and the payouts summary),
 * read from the ledger (cms/sales/ledger.ts) and the payouts (cms/sales/payouts.ts). Every figure
 * is a sum of ledger rows in paise, so it agrees with the sellers' own balances by construction.
 */
import type { Payload } from 'payload'
import type { LedgerEntry } from '../../payload-types'
import { TRANSFER_STATES, type TransferState } from '../../shared/payouts'
import { csvDocument, rupeesCell as rupees } from './csv'

export const FINANCE_PERIODS = ['day', 'month'] as const
export type FinancePeriod = (typeof FINANCE_PERIODS)[number]

/**
 * One day or month, in paise. gross: buyers' payments; refunds: given back (positive); fees:
 * Kala's, less fees of undone sales; payables: owed to sellers for that period's sales, less
 * undone ones (wherever the money then stood: held, available or paid); paidOut: transferred to
 * sellers in the period.
 */
export type FinanceRow = { period: string; gross: number; refunds: number; fees: number; payables: number; paidOut: number }

/** India's calendar day (IST, UTC+5:30) of an instant: a sale at 01:00 IST belongs to that day, not the previous. */
const IST_MS = 330 * 60_000
export const periodOf = (iso: string, by: FinancePeriod): string => {
  const day = new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10)
  return by === 'day' ? day : day.slice(0, 7)
}

export function summarise(entries: Pick<LedgerEntry, 'kind' | 'amountPaise' | 'at' | 'key'>[], by: FinancePeriod): FinanceRow[] {
  const rows = new Map<string, FinanceRow>()
  for (const e of entries) {
    const period = periodOf(e.at, by)
    const row = rows.get(period) ?? { period, gross: 0, refunds: 0, fees: 0, payables: 0, paidOut: 0 }
    if (e.kind === 'payment') row.gross += e.amountPaise
    else if (e.kind === 'refund') row.refunds -= e.amountPaise
    else if (e.kind === 'fee') row.fees += e.amountPaise
    else row.payables += e.amountPaise
    // The moves into paid_out; a reversal after a refund is counted in payables, where it belongs.
    if (e.kind === 'paid_out' && e.amountPaise > 0) row.paidOut += e.amountPaise
    rows.set(period, row)
  }
  return [...rows.values()].sort((a, b) => b.period.localeCompare(a.period))
}

export async function financeSummary(payload: Payload, by: FinancePeriod): Promise<FinanceRow[]> {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    select: { kind: true, amountPaise: true, at: true, key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return summarise(docs, by)
}

/** The summary as CSV: a header, then one line per period, amounts in rupees with two decimals (numbers and dates only: nothing a spreadsheet could run). */
export function financeCsv(rows: FinanceRow[], by: FinancePeriod): string {
  const header = [
    by === 'day' ? 'Day' : 'Month',
    'Gross sales (INR)',
    'Refunds (INR)',
    'Kala fees (INR)',
    'Payables (INR)',
    'Paid out (INR)',
  ]
  const lines = rows.map((r) => [r.period, rupees(r.gross), rupees(r.refunds), rupees(r.fees), rupees(r.payables), rupees(r.paidOut)])
  return csvDocument([header, ...lines])
}

type Tally = { count: number; amountPaise: number }

/** Per state, and `held`: what is not sent yet (waiting or on hold), of which `heldByStaff` payouts by staff's hand. */
export type PayoutsOverview = { states: Record<TransferState, Tally>; held: Tally; heldByStaff: number }

/** How many payouts stand in each state, and for how much: the back office's at-a-glance view. */
export async function payoutsOverview(payload: Payload): Promise<PayoutsOverview> {
  const { docs } = await payload.find({
    collection: 'payout-transfers',
    select: { state: true, amountPaise: true, heldByStaff: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const states = Object.fromEntries(TRANSFER_STATES.map((s) => [s, { count: 0, amountPaise: 0 }])) as PayoutsOverview['states']
  let heldByStaff = 0
  for (const d of docs) {
    states[d.state].count++
    states[d.state].amountPaise += d.amountPaise
    if (d.heldByStaff) heldByStaff++
  }
  const held = { count: states.waiting.count + states.on_hold.count, amountPaise: states.waiting.amountPaise + states.on_hold.amountPaise }
  return { states, held, heldByStaff }
}

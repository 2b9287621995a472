import type { Payload } from 'payload'
import type { Order, PayoutTransfer } from '../../payload-types'
import { paiseOf } from '../../shared/fees'
import { relationId } from '../../shared/idOf'
import { PAYOUT_STATE_LABELS } from '../../shared/payout-messages'
import type { PayoutStatementRow, PayoutsOverview } from '../../shared/payout-schemas'
import { balancesOf } from './ledger'
import { returnWindowOf } from './returnWindow'
import { csvDocument, rupeesCell as rupees, textCell as cell } from './csv'
import { payoutAccountOf, payoutAccountView } from './payoutAccounts'

/**
 * The seller's payouts page (/admin/payouts): balances that are sums of their ledger rows, never
 * a stored number, and the statement, one row per order line they sold with its payout's state
 * (payout-transfers, written by the transfers' workflow; 'waiting' until one exists).
 */

type Id = number | string

/** Pending (held until the return window has passed), available, paid out: paise, the ledger's own sums. */
export async function payoutBalances(payload: Payload, sellerId: Id): Promise<PayoutsOverview['balances']> {
  const { held, available, paidOut } = await balancesOf(payload, sellerId)
  return { pending: held, available, paidOut }
}

/** The seller's sold lines, newest first. */
export async function payoutStatement(payload: Payload, sellerId: Id): Promise<PayoutStatementRow[]> {
  const [{ docs: orders }, { docs: transfers }] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { and: [{ sellers: { in: [sellerId] } }, { paymentStatus: { in: ['success', 'refunded'] } }] },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'payout-transfers',
      where: { seller: { equals: sellerId } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const byLine = new Map(transfers.map((t: PayoutTransfer) => [`${relationId(t.order)}:${t.itemId}`, t]))
  const rows: PayoutStatementRow[] = []
  for (const order of orders as Order[]) {
    const undone = order.orderStatus === 'cancelled' || order.paymentStatus === 'refunded'
    for (const line of order.items ?? []) {
      if (String(relationId(line.seller)) !== String(sellerId)) continue
      const gross = paiseOf(line.price)
      const fee = line.feePaise ?? 0
      const transfer = byLine.get(`${order.id}:${line.id}`)
      // The same window the ledger releases by (returnWindow.ts).
      const window = returnWindowOf(order, line)
      rows.push({
        date: order.paidAt ?? order.createdAt,
        orderNumber: order.orderNumber ?? String(order.id),
        itemId: String(line.id),
        title: line.title,
        grossPaise: gross,
        feePaise: fee,
        netPaise: gross - fee,
        // A line undone before any transfer was made has nothing coming: 'reversed', not 'waiting'.
        state: transfer?.state ?? (undone ? 'reversed' : 'waiting'),
        transferId: transfer?.transferId ?? null,
        returnDays: window.days,
        availableFrom: !undone && window.endsAt !== null ? new Date(window.endsAt).toISOString() : null,
      })
    }
  }
  return rows
}

export async function payoutsOverview(payload: Payload, sellerId: Id): Promise<PayoutsOverview> {
  const [account, balances, statement] = await Promise.all([
    payoutAccountOf(payload, sellerId),
    payoutBalances(payload, sellerId),
    payoutStatement(payload, sellerId),
  ])
  return { account: account ? payoutAccountView(account) : null, balances, statement }
}

export const STATEMENT_CSV_HEADER = ['Date', 'Order', 'Work', 'Gross (INR)', 'Fee (INR)', 'Net (INR)', 'Payout', 'Transfer']

/** The statement as CSV (RFC 4180, CRLF), amounts in rupees with two decimals, the date as YYYY-MM-DD. */
export function statementCsv(rows: readonly PayoutStatementRow[]): string {
  const lines = rows.map((r) => [
    r.date.slice(0, 10),
    cell(r.orderNumber),
    cell(r.title),
    rupees(r.grossPaise),
    rupees(r.feePaise),
    rupees(r.netPaise),
    PAYOUT_STATE_LABELS[r.state as keyof typeof PAYOUT_STATE_LABELS] ?? r.state,
    r.transferId ?? '',
  ])
  return csvDocument([STATEMENT_CSV_HEADER, ...lines])
}

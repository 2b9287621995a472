import type { PayoutStatementRow } from '@shared/payout-schemas'
import type { TransferState } from '@shared/payouts'
import { formatDate, formatPrice } from '@shared/format'
import { DataTable, type Column } from '@/components/member/data-table'
import { PayoutStateBadge } from './payout-state-badge'

/** While a line's payout waits for its return window: when it becomes available (from the window the ledger releases by). */
function HeldUntil({ row }: { row: PayoutStatementRow }) {
  if (row.state !== 'waiting' && row.state !== 'on_hold') return null
  const text = row.availableFrom
    ? `Available from ${formatDate(row.availableFrom)}`
    : row.returnDays === 0
      ? 'Available at delivery (no returns)'
      : `Available ${row.returnDays} days after delivery`
  return <span className="text-xs text-muted">{text}</span>
}

const money = (paise: number) => <span className="whitespace-nowrap tabular-nums">{formatPrice(paise / 100)}</span>

/**
 * The payout statement: one row per work sold (date, order, work, gross, Kala's fee, net, payout
 * with its transfer id once made); on a phone, or beside the sidebar of a small laptop, one card each.
 */
export function StatementTable({ rows }: { rows: readonly PayoutStatementRow[] }) {
  const columns: Column<PayoutStatementRow>[] = [
    {
      header: 'Work',
      card: 'title',
      className: 'min-w-44',
      cell: (r) => (
        <span className="line-clamp-2 font-medium break-words text-ink" title={r.title}>
          {r.title}
        </span>
      ),
    },
    { header: 'Date', className: 'whitespace-nowrap', cell: (r) => formatDate(r.date) },
    { header: 'Order', className: 'whitespace-nowrap', cell: (r) => <span className="font-mono text-xs">{r.orderNumber}</span> },
    { header: 'Gross', className: 'text-right', cell: (r) => money(r.grossPaise) },
    { header: 'Fee', className: 'text-right', cell: (r) => <span className="text-ink-soft">{money(r.feePaise)}</span> },
    { header: 'Net', className: 'text-right', cell: (r) => <span className="font-medium text-ink">{money(r.netPaise)}</span> },
    {
      header: 'Payout',
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <PayoutStateBadge state={r.state as TransferState} />
          {r.transferId ? <span className="font-mono text-xs text-muted">{r.transferId}</span> : null}
          <HeldUntil row={r} />
        </span>
      ),
    },
  ]
  return (
    <DataTable
      caption="Payout statement"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.orderNumber}:${r.itemId}`}
      rowLabel={(r) => r.title}
      minTableWidth={820}
    />
  )
}

/**
 * Amounts in the back office as people read them: ₹24,500, not 24500. Server components named in
 * the collections' admin config (the Orders list's cells, an order's amounts).
 */
import type { DefaultServerCellComponentProps, NumberFieldServerComponent } from 'payload'
import { formatInr } from '../../shared/checkout-messages'

const readable = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? formatInr(value) : '—')

/** A list cell: the rupee amount. */
export function InrCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{readable(cellData)}</span>
}

/** A read-only amount in the edit view: its label and the rupee amount (written by the checkout only). */
export const InrAmount: NumberFieldServerComponent = ({ field, siblingData, data }) => {
  const name = field.name
  const value = (siblingData as Record<string, unknown> | undefined)?.[name] ?? (data as Record<string, unknown> | undefined)?.[name]
  const label = typeof field.label === 'string' ? field.label : name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1rem)' }}>
      <span className="field-label">{label}</span>
      <output style={{ display: 'block', fontSize: '1.1rem' }} data-amount={name}>
        {readable(value)}
      </output>
    </div>
  )
}

/** A list cell for an amount kept in paise (the ledger, payouts): the rupee amount. */
export function PaiseCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{typeof cellData === 'number' && Number.isFinite(cellData) ? formatInr(cellData / 100) : '—'}</span>
}

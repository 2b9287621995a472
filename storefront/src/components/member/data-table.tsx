import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/cn'

export type Column<T> = {
  /** Column heading, also the label of the value on a phone's card. */
  header: string
  cell: (row: T) => ReactNode
  className?: string
  /** On a phone's card: 'title' is the card's heading, 'media' its picture, 'actions' its footer. */
  card?: 'title' | 'media' | 'actions'
  /** Drawn only in the table ('wide') or only on a phone's card ('narrow'). */
  only?: 'wide' | 'narrow'
}

/** A click on a control inside a row acts on that control, not on the row. */
const fromControl = (event: MouseEvent | KeyboardEvent) => Boolean((event.target as HTMLElement).closest('a, button, input, select, label'))

/**
 * The member area's tables: a real <table> from the tablet up and, on a phone, a list of cards with
 * the same values (a six-column table does not fit 390 px). A click on a row (or Enter on it)
 * opens the row (a detail modal); controls in the row keep their own action.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  onRowClick,
}: {
  caption: string
  columns: ReadonlyArray<Column<T>>
  rows: readonly T[]
  rowKey: (row: T) => string
  /** The accessible name of a phone's card (its title). */
  rowLabel: (row: T) => string
  onRowClick?: (row: T) => void
}) {
  const wide = useMediaQuery('(min-width: 768px)')
  const open = (row: T) => (event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick || fromControl(event)) return
    if ('key' in event && event.key !== 'Enter') return
    onRowClick(row)
  }

  if (wide) {
    columns = columns.filter((c) => c.only !== 'narrow')
    return (
      <div className="overflow-x-auto rounded-lg border border-line bg-canvas">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-paper text-xs tracking-[0.08em] text-muted uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-4 py-3 font-medium', c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                onClick={open(row)}
                className={cn('align-middle transition-colors', onRowClick && 'cursor-pointer hover:bg-paper')}
              >
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  }

  columns = columns.filter((c) => c.only !== 'wide')
  const media = columns.find((c) => c.card === 'media')
  const title = columns.find((c) => c.card === 'title')
  const actions = columns.find((c) => c.card === 'actions')
  const details = columns.filter((c) => !c.card)
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          aria-label={rowLabel(row)}
          onClick={open(row)}
          className={cn('rounded-lg border border-line bg-canvas p-4', onRowClick && 'cursor-pointer')}
        >
          <div className="flex gap-4">
            {media ? <div className="shrink-0">{media.cell(row)}</div> : null}
            <div className="min-w-0 flex-1">
              {title ? <div className="font-medium text-ink">{title.cell(row)}</div> : null}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {details.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-muted">{c.header}</dt>
                    <dd className="min-w-0 text-ink-soft">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          {actions ? <div className="mt-3 flex justify-end border-t border-line pt-3">{actions.cell(row)}</div> : null}
        </li>
      ))}
    </ul>
  )
}

/** The table's footer: the real range and count ('1-12 of 40') and the pagination. */
export function TableFooter({ range, children }: { range: string; children?: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted" aria-live="polite">
        {range}
      </p>
      {children}
    </div>
  )
}

import { useLayoutEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useBoxWidth } from '@/hooks/use-box-width'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/cn'

export type Column<T> = {
  /** Column heading, also the label of the value on a phone's card. */
  header: string
  /** The value; `view` says where it is drawn (a table's small picture beside a title is the card's big one). */
  cell: (row: T, view: 'table' | 'card') => ReactNode
  className?: string
  /** On a phone's card: 'title' is the card's heading, 'media' its picture, 'actions' its footer. */
  card?: 'title' | 'media' | 'actions'
  /** Drawn only in the table ('wide') or only on a phone's card ('narrow'). */
  only?: 'wide' | 'narrow'
}

/**
 * The row's controls (View, Edit, Delete): compact, on one line, from the column's start, so each
 * keeps its place from row to row when one is missing (a sold work has no Delete).
 */
export const ROW_ACTION_CLASS =
  'inline-flex h-9 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:bg-paper-deep'

export function RowActions({ children }: { children: ReactNode }) {
  return <span className="flex items-center gap-0.5">{children}</span>
}

/**
 * Whether the table fits: the width of the box the table is given, not the window's. From 1024 px
 * the member area's sidebar takes a quarter of the window, so a laptop's content column is
 * narrower than a tablet's; a table too wide for it would be cut off or scroll sideways. The
 * window's width is the first guess (and the only one where nothing is laid out, as in jsdom);
 * the box's own width decides before the first paint and on every resize. Near the limit the
 * answer holds (16 px either way), so a scroll bar that comes and goes with the switch cannot make
 * it flip back and forth.
 */
function useFitsTable(minWidth: number) {
  const tablet = useMediaQuery('(min-width: 768px)')
  const [ref, width] = useBoxWidth<HTMLDivElement>()
  const [fits, setFits] = useState<boolean | null>(null)
  useLayoutEffect(() => {
    if (width === null) return
    setFits((now) => (width >= minWidth + 16 ? true : width < minWidth - 16 ? false : (now ?? width >= minWidth)))
  }, [width, minWidth])
  return { ref, wide: fits ?? tablet }
}

/** A click on a control inside a row acts on that control, not on the row. */
const fromControl = (event: MouseEvent | KeyboardEvent) => Boolean((event.target as HTMLElement).closest('a, button, input, select, label'))

type Rows<T> = {
  caption: string
  columns: ReadonlyArray<Column<T>>
  rows: readonly T[]
  rowKey: (row: T) => string
  /** The accessible name of a phone's card (its title). */
  rowLabel: (row: T) => string
  onRowClick?: (row: T) => void
}

/**
 * The member area's tables: a real <table> where it fits (`minTableWidth`, the width its columns
 * need without cutting any off) and otherwise, on a phone or beside the sidebar of a small laptop,
 * a list of cards with the same values. A click on a row (or Enter on it) opens the row (a detail
 * modal); controls in the row keep their own action.
 */
export function DataTable<T>({
  minTableWidth = 640,
  ...props
}: Rows<T> & {
  /** The narrowest box (px) in which every column still reads whole. */
  minTableWidth?: number
}) {
  const { ref, wide } = useFitsTable(minTableWidth)
  return <div ref={ref}>{wide ? <Table {...props} /> : <Cards {...props} />}</div>
}

/** Opens the row on a click or Enter, unless a control in it was the target. */
const opener =
  <T,>(onRowClick: ((row: T) => void) | undefined, row: T) =>
  (event: MouseEvent | KeyboardEvent) => {
    if (!onRowClick || fromControl(event)) return
    if ('key' in event && event.key !== 'Enter') return
    onRowClick(row)
  }

function Table<T>({ caption, columns, rows, rowKey, onRowClick }: Rows<T>) {
  const shown = columns.filter((c) => c.only !== 'narrow')
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-canvas">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-paper text-xs tracking-[0.08em] text-muted uppercase">
          <tr>
            {shown.map((c) => (
              <th key={c.header} scope="col" className={cn('px-3 py-3 font-medium first:pl-4 last:pr-4', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              onClick={opener(onRowClick, row)}
              className={cn('align-middle transition-colors', onRowClick && 'cursor-pointer hover:bg-paper')}
            >
              {shown.map((c) => (
                <td key={c.header} className={cn('px-3 py-3 first:pl-4 last:pr-4', c.className)}>
                  {c.cell(row, 'table')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Cards<T>({ caption, columns, rows, rowKey, rowLabel, onRowClick }: Rows<T>) {
  const shown = columns.filter((c) => c.only !== 'wide')
  const media = shown.find((c) => c.card === 'media')
  const title = shown.find((c) => c.card === 'title')
  const actions = shown.find((c) => c.card === 'actions')
  const details = shown.filter((c) => !c.card)
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          aria-label={rowLabel(row)}
          onClick={opener(onRowClick, row)}
          className={cn('rounded-lg border border-line bg-canvas p-4', onRowClick && 'cursor-pointer')}
        >
          <div className="flex gap-4">
            {media ? <div className="shrink-0">{media.cell(row, 'card')}</div> : null}
            <div className="min-w-0 flex-1">
              {title ? <div className="font-medium text-ink">{title.cell(row, 'card')}</div> : null}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {details.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-muted">{c.header}</dt>
                    <dd className="min-w-0 text-ink-soft">{c.cell(row, 'card')}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          {actions ? <div className="mt-3 flex justify-end border-t border-line pt-3">{actions.cell(row, 'card')}</div> : null}
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

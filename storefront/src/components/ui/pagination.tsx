import { cn } from '@/lib/cn'
import { ArrowLeftIcon, ArrowRightIcon } from './icons'

/** How many page numbers the admin tables show at once. */
export const PAGE_WINDOW = 5

/**
 * The page numbers to show: at most `size` consecutive pages around `page`, kept inside 1..pages
 * (page 1 of 9 shows 1-5, page 5 shows 3-7, page 9 shows 5-9).
 */
export function pageWindow(page: number, pages: number, size: number = PAGE_WINDOW): number[] {
  if (pages < 1) return []
  const current = Math.min(Math.max(1, page), pages)
  const count = Math.min(size, pages)
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/** '1-12 of 40': the range of rows on this page and the total (DECISIONS 4: the real numbers). */
export function rangeLabel(page: number, pageSize: number, count: number): string {
  if (count === 0) return '0 of 0'
  const from = (page - 1) * pageSize + 1
  const to = Math.min(page * pageSize, count)
  return `${from}-${to} of ${count}`
}

const cell =
  'inline-flex size-10 items-center justify-center rounded-full text-sm transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-40'

/** Previous, a window of page numbers and next; the current page is marked for assistive technology. */
export function Pagination({
  page,
  pages,
  onPageChange,
  label = 'Pagination',
  className,
}: {
  page: number
  pages: number
  onPageChange: (page: number) => void
  label?: string
  className?: string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(cell, 'text-ink hover:bg-paper-deep')}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ArrowLeftIcon className="size-4" />
          </button>
        </li>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={cn(cell, n === page ? 'bg-ink font-medium text-paper' : 'text-ink-soft hover:bg-paper-deep')}
              onClick={() => onPageChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(cell, 'text-ink hover:bg-paper-deep')}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pages}
            aria-label="Next page"
          >
            <ArrowRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  )
}

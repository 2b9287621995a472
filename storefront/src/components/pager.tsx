import { Button } from '@/components/ui/button'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'

/**
 * Previous / 'Page n of m' / Next under a paged list. Nothing when everything fits one page.
 * The caller keeps the page (in the URL, so a reload or the back button returns to it).
 */
export function Pager({
  page,
  pages,
  onChange,
  label,
  disabled = false,
}: {
  page: number
  pages: number
  onChange: (page: number) => void
  /** Accessible name of the navigation: 'Enquiries pages'. */
  label: string
  disabled?: boolean
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4 border-t border-line pt-5">
      <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="ghost" size="sm" disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        Next
        <ArrowRightIcon />
      </Button>
    </nav>
  )
}

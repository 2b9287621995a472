import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * One filter of the sidebar: a heading whose button opens and closes it (the filter's "open
 * flag"). The count of selected values shows beside the title.
 */
export function FilterSection({
  title,
  selectedCount = 0,
  defaultOpen = true,
  children,
}: {
  title: string
  selectedCount?: number
  defaultOpen?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  return (
    <section className="border-b border-line py-5 first:pt-0">
      <h3 className="font-sans text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 py-1 text-left font-semibold tracking-[0.08em] text-ink uppercase"
        >
          <span className="flex items-center gap-2 text-[0.78rem]">
            {title}
            {selectedCount > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-ink px-1.5 py-0.5 text-[0.65rem] leading-none tracking-normal text-paper"
                >
                  {selectedCount}
                </span>
                <span className="sr-only">{`, ${selectedCount} selected`}</span>
              </>
            ) : null}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className={cn('size-4 text-muted transition-transform duration-300', open ? 'rotate-180' : '')}
          >
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-panel`} hidden={!open} className="pt-4">
        {children}
      </div>
    </section>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A tooltip on a small info button: shown on hover and focus, hidden on Escape or blur, and
 * read by screen readers through aria-describedby.
 */
export function Tooltip({
  label,
  content,
  children,
  className,
}: {
  label: string
  content: ReactNode
  children?: ReactNode
  className?: string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <span className={cn('relative inline-flex', className)} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false)
        }}
        className="inline-flex items-center gap-1.5 rounded text-sm text-ink-soft underline decoration-dotted underline-offset-4 hover:text-ink"
      >
        {children ?? (
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute bottom-full left-1/2 z-50 mb-2 w-64 -translate-x-1/2 rounded-md bg-ink px-3.5 py-2.5 text-left text-xs leading-relaxed text-paper shadow-lg"
      >
        {content}
      </span>
    </span>
  )
}

import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'

export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: string
  description?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-line-strong px-6 py-14 text-center',
        className,
      )}
    >
      <svg viewBox="0 0 48 48" className="size-10 text-line-strong" aria-hidden="true">
        <rect x="8" y="10" width="32" height="28" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 32l9-9 7 7 5-5 11 11" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="31" cy="18" r="2.5" fill="currentColor" />
      </svg>
      <p className="font-serif text-xl text-ink">{title}</p>
      {description ? <p className="max-w-sm text-sm text-muted">{description}</p> : null}
      {action}
    </div>
  )
}

export function ErrorState({
  title = 'This could not be loaded.',
  message,
  onRetry,
  className,
}: {
  title?: string
  message?: string
  onRetry?: () => void
  className?: string
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-line bg-canvas px-6 py-12 text-center',
        className,
      )}
    >
      <p className="font-serif text-xl text-ink">{title}</p>
      {message ? <p className="max-w-md text-sm text-muted">{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  )
}

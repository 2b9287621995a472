import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const controlClasses =
  'block w-full rounded-md border border-line-strong bg-canvas px-3.5 text-[0.95rem] text-ink placeholder:text-muted/70 transition-[border-color,box-shadow] duration-200 hover:border-muted focus:border-ink focus:outline-none focus:ring-2 focus:ring-ink/10 disabled:cursor-not-allowed disabled:bg-paper-deep disabled:opacity-70 aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/15'

export type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Visually hides the label (it stays for screen readers). */
  hideLabel?: boolean
  required?: boolean
  className?: string
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** Label, control, hint and error, wired with ids for assistive technology. */
export function Field({ label, hint, error, hideLabel, required, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink-soft', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode
  description?: ReactNode
  error?: ReactNode
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, className, ...rest },
  ref,
) {
  const id = useId()
  const describedBy = [description ? `${id}-desc` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-[1.125rem] shrink-0 cursor-pointer rounded-sm border-line-strong accent-ink aria-[invalid=true]:outline aria-[invalid=true]:outline-danger"
        {...rest}
      />
      <div className="text-sm leading-snug">
        <label htmlFor={id} className="cursor-pointer text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-xs text-muted">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="mt-0.5 text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
})

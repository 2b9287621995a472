import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Accessible name (also the tooltip text). */
  label: string
  icon: ReactNode
  variant?: 'solid' | 'outline' | 'ghost' | 'glass'
  size?: 'sm' | 'md'
}

const variants = {
  solid: 'bg-ink text-paper hover:bg-ink-soft',
  outline: 'border border-line-strong bg-canvas text-ink hover:border-ink',
  ghost: 'text-ink hover:bg-paper-deep',
  glass: 'bg-canvas/90 text-ink shadow-sm backdrop-blur hover:bg-canvas',
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'outline', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50',
        size === 'sm' ? 'size-9' : 'size-11',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  )
})

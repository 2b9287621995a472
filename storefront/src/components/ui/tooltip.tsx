import * as RadixTooltip from '@radix-ui/react-tooltip'
import { useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A tooltip on a small info button, on Radix's Tooltip: shown on hover and focus, hidden on
 * Escape, blur or leaving, read by screen readers through aria-describedby, and placed where it
 * fits. A tap toggles it too (touch screens have no hover).
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
  const [open, setOpen] = useState(false)
  return (
    <RadixTooltip.Provider delayDuration={150} disableHoverableContent>
      <RadixTooltip.Root open={open} onOpenChange={setOpen}>
        <span className={cn('relative inline-flex', className)}>
          <RadixTooltip.Trigger
            type="button"
            aria-label={label}
            onClick={(event) => {
              // Radix closes on click; here a click (a tap) toggles instead.
              event.preventDefault()
              setOpen((o) => !o)
            }}
            className="inline-flex items-center gap-1.5 rounded text-sm text-ink-soft underline decoration-dotted underline-offset-4 hover:text-ink"
          >
            {children ?? (
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
                <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            )}
          </RadixTooltip.Trigger>
        </span>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side="top"
            sideOffset={8}
            collisionPadding={12}
            className="z-[95] w-64 rounded-md bg-ink px-3.5 py-2.5 text-left text-xs leading-relaxed text-paper shadow-lg motion-safe:animate-[fade-in_150ms_ease-out]"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}

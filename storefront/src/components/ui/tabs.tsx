import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type TabItem<T extends string> = { value: T; label: ReactNode }

export type TabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  children: ReactNode
  className?: string
  variant?: 'underline' | 'pill'
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the selected panel follows. */
export function Tabs<T extends string>({ label, items, value, onChange, children, className, variant = 'underline' }: TabsProps<T>) {
  const id = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const selectedIndex = Math.max(
    0,
    items.findIndex((i) => i.value === value),
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1
    let next: number | null = null
    if (event.key === 'ArrowRight') next = selectedIndex === last ? 0 : selectedIndex + 1
    else if (event.key === 'ArrowLeft') next = selectedIndex === 0 ? last : selectedIndex - 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (item) {
      onChange(item.value)
      refs.current[next]?.focus()
    }
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          '-mx-5 flex gap-1 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0',
          variant === 'underline' ? 'border-b border-line' : 'gap-2',
        )}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                'shrink-0 text-sm font-medium whitespace-nowrap transition-colors duration-200',
                variant === 'underline'
                  ? cn(
                      '-mb-px border-b-2 px-3 py-3 sm:px-4',
                      selected ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
                    )
                  : cn(
                      'rounded-full border px-4 py-2',
                      selected ? 'border-ink bg-ink text-paper' : 'border-line-strong text-ink-soft hover:border-ink',
                    ),
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selectedIndex}`}
        tabIndex={0}
        className="focus-visible:outline-offset-8"
      >
        {children}
      </div>
    </div>
  )
}

import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type TabItem<T extends string> = { value: T; label: ReactNode }

export type TabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  /** The selected tab's panel. */
  children: ReactNode
  className?: string
  variant?: 'underline' | 'pill'
}

/**
 * WAI-ARIA tabs on Radix's Tabs: arrow keys, Home and End move between tabs and select them; the
 * selected tab's panel follows. Controlled: the caller keeps the value (often in the URL).
 */
export function Tabs<T extends string>({ label, items, value, onChange, children, className, variant = 'underline' }: TabsProps<T>) {
  // Radix builds element ids from the values: indexes keep them valid (values may hold spaces).
  const selected = String(
    Math.max(
      0,
      items.findIndex((i) => i.value === value),
    ),
  )
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(next) => {
        const item = items[Number(next)]
        if (item) onChange(item.value)
      }}
      activationMode="automatic"
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        className={cn(
          '-mx-5 flex gap-1 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0',
          variant === 'underline' ? 'border-b border-line' : 'gap-2',
        )}
      >
        {items.map((item, index) => (
          <RadixTabs.Trigger
            key={item.value}
            value={String(index)}
            className={cn(
              'shrink-0 text-sm font-medium whitespace-nowrap transition-colors duration-200',
              variant === 'underline'
                ? '-mb-px border-b-2 border-transparent px-3 py-3 text-muted hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink sm:px-4'
                : 'rounded-full border border-line-strong px-4 py-2 text-ink-soft hover:border-ink data-[state=active]:border-ink data-[state=active]:bg-ink data-[state=active]:text-paper',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {/* Every tab has its panel (each tab's aria-controls must name one); only the selected one is drawn. */}
      {items.map((item, index) => (
        <RadixTabs.Content
          key={item.value}
          value={String(index)}
          forceMount
          hidden={String(index) !== selected}
          className="focus-visible:outline-offset-8"
        >
          {String(index) === selected ? children : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}

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
  const selected = items.some((i) => i.value === value) ? value : items[0]?.value
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(next) => {
        const item = items.find((i) => i.value === next)
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
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'shrink-0 text-sm font-medium whitespace-nowrap transition-colors duration-200',
              variant === 'underline'
                ? 'border-b-2 border-transparent -mb-px px-3 py-3 text-muted hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink sm:px-4'
                : 'rounded-full border border-line-strong px-4 py-2 text-ink-soft hover:border-ink data-[state=active]:border-ink data-[state=active]:bg-ink data-[state=active]:text-paper',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {selected !== undefined ? (
        <RadixTabs.Content value={selected} className="focus-visible:outline-offset-8">
          {children}
        </RadixTabs.Content>
      ) : null}
    </RadixTabs.Root>
  )
}

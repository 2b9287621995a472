import * as RadixSelect from '@radix-ui/react-select'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import type { SelectOption } from './select'

export type SelectMenuProps<T extends string> = {
  label: string
  /** Shows the label beside the trigger (else it is for screen readers only). */
  showLabel?: boolean
  options: ReadonlyArray<SelectOption & { value: T }>
  value: T
  onValueChange: (value: T) => void
  className?: string
}

/**
 * A styled drop-down on Radix's Select (a WAI-ARIA combobox with a listbox: arrow keys, type-ahead,
 * Escape), for toolbars where a native select would not fit the look. Forms use the native
 * `Select` field, whose list is the platform's own (best on phones).
 */
export function SelectMenu<T extends string>({ label, showLabel = false, options, value, onValueChange, className }: SelectMenuProps<T>) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span id={`${id}-label`} className={cn('text-sm text-muted', !showLabel && 'sr-only', showLabel && 'sr-only sm:not-sr-only')}>
        {label}
      </span>
      <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
        <RadixSelect.Trigger
          aria-labelledby={`${id}-label`}
          className="inline-flex h-9 items-center gap-2 rounded-full border border-line-strong bg-canvas pr-3 pl-4 text-sm text-ink transition-colors hover:border-ink focus:border-ink focus:outline-none data-[state=open]:border-ink"
        >
          <RadixSelect.Value />
          <RadixSelect.Icon>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-muted">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={6}
            className="z-[95] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-line bg-canvas py-1 shadow-[0_12px_32px_-12px_rgba(28,26,23,0.35)]"
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="relative flex cursor-pointer items-center py-2 pr-4 pl-8 text-sm text-ink-soft outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-paper-deep data-[highlighted]:text-ink data-[state=checked]:font-medium data-[state=checked]:text-ink"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2.5 inline-flex">
                    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5">
                      <path
                        d="M3.5 8.5l3 3 6-7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  )
}

import type { Address } from '@shared/api-types'
import { addressLines } from '@/components/address-lines'
import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * The buyer's saved addresses as radio cards; 'No shipping addresses found.' when there are none.
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
  disabled,
}: {
  addresses: Address[]
  value: string | null
  onChange: (id: string) => void
  disabled?: boolean
}) {
  const usable = addresses.filter((a): a is Address & { id: string } => Boolean(a.id))
  if (!usable.length) {
    return (
      <p className="rounded-md border border-dashed border-line-strong px-5 py-6 text-center text-sm text-muted">
        No shipping addresses found.
      </p>
    )
  }
  return (
    <fieldset disabled={disabled}>
      <legend className="sr-only">Ship to</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {usable.map((address) => {
          const checked = value === address.id
          return (
            <label
              key={address.id}
              className={cn(
                'relative flex min-w-0 cursor-pointer flex-col gap-1 rounded-md border bg-canvas px-4 py-4 pr-11 text-sm transition-[border-color,box-shadow] duration-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2',
                checked ? 'border-ink shadow-[0_0_0_1px_var(--color-ink)]' : 'border-line-strong hover:border-muted',
              )}
            >
              <input
                type="radio"
                name="shipping-address"
                value={address.id}
                checked={checked}
                onChange={() => onChange(address.id)}
                // Invisible over the whole card: the card is the control to click or tap.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
              />
              <span className="font-medium text-ink">{address.billingName}</span>
              {addressLines(address).map((line, i) => (
                <span key={i} className="text-ink-soft">
                  {line}
                </span>
              ))}
              <span className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">
                {address.phone}
                <br />
                {address.email}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute top-4 right-4 inline-flex size-5 items-center justify-center rounded-full border',
                  checked ? 'border-ink bg-ink text-paper' : 'border-line-strong bg-canvas text-transparent',
                )}
              >
                <CheckIcon className="size-3" strokeWidth={2.2} />
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import { Checkbox } from '@/components/ui/checkbox'
import { CERTIFICATE_MESSAGES } from '@shared/certificates'

/**
 * Whether the buyer's name goes on the works' certificates of authenticity: off unless they tick
 * it. The name printed is the one on the chosen shipping address (the bill's), said here.
 */
export function CertificateNameChoice({
  checked,
  onChange,
  name,
  disabled,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The chosen address's name; null until an address is chosen. */
  name: string | null
  disabled?: boolean
}) {
  return (
    <div className="rounded-lg border border-line bg-canvas px-5 py-4">
      <Checkbox
        label={CERTIFICATE_MESSAGES.nameChoice}
        description={CERTIFICATE_MESSAGES.nameChoiceHint(name ?? 'the name on the address you choose')}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
      />
    </div>
  )
}

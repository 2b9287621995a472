import type { PayoutAccountView } from '@shared/payout-schemas'
import { Button } from '@/components/ui/button'

/** The saved payout details, masked as Kala keeps them. */
export function PayoutDetails({ account, onChange }: { account: PayoutAccountView; onChange: () => void }) {
  const rows: [string, string][] = [
    ['Name', account.legalName],
    ['PAN', account.panMasked],
    ...(account.method === 'bank'
      ? ([
          ['Bank account', account.accountMasked ?? ''],
          ['IFSC', account.ifsc ?? ''],
        ] as [string, string][])
      : ([['UPI id', account.upiMasked ?? '']] as [string, string][])),
    ['State', account.state],
    ['GSTIN', account.gstin ?? 'Not registered'],
  ]
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs tracking-[0.08em] text-muted uppercase">{label}</dt>
            <dd className="text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button variant="secondary" size="sm" onClick={onChange}>
          Change payout details
        </Button>
      </div>
    </div>
  )
}

import type { SaleStatus } from '@shared/constants'
import { Badge } from '@/components/ui/card'

const LABEL: Partial<Record<SaleStatus, string>> = { sold: 'Sold', reserved: 'Reserved' }

/** 'Sold' or 'Reserved' from the artwork's saleStatus; nothing for a work one can buy or ask about. */
export function SaleBadge({ status, className }: { status: SaleStatus; className?: string }) {
  const label = LABEL[status]
  if (!label) return null
  return (
    <Badge tone={status === 'sold' ? 'dark' : 'neutral'} className={className}>
      {label}
    </Badge>
  )
}

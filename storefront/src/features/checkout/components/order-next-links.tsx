import { ButtonLink } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { paths } from '@shared/paths'

/** Where a paid checkout leads: the order in My Orders, or back to the shop. */
export function OrderNextLinks({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ButtonLink to={paths.admin.orders.getHref()} size="lg">
        View My Orders
      </ButtonLink>
      <ButtonLink to={paths.shop.artworks.getHref()} size="lg" variant="secondary">
        Continue exploring
      </ButtonLink>
    </div>
  )
}

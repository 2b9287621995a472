import { ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useSales } from '../api/get-sales'
import { PayablesSummary } from './payables-summary'
import { SaleCard } from './sale-card'

/** /admin/sales (sellers): the paid orders holding their works, newest first, ready to pack. */
export function SalesPage() {
  useDocumentMeta({ title: 'Sales', description: 'Orders containing your works, ready to pack.' })
  const sales = useSales()
  return (
    <section aria-labelledby="sales-title">
      <h1 id="sales-title" className="text-4xl">
        Sales{sales.data ? ` (${sales.data.totalOrders})` : ''}
      </h1>
      <p className="mt-2 text-muted">Paid orders with your works: what to pack, and where to send it.</p>
      {sales.data && sales.data.orders.length > 0 ? <PayablesSummary payables={sales.data.payables} /> : null}
      <div className="mt-8">
        {sales.isPending ? (
          <div className="flex flex-col gap-6" aria-hidden="true">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-72 rounded-lg" />
            ))}
          </div>
        ) : sales.isError ? (
          <ErrorState title="Your sales could not be loaded." message={errorMessage(sales.error)} onRetry={() => void sales.refetch()} />
        ) : sales.data.orders.length === 0 ? (
          <EmptyState
            title="No sales yet"
            description="When a buyer pays for one of your works, the order appears here with their address."
            action={
              <ButtonLink to={paths.admin.artworks.getHref()} variant="secondary" size="sm" className="mt-2">
                Manage artworks
              </ButtonLink>
            }
          />
        ) : (
          <ul className="flex flex-col gap-6">
            {sales.data.orders.map((sale) => (
              <li key={sale._id}>
                <SaleCard sale={sale} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

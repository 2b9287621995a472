import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useDashboard } from '../api/get-dashboard'
import { BuyerDashboard } from './buyer-dashboard'
import { SellerDashboard } from './seller-dashboard'

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-hidden="true">
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-28 rounded-lg" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-52 rounded-lg" />
        <Skeleton className="h-52 rounded-lg" />
      </div>
    </div>
  )
}

/** /admin/dashboard: the seller's figures or the buyer's recent activity, as the server answers. */
export function DashboardPage() {
  useDocumentMeta({ title: 'Dashboard', description: 'Your works, sales and enquiries at a glance.' })
  const dashboard = useDashboard()
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="mb-8 text-4xl">
        Dashboard
      </h1>
      {dashboard.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading your dashboard
          </p>
          <DashboardSkeleton />
        </>
      ) : dashboard.isError ? (
        <ErrorState
          title="Your dashboard could not be loaded."
          message={errorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : dashboard.data.kind === 'seller' ? (
        <SellerDashboard data={dashboard.data} />
      ) : (
        <BuyerDashboard data={dashboard.data} />
      )}
    </section>
  )
}

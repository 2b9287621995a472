import { useRouteParam } from '@/components/query-page'
import { LoadFailed } from '@/components/load-failed'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { paths } from '@shared/paths'
import { useVerification } from '@/features/verify/api/get-verification'
import { CertificateView } from '@/features/verify/components/certificate-view'
import { VerifyLanding } from '@/features/verify/components/verify-landing'

/** /verify/:number: one certificate's public page (its printed address and QR code lead here). */
export default function VerifyCertificateRoute() {
  const number = useRouteParam('number')
  const query = useVerification(number)
  if (query.isPending)
    return (
      <div className="container-page pt-14 pb-24" aria-busy="true">
        <Skeleton className="mx-auto h-8 w-72" />
        <Skeleton className="mx-auto mt-12 h-[28rem] max-w-5xl" />
      </div>
    )
  if (query.isError) {
    // No such certificate, or too many tries: the server's sentence, and the form to try again.
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 429))
      return <VerifyLanding problem={query.error.message} number={number} />
    return (
      <LoadFailed
        error={query.error}
        what="certificate"
        backTo={paths.verify.form.getHref()}
        backLabel="Verify a certificate"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <CertificateView certificate={query.data} />
}

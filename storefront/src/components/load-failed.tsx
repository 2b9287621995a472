import { ButtonLink } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { isApiError } from '@/lib/api-client'

/** A profile, gallery or exhibition that is not there (404), or one that failed to load. */
export function LoadFailed({
  error,
  what,
  backTo,
  backLabel,
  onRetry,
}: {
  error: Error
  /** 'artist', 'profile', 'gallery'… */
  what: string
  backTo: string
  backLabel: string
  onRetry: () => void
}) {
  const missing = isApiError(error) && error.status === 404
  useDocumentMeta({ title: missing ? `No such ${what}` : `The ${what} could not be loaded` })
  if (missing) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-5 py-24 text-center">
        <p className="eyebrow">Not found</p>
        <h1 className="text-4xl sm:text-5xl">We could not find this {what}.</h1>
        <p className="max-w-md text-muted">The link may be old, or the page may have moved.</p>
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </section>
    )
  }
  return (
    <div className="container-page py-20">
      <ErrorState title={`The ${what} could not be loaded.`} message={error.message} onRetry={onRetry} />
    </div>
  )
}

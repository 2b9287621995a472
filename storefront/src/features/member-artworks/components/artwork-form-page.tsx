import { Link } from 'react-router-dom'
import { REVIEW_MESSAGES } from '@shared/messages'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useCollectionOptions } from '../api/get-collection-options'
import { useGalleryArtists } from '../api/get-gallery-artists'
import { useMyArtwork } from '../api/get-my-artwork'
import { artworkToValues, blankArtwork } from '../lib/artwork-form-values'
import { ArtworkForm } from './artwork-form'
import { savedImages } from './artwork-images'
import { ReviewBadge } from './review-badge'

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-56 rounded-lg" />
      <Skeleton className="h-80 rounded-lg" />
    </div>
  )
}

/**
 * /admin/add/artwork (with ?id= to edit) and /admin/edit/artwork/:artworkId: the artwork form, once
 * what it needs is loaded (the work, the member's collections, and for an artist their own name).
 */
export function ArtworkFormPage({ artworkId }: { artworkId?: string }) {
  const editing = Boolean(artworkId)
  useDocumentMeta({ title: editing ? 'Edit artwork' : 'Add artwork', description: 'List a work in the shop.' })
  const me = useUser()
  const artwork = useMyArtwork(artworkId)
  const collections = useCollectionOptions()
  const gallery = me.data?.role === 'gallery'
  // A gallery names one of the artists it represents (hooks/artistOfGallery on the server).
  const artists = useGalleryArtists(gallery)

  const failed = (editing && artwork.isError) || collections.isError || artists.isError
  const ready = (editing ? artwork.data : me.data || me.isError) && collections.data && (!gallery || artists.data)

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="artwork-form-heading">
      <Link to={paths.admin.artworks.getHref()} className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
        ← Back to artworks
      </Link>
      <h1 id="artwork-form-heading" className="mt-3 text-4xl">
        {editing ? 'Edit artwork' : 'Add artwork'}
      </h1>
      {artwork.data?.review && artwork.data.review.state !== 'approved' ? (
        <div className="mt-3 flex flex-col items-start gap-1.5">
          <ReviewBadge review={artwork.data.review} />
          <p className="text-sm text-muted">
            {artwork.data.review.state === 'rejected' ? REVIEW_MESSAGES.rejectedHint : REVIEW_MESSAGES.pendingHint}
          </p>
        </div>
      ) : null}
      <p className="mt-2 text-sm text-muted">Fields marked * are required.</p>
      <div className="mt-8">
        {failed ? (
          <ErrorState
            title={editing ? 'This artwork could not be loaded.' : 'The form could not be loaded.'}
            message={errorMessage(artwork.error ?? collections.error ?? artists.error)}
            onRetry={
              !isRetryable(artwork.error ?? collections.error)
                ? undefined
                : () => {
                    if (artwork.isError) void artwork.refetch()
                    if (collections.isError) void collections.refetch()
                    if (artists.isError) void artists.refetch()
                  }
            }
          />
        ) : !ready ? (
          <FormSkeleton />
        ) : artwork.data ? (
          <ArtworkForm
            key={artwork.data._id}
            artworkId={artwork.data._id}
            defaultValues={artworkToValues(artwork.data)}
            initialImages={savedImages(artwork.data)}
            collections={collections.data ?? []}
            artists={gallery ? artists.data : undefined}
            sellerReturnDays={me.data?.returnDays}
          />
        ) : (
          <ArtworkForm
            // An artist lists their own works: the form starts with their name.
            defaultValues={blankArtwork(me.data?.role === 'artist' ? me.data.fullName : '')}
            initialImages={[]}
            collections={collections.data ?? []}
            artists={gallery ? artists.data : undefined}
            sellerReturnDays={me.data?.returnDays}
          />
        )}
      </div>
    </section>
  )
}

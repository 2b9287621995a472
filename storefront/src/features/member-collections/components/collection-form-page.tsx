import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { pickImageUrl } from '@shared/images'
import { useMyCollection } from '../api/get-my-collection'
import { CollectionForm } from './collection-form'

/** /admin/add/collection and /admin/edit/collection/:collectionId: the collection form, once the collection is loaded. */
export function CollectionFormPage({ collectionId }: { collectionId?: string }) {
  const editing = Boolean(collectionId)
  useDocumentMeta({ title: editing ? 'Edit collection' : 'Add collection', description: 'Group your works into a collection.' })
  const loaded = useMyCollection(collectionId)

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="collection-form-heading">
      <Link to={paths.admin.collections.getHref()} className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
        ← Back to collections
      </Link>
      <h1 id="collection-form-heading" className="mt-3 text-4xl">
        {editing ? 'Edit collection' : 'Add collection'}
      </h1>
      <p className="mt-2 text-sm text-muted">Fields marked * are required.</p>
      <div className="mt-8">
        {!editing ? (
          <CollectionForm defaultValues={{ collectionName: '', description: '', status: 'true' }} initialCover={[]} initialWorks={[]} />
        ) : loaded.isError ? (
          <ErrorState
            title="This collection could not be loaded."
            message={errorMessage(loaded.error)}
            onRetry={isRetryable(loaded.error) ? () => void loaded.refetch() : undefined}
          />
        ) : loaded.data ? (
          <CollectionForm
            key={loaded.data.collection._id}
            collectionId={loaded.data.collection._id}
            defaultValues={{
              collectionName: loaded.data.collection.collectionName,
              description: loaded.data.collection.description,
              status: loaded.data.collection.status ? 'true' : 'false',
            }}
            initialCover={(() => {
              const url = pickImageUrl(loaded.data.collection.coverImage, 800) ?? loaded.data.collection.coverImageUrl
              return url ? [{ key: `saved-${url}`, url, name: 'Current cover' }] : []
            })()}
            initialWorks={loaded.data.artworkIds}
          />
        ) : (
          <Skeleton className="h-96 rounded-lg" />
        )}
      </div>
    </section>
  )
}

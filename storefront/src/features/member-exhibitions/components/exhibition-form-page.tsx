import { Link } from 'react-router-dom'
import type { OwnExhibitionDetail } from '@shared/api-types'
import { dayOf } from '@shared/exhibitionDates'
import { pickImageUrl } from '@shared/images'
import { paths } from '@shared/paths'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage, isRetryable } from '@/lib/api-client'
import { useMyExhibition } from '../api/get-my-exhibition'
import { ExhibitionForm, type ExhibitionFormValues } from './exhibition-form'

const EMPTY: ExhibitionFormValues = {
  name: '',
  startDate: '',
  endDate: '',
  venue: '',
  city: '',
  description: '',
  artworks: [],
  published: false,
}

const valuesOf = (e: OwnExhibitionDetail): ExhibitionFormValues => ({
  name: e.name,
  startDate: dayOf(e.startDate),
  endDate: dayOf(e.endDate),
  venue: e.venue ?? '',
  city: e.city ?? '',
  description: e.description ?? '',
  artworks: e.artworks.map((w) => w._id),
  published: e.published,
})

/** /admin/add/exhibition and /admin/edit/exhibition/:exhibitionId: the exhibition form, once the exhibition is loaded. */
export function ExhibitionFormPage({ exhibitionId }: { exhibitionId?: string }) {
  const editing = Boolean(exhibitionId)
  useDocumentMeta({ title: editing ? 'Edit exhibition' : 'Add exhibition', description: 'An exhibition of your gallery.' })
  const loaded = useMyExhibition(exhibitionId)

  return (
    <section className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="exhibition-form-heading">
      <Link to={paths.admin.exhibitions.getHref()} className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
        ← Back to exhibitions
      </Link>
      <h1 id="exhibition-form-heading" className="mt-3 text-4xl">
        {editing ? 'Edit exhibition' : 'Add exhibition'}
      </h1>
      <p className="mt-2 text-sm text-muted">Fields marked * are required.</p>
      <div className="mt-8">
        {!editing ? (
          <ExhibitionForm defaultValues={EMPTY} initialCover={[]} />
        ) : loaded.isError ? (
          <ErrorState
            title="This exhibition could not be loaded."
            message={errorMessage(loaded.error)}
            onRetry={isRetryable(loaded.error) ? () => void loaded.refetch() : undefined}
          />
        ) : loaded.data ? (
          <ExhibitionForm
            key={loaded.data._id}
            exhibitionId={loaded.data._id}
            defaultValues={valuesOf(loaded.data)}
            initialCover={(() => {
              const url = pickImageUrl(loaded.data.photo, 800)
              return url ? [{ key: `saved-${url}`, url, name: 'Current cover' }] : []
            })()}
            shownWorks={loaded.data.artworks}
          />
        ) : (
          <Skeleton className="h-96 rounded-lg" />
        )}
      </div>
    </section>
  )
}

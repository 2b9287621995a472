import type { ArtworkCollection } from '@shared/api-types'
import { StatusBadge } from '@/components/member/status-badge'
import { ButtonLink } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { paths } from '@shared/paths'
import { pickImageUrl } from '@shared/images'

/** A collection's details, from a row click, with an Edit link. */
export function CollectionDetailModal({ collection, onClose }: { collection: ArtworkCollection | null; onClose: () => void }) {
  const c = collection
  const cover = c ? (pickImageUrl(c.coverImage, 800) ?? c.coverImageUrl) : null
  return (
    <Modal
      open={Boolean(c)}
      onClose={onClose}
      title={c?.collectionName ?? ''}
      footer={
        c ? (
          <>
            {c.status ? (
              <ButtonLink variant="ghost" to={paths.showcase.getHref(c.username)}>
                View on your showcase
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.admin.editCollection.getHref(c._id)}>Edit</ButtonLink>
          </>
        ) : null
      }
    >
      {c ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <StatusBadge published={c.status} />
            <span className="text-sm text-muted">
              {c.artworkCount} {c.artworkCount === 1 ? 'work' : 'works'}
            </span>
          </div>
          {cover ? (
            <img src={cover} alt={`Cover of ${c.collectionName}`} className="max-h-72 w-full rounded-md bg-paper-deep object-cover" />
          ) : null}
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink-soft">{c.description}</p>
        </div>
      ) : null}
    </Modal>
  )
}

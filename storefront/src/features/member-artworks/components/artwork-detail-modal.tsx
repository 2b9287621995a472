import type { Artwork } from '@shared/api-types'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { StatusBadge } from '@/components/member/status-badge'
import { ButtonLink } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { paths } from '@shared/paths'
import { formatDate, formatEdition, formatMediumOnMaterial, formatPrice } from '@shared/format'
import { pickImageUrl } from '@shared/images'

const IMAGE_PLACES = ['Front', 'Back', 'Signature / marking']

/** A row's details, opened by a click on the row, with an Edit link. */
export function ArtworkDetailModal({ artwork, onClose }: { artwork: Artwork | null; onClose: () => void }) {
  const a = artwork
  const rows: Array<[string, string]> = a
    ? [
        ['Artist', a.artistName],
        ['Price', formatPrice(a.price)],
        ['Medium', formatMediumOnMaterial(a.medium, a.material)],
        ['Size (W x H x D)', [a.width, a.height, a.depth].map((v) => v ?? '–').join(' x ') + ' in'],
        ['Year', a.yearOfCreation ?? '–'],
        ['Edition', formatEdition(a.edition)],
        ['Signed', a.signed ? 'Signed' : 'n/a'],
        ['Category', [a.category, a.style, a.mood].filter(Boolean).join(', ') || '–'],
        ['Added', formatDate(a.createdAt)],
      ]
    : []
  return (
    <Modal
      open={Boolean(a)}
      onClose={onClose}
      title={a?.title ?? ''}
      size="lg"
      footer={
        a ? (
          <>
            {a.status === 'published' ? (
              <ButtonLink variant="ghost" to={paths.shop.artwork.getHref(a.uploadedBy, a._id)}>
                View in shop
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.admin.editArtwork.getHref(a._id)}>Edit</ButtonLink>
          </>
        ) : null
      }
    >
      {a ? (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge published={a.status === 'published'} />
            <SaleBadge status={a.saleStatus} />
          </div>
          {a.imageUrls.length ? (
            <ul className="grid grid-cols-3 gap-3">
              {a.imageUrls.map((image, i) => (
                <li key={image.url} className="flex flex-col gap-1">
                  <img
                    src={pickImageUrl(image, 400) ?? image.url}
                    alt={`${a.title}: ${IMAGE_PLACES[i] ?? `image ${i + 1}`}`}
                    className="aspect-square w-full rounded-md bg-paper-deep object-contain"
                  />
                  <span className="text-xs text-muted">{IMAGE_PLACES[i]}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {a.description ? <p className="text-sm leading-relaxed text-ink-soft">{a.description}</p> : null}
        </div>
      ) : null}
    </Modal>
  )
}

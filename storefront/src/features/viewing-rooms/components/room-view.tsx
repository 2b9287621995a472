import { Link } from 'react-router-dom'
import type { RoomView as Room } from '@shared/api-types'
import { formatDate, formatPrice } from '@shared/format'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { SaleBadge } from '@/components/artwork/sale-badge'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/**
 * A viewing room as its link opens it (/rooms/<token>): its title, who gathered it, the
 * introduction, then each work large with its note. A sold work says Sold; a work no longer public
 * is not in the answer at all.
 */
export function RoomView({ room }: { room: Room }) {
  useDocumentMeta({ title: room.title, description: room.intro || `A viewing room on Kala by ${room.ownerName}.` })
  return (
    <article aria-labelledby="room-title" className="container-page pt-10 pb-20 sm:pt-14 sm:pb-28">
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">Viewing room</p>
        <h1 id="room-title" className="mt-4 text-4xl leading-tight sm:text-5xl">
          {room.title}
        </h1>
        {room.ownerName ? <p className="mt-3 text-ink-soft">Gathered by {room.ownerName}</p> : null}
        {room.intro ? <p className="mx-auto mt-6 max-w-2xl text-lg whitespace-pre-line text-ink-soft">{room.intro}</p> : null}
        {room.closesAt ? <p className="mt-4 text-sm text-muted">Open until {formatDate(room.closesAt)}</p> : null}
        {room.isOwner ? <p className="mt-4 text-sm text-muted">This is your room: your own visits are not counted.</p> : null}
      </header>

      {room.works.length === 0 ? (
        <p className="mx-auto mt-14 max-w-xl text-center text-ink-soft">There are no works in this room at the moment.</p>
      ) : (
        <ol className="mx-auto mt-14 flex max-w-5xl flex-col gap-14 sm:gap-20">
          {room.works.map(({ artwork: a, note }, index) => (
            <li key={a._id} className="grid items-start gap-6 sm:gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="relative overflow-hidden bg-paper-deep [aspect-ratio:4/5]">
                <ArtworkImage
                  image={a.imageUrls[0]}
                  alt={`${a.title} by ${a.artistName}`}
                  sizes="(min-width: 1024px) 560px, 92vw"
                  priority={index === 0}
                />
              </div>
              <div>
                <h2 className="font-serif text-3xl leading-tight">
                  <Link to={paths.shop.artworkOf(a)} className="link-quiet">
                    {a.title}
                  </Link>
                </h2>
                <p className="mt-1 text-lg text-ink-soft">{a.artistName}</p>
                <p className="mt-3 flex items-center gap-3 text-ink">
                  <span>{a.price === null ? 'Price on request' : formatPrice(a.price)}</span>
                  <SaleBadge status={a.saleStatus} />
                </p>
                {note ? (
                  <blockquote className="mt-6 border-l-2 border-line pl-4 whitespace-pre-line text-ink-soft">{note}</blockquote>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </article>
  )
}

/** What a revoked, closed or unknown link shows: the server's sentence, and nothing of the room. */
export function RoomUnavailable({ message }: { message: string }) {
  useDocumentMeta({ title: 'Viewing room', description: message })
  return (
    <section aria-labelledby="room-gone" className="container-page py-24 text-center">
      <p className="eyebrow">Viewing room</p>
      <h1 id="room-gone" className="mt-4 text-3xl">
        {message}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-ink-soft">Ask the person who shared it for a new link, or look around the shop.</p>
      <p className="mt-8">
        <Link to={paths.shop.artworks.getHref()} className="link-quiet font-medium">
          Browse artworks
        </Link>
      </p>
    </section>
  )
}

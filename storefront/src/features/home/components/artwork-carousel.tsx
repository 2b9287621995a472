import type { CSSProperties, MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import type { Artwork } from '@shared/api-types'
import { CAROUSEL } from '@shared/constants'
import { IconButton } from '@/components/ui/icon-button'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { paths } from '@shared/paths'
import { ArtworkImage, artworkAlt } from '@/components/artwork/artwork-image'
import { cn } from '@/lib/cn'
import { formatCardPrice, formatMediumOnMaterial } from '@shared/format'
import { useCarousel } from './use-carousel'

function slideStyle(distance: number): CSSProperties {
  const abs = Math.abs(distance)
  return {
    transform: `translate(-50%, 0) translateX(calc(${distance} * var(--carousel-step))) translateZ(${-abs * 160}px) rotateY(${-distance * 24}deg)`,
    zIndex: 10 - abs,
    opacity: abs > 1 ? 0.55 : abs === 1 ? 0.9 : 1,
    filter: abs ? `saturate(${abs > 1 ? 0.7 : 0.9})` : undefined,
  }
}

/**
 * The home page's 3D carousel of 5 top artworks. Slides link to /shop/artwork/{uploadedBy}/{_id};
 * a click on a side slide brings it to the centre instead.
 */
export function ArtworkCarousel({ artworks }: { artworks: Artwork[] }) {
  const items = artworks.slice(0, CAROUSEL.slides)
  const { centre, slotOf, select, locked } = useCarousel(items.length)
  const centreItem = items.find((_, i) => slotOf(i) === centre)

  if (!items.length) return null

  return (
    <div aria-roledescription="carousel" aria-label="Top picked artworks" aria-busy={locked} className="relative">
      <div className="relative mx-auto h-[calc(min(56vw,300px)*1.25+4.5rem)] w-full overflow-hidden [--carousel-step:min(30vw,190px)] [perspective:1400px] sm:h-[450px] sm:[--carousel-step:200px] lg:h-[500px] lg:[--carousel-step:250px]">
        {items.map((artwork, index) => {
          const slot = slotOf(index)
          const distance = slot - centre
          const isCentre = distance === 0
          const image = artwork.imageUrls[0]
          const href = paths.shop.artwork.getHref(artwork.uploadedBy, artwork._id)
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (isCentre) return
            event.preventDefault()
            select(slot)
          }
          return (
            <Link
              key={artwork._id}
              to={href}
              onClick={onClick}
              data-slot={slot}
              aria-current={isCentre ? 'true' : undefined}
              aria-label={isCentre ? `${artwork.title} by ${artwork.artistName}` : `Show ${artwork.title} by ${artwork.artistName}`}
              tabIndex={isCentre ? 0 : -1}
              style={slideStyle(distance)}
              className={cn(
                'absolute top-6 left-1/2 block w-[min(56vw,300px)] transition-[transform,opacity,filter] duration-[400ms] ease-[var(--ease-gallery)] [transform-style:preserve-3d] sm:w-[300px] lg:w-[340px]',
                isCentre ? 'cursor-pointer' : 'cursor-pointer',
              )}
            >
              <div
                className={cn(
                  'relative overflow-hidden bg-paper-deep [aspect-ratio:4/5]',
                  isCentre ? 'shadow-[0_40px_60px_-30px_rgba(28,26,23,0.55)]' : 'shadow-[0_20px_40px_-25px_rgba(28,26,23,0.5)]',
                )}
              >
                <ArtworkImage
                  image={image}
                  alt={artworkAlt(artwork, image)}
                  sizes="(min-width: 1024px) 340px, (min-width: 640px) 300px, 56vw"
                  priority={index === CAROUSEL.centreIndex}
                  beside={index !== CAROUSEL.centreIndex}
                  fit="cover"
                />
              </div>
            </Link>
          )
        })}
      </div>

      <div className="mt-2 flex flex-col items-center gap-5 text-center">
        <div aria-live="polite" className="min-h-[4.5rem]" data-testid="carousel-caption">
          {centreItem ? (
            <>
              <p className="text-[0.78rem] font-semibold tracking-[0.12em] text-ink-soft uppercase">{centreItem.artistName}</p>
              <p className="mt-1 font-serif text-2xl">{centreItem.title}</p>
              <p className="mt-1 text-sm text-muted">
                {[formatMediumOnMaterial(centreItem.medium, centreItem.material), formatCardPrice(centreItem.price)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <IconButton label="Previous artwork" icon={<ArrowLeftIcon />} onClick={() => select(centre - 1)} />
          <IconButton label="Next artwork" icon={<ArrowRightIcon />} onClick={() => select(centre + 1)} />
        </div>
      </div>
    </div>
  )
}

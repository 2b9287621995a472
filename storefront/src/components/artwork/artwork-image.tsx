import { preload } from 'react-dom'
import type { ImageSet } from '@shared/api-types'
import { buildAvifSrcSet, buildSrcSet, largestAvifUrl } from '@shared/images'
import { cn } from '@/lib/cn'
import { usePageLoaded } from '@/hooks/use-page-loaded'

export type ArtworkImageProps = {
  image: ImageSet | null | undefined
  alt: string
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** The page's LCP image: eager, high fetch priority. Everything else is lazy. */
  priority?: boolean
  /**
   * Drawn beside the image that matters (a carousel's side slides): asked for at low priority, so
   * a phone's link brings the largest image first, though the browser sees these in view too.
   */
  beside?: boolean
  /**
   * Below the fold of a page whose largest image matters (a work's own page): asked for once the
   * page has loaded, so a phone's link brings that image first. A lazy image near the viewport is
   * asked for at once: on the artwork page, eight cards' images shared the link with the work's own.
   */
  afterLoad?: boolean
  fit?: 'contain' | 'cover'
  className?: string
}

/** An empty image (a transparent pixel) for an image not yet asked for: nothing is drawn, not even its alt text. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** A responsive <img> from the API's ImageSet (srcset from its variants). Fills its box. */
export function ArtworkImage({
  image,
  alt,
  sizes,
  priority = false,
  beside = false,
  afterLoad = false,
  fit = 'contain',
  className,
}: ArtworkImageProps) {
  const pageLoaded = usePageLoaded(afterLoad)
  if (!image?.url) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('absolute inset-0 flex items-center justify-center bg-paper-deep text-xs text-muted', className)}
      >
        No image
      </div>
    )
  }
  const waiting = afterLoad && !pageLoaded
  // The AVIF forms, where they have been made, for browsers that take them; the <img> is the rest's.
  const avif = waiting ? '' : buildAvifSrcSet(image)
  const img = (
    <img
      src={waiting ? BLANK : (image.card?.url ?? image.url)}
      srcSet={waiting ? undefined : buildSrcSet(image) || undefined}
      sizes={waiting ? undefined : sizes}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : beside ? 'low' : 'auto'}
      draggable={false}
      className={cn('absolute inset-0 size-full', fit === 'contain' ? 'object-contain' : 'object-cover', className)}
    />
  )
  if (!avif) return img
  // React preloads a priority <img> in the page's head itself, but not one inside a <picture>
  // (its <source> may choose another file): the LCP image's AVIF is preloaded here, typed, so a
  // browser without AVIF skips it and loads the <img>.
  const href = largestAvifUrl(image)
  if (priority && href)
    preload(href, {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    })
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  )
}

/** Meaningful alt text for an artwork image. */
export function artworkAlt(artwork: { title: string; artistName: string; medium?: string | null }, image?: ImageSet | null): string {
  if (image?.alt && image.alt.trim() && image.alt.trim() !== artwork.title) return image.alt.trim()
  const medium = artwork.medium ? `, ${artwork.medium.toLowerCase()}` : ''
  return `${artwork.title} by ${artwork.artistName}${medium}`
}

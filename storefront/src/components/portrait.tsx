import type { ReactNode } from 'react'
import type { ImageSet } from '@shared/api-types'
import { PORTRAIT_ASPECT_RATIO } from '@shared/images'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { cn } from '@/lib/cn'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/**
 * A member's photo filling its (aspect-ratio reserved) box, or their initials when there is none.
 * The initials are decorative: the name is always written next to the portrait. A photo cropped in
 * the member area has the box's shape already; an older or imported one of another shape is cut
 * to it, a tall one from its upper part, where a portrait's face is.
 */
export function Portrait({
  photo,
  name,
  sizes,
  priority = false,
  compact = false,
  className,
}: {
  photo: ImageSet | null
  name: string
  sizes: string
  priority?: boolean
  /** A small round avatar (a list's row): initials sized for it. */
  compact?: boolean
  className?: string
}) {
  if (!photo?.url) {
    return (
      <div aria-hidden="true" className={cn('absolute inset-0 flex items-center justify-center bg-paper-deep', className)}>
        <span className={cn('font-serif', compact ? 'text-lg text-ink-soft' : 'text-5xl text-numeral')}>{initialsOf(name)}</span>
      </div>
    )
  }
  const alt = photo.alt?.trim() && photo.alt.trim() !== name ? photo.alt.trim() : `Portrait of ${name}`
  return (
    <ArtworkImage image={photo} alt={alt} sizes={sizes} priority={priority} fit="cover" className={cn('object-[50%_30%]', className)} />
  )
}

/**
 * The box of a member's photo wherever it is a rectangle (the artist's page, the artist cards):
 * the photo's one shape, PORTRAIT_ASPECT_RATIO, the shape the crop step uploads. The round
 * avatars are squares cut by a circle.
 */
export function PortraitFrame({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={cn('relative overflow-hidden bg-paper-deep', className)} style={{ aspectRatio: PORTRAIT_ASPECT_RATIO }}>
      {children}
    </div>
  )
}

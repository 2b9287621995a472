import { ArtworkImage } from '@/components/artwork/artwork-image'
import { cn } from '@/lib/cn'
import type { PersonHit } from '../api/search'

/*
 * An artist or a gallery as search shows them, apart from search-people.tsx: the header's search
 * box (on every page's first screen) draws these, and the results' Follow buttons stay out of its script.
 */

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/**
 * A round photo of an artist or a gallery, or their initials. Decorative (empty alt): the name is
 * always written beside it, and the link it sits in is named by that text alone.
 */
export function PersonAvatar({ person, className }: { person: PersonHit; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full bg-paper-deep', className)}>
      {person.photo?.url ? (
        <ArtworkImage image={person.photo} alt="" sizes="48px" fit="cover" />
      ) : (
        <span className="m-auto font-serif text-sm text-numeral">{initialsOf(person.name)}</span>
      )}
    </span>
  )
}

/** Name over city; the hidden comma makes the link's name "Sutra Contemporary, Mumbai", not one run-on word. */
export function PersonLabel({ person, className }: { person: PersonHit; className?: string }) {
  return (
    <span className={cn('min-w-0', className)}>
      <span className="block truncate font-serif text-base leading-snug text-ink">{person.name}</span>
      {person.city ? (
        <>
          <span className="sr-only">,</span> <span className="block truncate text-xs text-muted">{person.city}</span>
        </>
      ) : null}
    </span>
  )
}

import { useId } from 'react'
import { Link } from 'react-router-dom'
import { FollowButton } from '@/components/follow-button'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/api-client'
import { hasPeople, usePeopleSearch, type PersonHit } from '../api/search'
import { PersonAvatar, PersonLabel } from './search-person'

function PeopleRow({ title, people }: { title: string; people: PersonHit[] }) {
  const id = useId()
  if (!people.length) return null
  return (
    <div>
      <h2 id={id} className="eyebrow font-sans">
        {title}
      </h2>
      {/* One scrolling row on a phone (fixed-width chips, never wider than the screen); wrapped
          lines from md up. The padding keeps focus rings inside the scroll box, which clips. */}
      <ul aria-labelledby={id} className="-m-1.5 mt-1.5 flex snap-x gap-3 overflow-x-auto p-1.5 md:flex-wrap md:overflow-visible">
        {people.map((person) => (
          <li key={person.id} className="flex shrink-0 snap-start items-center gap-2">
            <Link
              to={person.href}
              className="flex w-60 items-center gap-3 rounded-full border border-line bg-canvas py-1.5 pr-5 pl-1.5 transition-colors hover:border-ink"
            >
              <PersonAvatar person={person} className="size-12" />
              <PersonLabel person={person} />
            </Link>
            <FollowButton target={{ kind: person.kind, id: person.id }} name={person.name} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The artists and galleries matching the search words, above the works on /shop/artworks?q=…,
 * each with Follow beside its link.
 * Nothing while they load or when none match (the works below say what the page found); the
 * shop's filters do not apply to people, so the row follows the words alone.
 */
export function SearchPeople({ q, className }: { q: string; className?: string }) {
  const query = usePeopleSearch(q)
  if (!q.trim()) return null
  if (query.isError && !query.data) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft', className)}>
        <span>Matching artists and galleries could not be loaded: {errorMessage(query.error)}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const hits = query.data
  if (!hasPeople(hits)) return null
  return (
    <section
      aria-label="Artists and galleries"
      aria-busy={query.isPlaceholderData || undefined}
      className={cn('space-y-6 transition-opacity duration-300', query.isPlaceholderData && 'opacity-50', className)}
    >
      <PeopleRow title="Artists" people={hits.artists} />
      <PeopleRow title="Galleries" people={hits.galleries} />
    </section>
  )
}

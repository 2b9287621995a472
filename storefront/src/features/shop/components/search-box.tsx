import { useCallback, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '@shared/paths'
import { SearchIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { usePeopleSearch, type PersonHit } from '../api/search'
import { PersonAvatar, PersonLabel } from './search-person'

/** Suggestions wait for a pause in typing: one request per word, not per key. */
const DEBOUNCE_MS = 200
/** One letter matches nearly everyone; the server drops one-letter words anyway. */
const MIN_CHARS = 2

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The header's search: Enter (or the button) opens /shop/artworks?q=…; while typing, a list of
 * matching artists and galleries links straight to their pages. The list follows the WAI-ARIA
 * combobox pattern (list autocomplete, focus stays in the input): Arrow keys move through the
 * suggestions, Enter opens the highlighted one, Escape closes the list, and a pointer can click.
 */
export function SearchBox({ className, onDone, autoFocus }: { className?: string; onDone?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const location = useLocation()
  const id = useId()
  const listId = `${id}-suggestions`
  const current = location.pathname === paths.shop.artworks.path ? (params.get('q') ?? '') : ''
  const [value, setValue] = useState(current)
  // Open only after the user typed: the text restored from the URL asks for nothing.
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  useEffect(() => setValue(current), [current])

  const typed = useDebounced(value, DEBOUNCE_MS).trim()
  const query = usePeopleSearch(open && typed.length >= MIN_CHARS ? typed : '')
  const artists = query.data?.artists ?? []
  const galleries = query.data?.galleries ?? []
  // One run of options across both groups: the arrow keys go from the last artist to the first gallery.
  const groups = [
    { key: 'artists', label: 'Artists', people: artists, start: 0 },
    { key: 'galleries', label: 'Galleries', people: galleries, start: artists.length },
  ]
  const options: PersonHit[] = [...artists, ...galleries]
  const expanded = open && value.trim().length >= MIN_CHARS && options.length > 0
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id])

  // New suggestions: nothing highlighted until an arrow key says so.
  useEffect(() => setActive(-1), [query.data])
  // The highlighted option stays in sight in a list taller than its box (jsdom has no scrollIntoView).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  }, [active, optionId])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    close()
    navigate(paths.shop.artworks.getHref({ q: value.trim() }))
    onDone?.()
  }

  const choose = (person: PersonHit) => {
    close()
    navigate(person.href)
    onDone?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        // Reopens the list the user closed (Escape), with the same words.
        if (value.trim().length >= MIN_CHARS) setOpen(true)
        return
      }
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i === -1 && step === -1 ? options.length - 1 : (i + step + options.length) % options.length))
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && expanded) {
      // Only closes the list; a second Escape is the search input's own (it clears the text).
      event.preventDefault()
      close()
    }
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search artworks and artists
      </label>
      <input
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder="Search art, artists, mediums"
        autoFocus={autoFocus}
        maxLength={100}
        className="h-10 w-full rounded-full border border-line bg-canvas/80 pr-10 pl-4 text-sm text-ink placeholder:text-muted/80 transition-colors focus:border-ink focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-ink"
      >
        <SearchIcon />
      </button>
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Artists and galleries"
          // Keeps focus (and the list) in the input while a pointer presses an option.
          onMouseDown={(e) => e.preventDefault()}
          className="absolute top-full right-0 z-50 mt-2 max-h-[min(70vh,28rem)] w-full max-w-[calc(100vw-2.5rem)] min-w-72 overflow-y-auto rounded-md border border-line bg-canvas py-2 shadow-[0_12px_32px_-12px_rgba(28,26,23,0.35)]"
        >
          {groups.map((group) =>
            group.people.length ? (
              <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
                <div role="presentation" id={`${id}-${group.key}`} className="eyebrow px-4 pt-2 pb-1">
                  {group.label}
                </div>
                {group.people.map((person, i) => {
                  const index = group.start + i
                  const selected = index === active
                  return (
                    // A real link (open in a new tab, copy the address) that is the option itself.
                    <Link
                      key={person.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      to={person.href}
                      onClick={(e) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                        e.preventDefault()
                        choose(person)
                      }}
                      className={cn('flex items-center gap-3 px-4 py-2 hover:bg-paper-deep', selected && 'bg-paper-deep')}
                    >
                      <PersonAvatar person={person} className="size-9" />
                      <PersonLabel person={person} />
                    </Link>
                  )
                })}
              </div>
            ) : null,
          )}
        </div>
      ) : null}
    </form>
  )
}

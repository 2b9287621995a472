import { useEffect, useId, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { DictionaryCategory } from '@shared/api-types'
import { ArrowLeftIcon, SearchIcon } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/button'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { ArtworkImage } from '@/components/artwork/artwork-image'
import { isApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useAllTerms, useCategories, useTerm, useTerms } from '../api/dictionary'
import { matchSnippet, searchTerms } from '../lib/search-terms'
import { termHref, TermTile, TermTileSkeleton } from './term-tile'

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-4 lg:gap-x-[2.6%] lg:gap-y-8'
const listHref = (category: string) => paths.learn.dictionary.getHref({ category })

function TilesSkeleton({ label }: { label: string }) {
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <TermTileSkeleton key={i} />
      ))}
    </div>
  )
}

function CategoryTerms({ category }: { category: DictionaryCategory }) {
  const query = useTerms(category.slug)
  return (
    <section aria-labelledby="category-title">
      <h2 id="category-title" className="text-3xl leading-tight sm:text-4xl">
        {category.category}
      </h2>
      {category.description ? <p className="mt-3 max-w-2xl leading-relaxed text-muted">{category.description}</p> : null}
      <div className="mt-8">
        {query.isPending ? (
          <TilesSkeleton label={`Loading ${category.category}`} />
        ) : query.isError ? (
          <ErrorState title="These terms could not be loaded." message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.length ? (
          <ul className={GRID}>
            {query.data.map((term) => (
              <li key={term.slug}>
                <TermTile term={term} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No terms here yet" />
        )}
      </div>
    </section>
  )
}

function TermDetailView({ category, termSlug }: { category: DictionaryCategory; termSlug: string }) {
  const query = useTerm(category.slug, termSlug)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const back = (
    <Link to={listHref(category.slug)} className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink">
      <ArrowLeftIcon /> Back to {category.category}
    </Link>
  )
  // Opening a term (also a related one) moves focus to it, so it is read out and in view.
  useEffect(() => {
    if (query.data) headingRef.current?.focus()
  }, [query.data])

  if (query.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <span className="sr-only">Loading the term</span>
        <div aria-hidden="true" className="mt-8 grid gap-8 md:grid-cols-2">
          <div className="rounded-sm bg-paper-deep [aspect-ratio:4/3]" />
          <div className="space-y-4">
            <div className="h-10 w-2/3 rounded-sm bg-paper-deep" />
            <div className="h-4 w-full rounded-sm bg-paper-deep" />
            <div className="h-4 w-5/6 rounded-sm bg-paper-deep" />
          </div>
        </div>
      </div>
    )
  }
  if (query.isError) {
    return (
      <div>
        {back}
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            className="mt-8"
            title="This term is not in the dictionary."
            description="It may have been renamed. Browse the category or search for it."
          />
        ) : (
          <ErrorState
            className="mt-8"
            title="This term could not be loaded."
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    )
  }
  const { term, related } = query.data
  return (
    <article aria-labelledby="term-title">
      {back}
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-12">
        <div className="relative overflow-hidden rounded-sm bg-ink [aspect-ratio:4/3]">
          {term.image?.url ? (
            <ArtworkImage
              image={term.image}
              alt={term.image.alt?.trim() && term.image.alt.trim() !== term.term ? term.image.alt : ''}
              sizes="(min-width: 1024px) 40vw, 100vw"
              fit="cover"
              priority
            />
          ) : (
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[linear-gradient(150deg,var(--color-paper-deep),var(--color-line-strong))]"
            />
          )}
        </div>
        <div>
          <p className="eyebrow">{category.category}</p>
          <h2
            id="term-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 scroll-mt-28 text-4xl leading-tight focus:outline-none sm:text-5xl"
          >
            {term.term}
          </h2>
          <p className="mt-6 text-[1.075rem] leading-[1.75] text-ink-soft">{term.definition}</p>
        </div>
      </div>
      {related.length ? (
        <section aria-labelledby="related-title" className="mt-14 border-t border-line pt-8">
          <h3 id="related-title" className="text-2xl">
            Related terms
          </h3>
          <ul className={cn(GRID, 'mt-6')}>
            {related.map((r) => (
              <li key={`${r.categorySlug}/${r.slug}`}>
                <TermTile term={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

function SearchResults({ categories, q }: { categories: DictionaryCategory[]; q: string }) {
  const all = useAllTerms(categories, true)
  const results = searchTerms(all.terms, q)
  const names = new Map(categories.map((c) => [c.slug, c.category]))
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="text-3xl leading-tight" aria-live="polite">
        {all.pending && !results.length ? 'Searching…' : `${results.length} ${results.length === 1 ? 'term' : 'terms'} for “${q.trim()}”`}
      </h2>
      {all.failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Some categories could not be searched.{' '}
          <button type="button" className="underline underline-offset-4" onClick={all.refetch}>
            Try again
          </button>
        </p>
      ) : null}
      {results.length ? (
        <ul className="mt-8 divide-y divide-line border-y border-line">
          {results.map((term) => (
            <li key={`${term.categorySlug}/${term.slug}`}>
              <Link
                to={termHref(term)}
                className="group grid grid-cols-[5rem_1fr] items-center gap-4 py-4 sm:grid-cols-[7rem_1fr] sm:gap-6"
              >
                <span className="relative block overflow-hidden rounded-sm bg-ink [aspect-ratio:4/3]">
                  {term.image?.url ? <ArtworkImage image={term.image} alt="" sizes="112px" fit="cover" /> : null}
                </span>
                <span>
                  <span className="block text-[0.7rem] font-semibold tracking-[0.14em] text-muted uppercase">
                    {names.get(term.categorySlug) ?? ''}
                  </span>
                  <span className="mt-0.5 block font-serif text-xl text-ink group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4">
                    {term.term}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-muted">{matchSnippet(term.definition, q, 140)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : all.pending ? (
        <div className="mt-8">
          <TilesSkeleton label="Searching" />
        </div>
      ) : (
        <EmptyState className="mt-8" title="No terms found" description="Try a shorter word, or browse the categories." />
      )}
    </section>
  )
}

/**
 * The art dictionary: a category sidebar with the first category selected
 * on load, a grid of term tiles, the term detail with a back link and related terms, and a search
 * box that searches terms and definitions across categories as you type (DECISIONS 3). The
 * category, the term and the search are kept in the URL, so links and Back work.
 */
export function DictionaryBrowser() {
  const [params, setParams] = useSearchParams()
  const searchId = useId()
  const categoriesQuery = useCategories()
  const categories = categoriesQuery.data ?? []
  const wanted = params.get('category')
  const category = categories.find((c) => c.slug === wanted) ?? categories[0] ?? null
  const termSlug = params.get('term')
  const q = params.get('q') ?? ''

  const onSearch = (value: string) => {
    const next = new URLSearchParams()
    if (category) next.set('category', category.slug)
    if (value) next.set('q', value)
    setParams(next, { replace: true, preventScrollReset: true })
  }

  if (categoriesQuery.isError) {
    return (
      <ErrorState
        title="The dictionary could not be loaded."
        message={categoriesQuery.error.message}
        onRetry={() => void categoriesQuery.refetch()}
      />
    )
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
        <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search terms and definitions
          </label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Search the dictionary"
            maxLength={100}
            autoComplete="off"
            className="h-11 w-full rounded-full border border-line-strong bg-canvas pr-4 pl-10 text-[0.95rem] text-ink placeholder:text-muted/80 focus:border-ink focus:ring-2 focus:ring-ink/10 focus:outline-none"
          />
          <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted">
            <SearchIcon />
          </span>
        </form>
        <nav aria-label="Categories">
          <p className="eyebrow hidden lg:block">Categories</p>
          {categoriesQuery.isPending ? (
            <ul aria-hidden="true" className="-mx-5 flex gap-2 overflow-x-hidden px-5 lg:mx-0 lg:mt-4 lg:flex-col lg:px-0">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="h-9 w-32 shrink-0 rounded-full bg-paper-deep lg:w-full lg:rounded-sm" />
              ))}
            </ul>
          ) : (
            <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:-mx-8 sm:px-8 lg:mx-0 lg:mt-4 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
              {categories.map((c) => {
                const active = !q && c.slug === category?.slug
                return (
                  <li key={c.slug} className="shrink-0">
                    <Link
                      to={listHref(c.slug)}
                      aria-current={active ? 'true' : undefined}
                      preventScrollReset
                      className={cn(
                        'block rounded-full border px-4 py-2 text-sm whitespace-nowrap transition-colors lg:rounded-sm lg:border-0 lg:border-l-2 lg:px-3 lg:py-2 lg:text-[0.95rem]',
                        active
                          ? 'border-ink bg-ink text-paper lg:border-ink lg:bg-paper-deep lg:font-medium lg:text-ink'
                          : 'border-line-strong text-ink-soft hover:border-ink hover:text-ink lg:border-transparent lg:hover:bg-paper-deep/60',
                      )}
                    >
                      {c.category}
                    </Link>
                  </li>
                )
              })}
            </ul>
          )}
        </nav>
      </aside>
      <div className="min-w-0">
        {categoriesQuery.isPending || !category ? (
          categoriesQuery.isPending ? (
            <TilesSkeleton label="Loading the dictionary" />
          ) : (
            <EmptyState title="The dictionary is empty" description="Terms are being written." />
          )
        ) : q.trim() ? (
          <SearchResults categories={categories} q={q} />
        ) : termSlug ? (
          <TermDetailView key={`${category.slug}/${termSlug}`} category={category} termSlug={termSlug} />
        ) : (
          <CategoryTerms key={category.slug} category={category} />
        )}
        {q.trim() ? (
          <div className="mt-10">
            <ButtonLink to={listHref(category?.slug ?? '')} variant="secondary" size="sm">
              Clear search
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </div>
  )
}

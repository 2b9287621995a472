import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { COLORS, LIMITS, SIZES, type SizeClass } from '@shared/constants'
import { IconButton } from '@/components/ui/icon-button'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { ColorSwatchButton } from '@/components/color-swatch'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/states'
import { paths } from '@shared/paths'
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/artwork/artwork-card'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { cn } from '@/lib/cn'
import { excerpt } from '@shared/format'
import { pickImageUrl } from '@shared/images'
import { useArtworksByArtist, type ArtworksByArtistPage } from '../api/artworks-by-artist'
import { clampPage, parseWorksParams, worksCounter, worksQuery, type WorksView } from '../lib/works-params'
import { Portrait } from '@/components/portrait'
import { LoadFailed } from '@/components/load-failed'

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8'

function Banner({ data, artistSlug }: { data: ArtworksByArtistPage; artistSlug: string }) {
  const profile = data.profile
  const name = profile?.artistName || profile?.fullName || data.artworks[0]?.artistName || artistSlug
  const bio = excerpt(profile?.bio, LIMITS.artistBioExcerpt)
  useDocumentMeta({
    title: `Artworks by ${name}`,
    description: bio || `Original works by ${name} on Kala.`,
    image: pickImageUrl(profile?.photo ?? data.artworks[0]?.imageUrls[0], 1200),
  })
  return (
    <section aria-labelledby="artist-works-title" className="bg-ink text-paper">
      <div className="container-page grid items-center gap-8 py-12 sm:grid-cols-[auto_1fr] sm:gap-10 sm:py-16 lg:py-20">
        <div className="relative size-24 overflow-hidden rounded-full bg-ink-soft sm:size-32 lg:size-40">
          <Portrait photo={profile?.photo ?? null} name={name} sizes="160px" priority className="bg-ink-soft!" />
        </div>
        <div>
          <p className="text-[0.72rem] font-semibold tracking-[0.18em] text-paper/60 uppercase">Artworks by</p>
          <h1 id="artist-works-title" className="mt-3 text-4xl leading-tight text-paper sm:text-5xl">
            {name}
          </h1>
          {bio ? <p className="mt-4 max-w-3xl leading-relaxed text-paper/80">{bio}</p> : null}
          <Link
            to={paths.artists.artist.getHref(artistSlug)}
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-paper underline decoration-paper/40 underline-offset-4 transition-[gap] hover:gap-3 hover:decoration-paper"
          >
            Learn More <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </section>
  )
}

function BannerSkeleton() {
  return (
    <div className="bg-ink" aria-hidden="true">
      <div className="container-page grid items-center gap-8 py-12 sm:grid-cols-[auto_1fr] sm:gap-10 sm:py-16 lg:py-20">
        <div className="size-24 rounded-full bg-ink-soft sm:size-32 lg:size-40" />
        <div className="space-y-4">
          <div className="h-3 w-24 rounded-sm bg-ink-soft" />
          <div className="h-11 w-2/3 rounded-sm bg-ink-soft" />
          <div className="h-4 w-full max-w-2xl rounded-sm bg-ink-soft" />
        </div>
      </div>
    </div>
  )
}

function Filters({ view, onChange }: { view: WorksView; onChange: (next: WorksView) => void }) {
  const all = !view.color && !view.size
  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors',
      active ? 'border-ink bg-ink text-paper' : 'border-line-strong text-ink-soft hover:border-ink hover:text-ink',
    )
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label="Colour" className="flex flex-wrap items-center gap-x-2 gap-y-3">
        {/* 'All' clears every filter and, like any colour change, goes back to page 1. */}
        <button type="button" aria-pressed={all} className={chip(all)} onClick={() => onChange({ page: 1, color: null, size: null })}>
          All
        </button>
        <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line sm:block" />
        <ul className="flex flex-wrap gap-2">
          {COLORS.map((color) => {
            const active = view.color === color
            return (
              <li key={color}>
                <ColorSwatchButton
                  color={color}
                  pressed={active}
                  onClick={() => onChange({ ...view, page: 1, color: active ? null : color })}
                />
              </li>
            )
          })}
        </ul>
      </div>
      <div role="group" aria-label="Size" className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm text-muted">Size</span>
        {SIZES.map((size) => {
          const active = view.size === size.value
          return (
            <button
              key={size.value}
              type="button"
              aria-pressed={active}
              title={size.description}
              className={chip(active)}
              onClick={() => onChange({ ...view, page: 1, size: active ? null : (size.value as SizeClass) })}
            >
              {size.label}
              <span className={cn('hidden text-xs sm:inline', active ? 'text-paper/70' : 'text-muted')}>{size.description}</span>
            </button>
          )
        })}
      </div>
    </div>
  )
}

function Pager({
  page,
  pages,
  onPage,
  label: navLabel,
  children,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
  label: string
  children?: ReactNode
}) {
  return (
    <nav aria-label={navLabel} className="flex items-center justify-between gap-4">
      <div className="text-sm text-ink-soft" aria-live="polite">
        {children}
      </div>
      <div className="flex items-center gap-2">
        <IconButton label="Previous page" icon={<ArrowLeftIcon />} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <IconButton label="Next page" icon={<ArrowRightIcon />} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </div>
    </nav>
  )
}

/**
 * Artworks by one artist: banner with the 240-character bio excerpt
 * and 'Learn More', filter toggles All / 12 colours / size, a counter 'Showing a - b of N works',
 * arrows that page only within 1..pages, and 'No Artwork' when nothing matches. The view lives
 * in the URL (?page=&color=&size=), so a link reproduces it and Back works.
 */
export function ArtistWorks({ artistSlug }: { artistSlug: string }) {
  const [params, setParams] = useSearchParams()
  const view = parseWorksParams(params)
  const query = useArtworksByArtist({ artistSlug, page: view.page, color: view.color ?? undefined, size: view.size ?? undefined })
  const gridTop = useRef<HTMLDivElement>(null)

  const go = (next: WorksView, { replace = false, scroll = false } = {}) => {
    setParams(new URLSearchParams(Object.entries(worksQuery(next)).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))), {
      replace,
      preventScrollReset: true,
    })
    if (scroll) gridTop.current?.scrollIntoView({ block: 'start' })
  }

  const data = query.data
  const pages = data?.pages ?? 0
  // A page beyond the last one (an old link, or fewer works since) goes to the last page.
  useEffect(() => {
    if (!data || query.isPlaceholderData) return
    const clamped = clampPage(view.page, data.pages)
    if (clamped !== view.page) go({ ...view, page: clamped }, { replace: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, query.isPlaceholderData, view.page])

  if (query.isPending) {
    return (
      <>
        <BannerSkeleton />
        <div className="container-page py-10" aria-busy="true">
          <span className="sr-only">Loading artworks</span>
          <div className="h-9 w-full max-w-xl rounded-full bg-paper-deep" />
          <div className={cn(GRID, 'mt-12')}>
            {Array.from({ length: 8 }, (_, i) => (
              <ArtworkCardSkeleton key={i} />
            ))}
          </div>
        </div>
      </>
    )
  }
  if (query.isError && !data) {
    return (
      <LoadFailed
        error={query.error}
        what="artist"
        backTo={paths.artists.list.getHref()}
        backLabel="Explore Artists"
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!data) return null

  const page = clampPage(view.page, pages)
  const onPage = (next: number, scroll = false) => {
    const target = clampPage(next, pages)
    if (target !== page) go({ ...view, page: target }, { scroll })
  }
  const counter = data.count > 0 ? worksCounter(data.page || page, data.artworks.length, data.count) : null

  return (
    <>
      <Banner data={data} artistSlug={artistSlug} />
      <section aria-label="Artworks" className="container-page py-10 sm:py-14">
        <Filters view={view} onChange={(next) => go(next)} />
        <div ref={gridTop} className="mt-10 scroll-mt-24 border-t border-line pt-6">
          {counter ? (
            <Pager page={page} pages={pages} onPage={(p) => onPage(p)} label="Pages">
              {counter}
            </Pager>
          ) : null}
        </div>
        {data.artworks.length ? (
          <>
            <ul
              className={cn(GRID, 'mt-8 transition-opacity', query.isPlaceholderData && 'opacity-60')}
              aria-busy={query.isPlaceholderData || undefined}
            >
              {data.artworks.map((artwork, index) => (
                <li key={artwork._id}>
                  <ArtworkCard artwork={artwork} priority={index < 2 && page === 1} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <div className="mt-14 border-t border-line pt-6">
                <Pager page={page} pages={pages} onPage={(p) => onPage(p, true)} label="Pages, bottom">
                  Page {page} of {pages}
                </Pager>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyState
            className="mt-8"
            title="No Artwork"
            description={
              view.color || view.size
                ? 'Nothing matches these filters. Try another colour or size.'
                : 'This artist has not published any works yet.'
            }
            action={
              view.color || view.size ? (
                <Button variant="secondary" size="sm" onClick={() => go({ page: 1, color: null, size: null })}>
                  Show all works
                </Button>
              ) : null
            }
          />
        )}
        {query.isError ? (
          <p role="alert" className="mt-6 text-center text-sm text-danger">
            This page of works could not be loaded.{' '}
            <button type="button" className="underline underline-offset-4" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
      </section>
    </>
  )
}

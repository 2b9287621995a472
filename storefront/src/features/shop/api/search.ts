import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArtistSummary, Artwork, Gallery, ImageSet } from '@shared/api-types'
import { paths } from '@shared/paths'
import { api } from '@/lib/api-client'

/** POST /api/user/search's answer: the best 12 artworks, 6 artists and 6 galleries (public accounts only). */
export type SearchResponse = { artworks: Artwork[]; artists: ArtistSummary[]; galleries: Gallery[] }

/** An artist or a gallery as search shows them: one shape for the results page and the header's suggestions. */
export type PersonHit = {
  id: string
  kind: 'artist' | 'gallery'
  name: string
  city: string | null
  photo: ImageSet | null
  /** Their public page. */
  href: string
}

export type PeopleHits = { artists: PersonHit[]; galleries: PersonHit[] }

export const artistHit = (artist: ArtistSummary): PersonHit => ({
  id: artist._id,
  kind: 'artist',
  name: artist.artistName,
  city: artist.city,
  photo: artist.photo,
  // The artist page finds a member by slug or username; a slug is only missing on an old account.
  href: paths.artists.artist.getHref(artist.artistSlug || artist.username),
})

export const galleryHit = (gallery: Gallery): PersonHit => ({
  id: gallery._id,
  kind: 'gallery',
  name: gallery.fullName,
  city: gallery.city,
  // A gallery's portrait (its logo) reads better in a small circle than a crop of its banner.
  photo: gallery.photo ?? gallery.imageUrls[0] ?? null,
  href: paths.galleries.gallery.getHref(gallery.username),
})

/**
 * The text as the server reads it (case and spacing do not change its answer), so that the words
 * typed in the header and the same words in /shop/artworks?q= share one request.
 */
export const searchText = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100)

/** POST /api/user/search { searchString } → { artworks, artists, galleries }; open to visitors. */
export function searchCatalogue(searchString: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.post<SearchResponse>('/api/user/search', { searchString }, { signal })
}

/**
 * The artists and galleries matching `q` (none asked for while it is empty). The works of the same
 * answer are not kept: the results page lists works from the shop's own paged search, with filters.
 */
export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'people', searchText(q)],
    queryFn: async ({ signal }): Promise<PeopleHits> => {
      const found = await searchCatalogue(searchText(q), signal)
      return { artists: found.artists.map(artistHit), galleries: found.galleries.map(galleryHit) }
    },
    enabled: searchText(q).length > 0,
  })

export function usePeopleSearch(q: string) {
  const enabled = searchText(q).length > 0
  return useQuery({
    ...peopleSearchQueryOptions(q),
    // While new words load, the last matches stay (no row that vanishes and comes back); never once the text is empty.
    placeholderData: (previous) => (enabled ? previous : undefined),
  })
}

export const hasPeople = (hits: PeopleHits | undefined): hits is PeopleHits => !!hits && hits.artists.length + hits.galleries.length > 0

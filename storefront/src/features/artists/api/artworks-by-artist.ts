import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork, Paged, PublicProfile } from '@shared/api-types'
import type { Color, SizeClass } from '@shared/constants'
import { api } from '@/lib/api-client'

export type ArtworksByArtistFilter = { artistSlug: string; page: number; color?: Color; size?: SizeClass }
export type ArtworksByArtistPage = Paged<'artworks', Artwork> & { profile: PublicProfile | null }

/** POST /api/public/artworks-by-artist { artistSlug, page, color?, size? } → { artworks, page, pages, count, profile }. */
export function getArtworksByArtist(filter: ArtworksByArtistFilter, signal?: AbortSignal): Promise<ArtworksByArtistPage> {
  const body: Record<string, unknown> = { artistSlug: filter.artistSlug, page: filter.page }
  if (filter.color) body.color = filter.color
  if (filter.size) body.size = filter.size
  return api.post<ArtworksByArtistPage>('/api/public/artworks-by-artist', body, { signal })
}

export const artworksByArtistQueryOptions = (filter: ArtworksByArtistFilter) =>
  queryOptions({
    queryKey: ['public', 'artworks-by-artist', filter.artistSlug, filter.page, filter.color ?? null, filter.size ?? null],
    queryFn: ({ signal }) => getArtworksByArtist(filter, signal),
    // The banner and counter stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  })

export function useArtworksByArtist(filter: ArtworksByArtistFilter) {
  return useQuery(artworksByArtistQueryOptions(filter))
}

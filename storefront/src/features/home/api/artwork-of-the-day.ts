import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Artwork } from '@shared/api-types'
import { api } from '@/lib/api-client'

/**
 * GET /api/public/artwork-of-the-day: the artwork itself, or { artwork } (both accepted);
 * null when there is none today.
 */
export async function getArtworkOfTheDay(signal?: AbortSignal): Promise<Artwork | null> {
  const data = await api.get<Artwork | { artwork: Artwork | null } | null>('/api/public/artwork-of-the-day', { signal })
  if (!data) return null
  if ('artwork' in data) return data.artwork
  return '_id' in data ? data : null
}

export const artworkOfTheDayQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'artwork-of-the-day'],
    queryFn: ({ signal }) => getArtworkOfTheDay(signal),
    staleTime: 30 * 60_000,
  })

export function useArtworkOfTheDay() {
  return useQuery(artworkOfTheDayQueryOptions())
}

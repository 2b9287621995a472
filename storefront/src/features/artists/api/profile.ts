import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicProfile } from '@shared/api-types'
import { api, isApiError } from '@/lib/api-client'

type ProfileResponse = { profile: PublicProfile }

/** GET /api/public/profile/artist/:slug → { profile }. */
export async function getArtistProfile(artistSlug: string, signal?: AbortSignal): Promise<PublicProfile> {
  const data = await api.get<ProfileResponse>(`/api/public/profile/artist/${encodeURIComponent(artistSlug)}`, { signal })
  return data.profile
}

/** GET /api/public/profile/:role/:slug → { profile }. */
export async function getProfile(role: string, slug: string, signal?: AbortSignal): Promise<PublicProfile> {
  const data = await api.get<ProfileResponse>(`/api/public/profile/${encodeURIComponent(role)}/${encodeURIComponent(slug)}`, { signal })
  return data.profile
}

/**
 * /profile/:username carries no role. It is the artist link of artwork pages, and the gallery
 * page's 'View More' link: so the artist profile is asked first, then the gallery one.
 */
export async function getProfileByUsername(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  try {
    return await getProfile('artist', username, signal)
  } catch (error) {
    if (isApiError(error) && error.status === 404) return getProfile('gallery', username, signal)
    throw error
  }
}

export const artistProfileQueryOptions = (artistSlug: string) =>
  queryOptions({
    queryKey: ['public', 'profile', 'artist', artistSlug],
    queryFn: ({ signal }) => getArtistProfile(artistSlug, signal),
  })

export const profileQueryOptions = (role: string | null, slug: string) =>
  queryOptions({
    queryKey: ['public', 'profile', role ?? 'any', slug],
    queryFn: ({ signal }) => (role ? getProfile(role, slug, signal) : getProfileByUsername(slug, signal)),
  })

export function useArtistProfile(artistSlug: string) {
  return useQuery(artistProfileQueryOptions(artistSlug))
}

/** A public profile by role and slug, or (role null) by username alone. */
export function usePublicProfile(role: string | null, slug: string) {
  return useQuery(profileQueryOptions(role, slug))
}

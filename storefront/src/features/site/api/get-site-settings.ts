import { queryOptions, useQuery } from '@tanstack/react-query'
import { SITE_FALLBACK } from '@/config/site'
import { api } from '@/lib/api-client'

/** GET /api/public/site-settings, as the storefront uses it. */
export type SiteSettings = {
  prelaunch: boolean
  email: string
  phone: string
  instagram: string
  address: string
}

export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  prelaunch: false,
  email: SITE_FALLBACK.email,
  phone: SITE_FALLBACK.phone,
  instagram: SITE_FALLBACK.instagram,
  address: SITE_FALLBACK.address,
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback)

/** Maps the server's answer to the view model; unknown or missing fields fall back. */
export function toSiteSettings(raw: unknown): SiteSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  return {
    prelaunch: r.prelaunch === true,
    email: str(r.email, SITE_FALLBACK.email),
    phone: str(r.phone, SITE_FALLBACK.phone),
    instagram: str(r.instagram, SITE_FALLBACK.instagram),
    address: str(r.address, SITE_FALLBACK.address),
  }
}

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return toSiteSettings(await api.get<unknown>('/api/public/site-settings', { signal }))
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'site-settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 10 * 60_000,
  })

/** Site settings; the fallback constants while loading or when the call fails. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQueryOptions())
  return data ?? SITE_SETTINGS_DEFAULTS
}

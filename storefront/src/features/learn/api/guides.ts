import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ImageSet } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type GuideSummary = {
  slug: string
  title: string
  excerpt: string
  image: ImageSet | null
  readingMinutes: number | null
}
export type GuideSection = { heading: string; body: string }
export type Guide = GuideSummary & { sections: GuideSection[] }

/** GET /api/public/guides → { guides: {slug, title, excerpt, image, readingMinutes}[] }. */
export async function getGuides(signal?: AbortSignal): Promise<GuideSummary[]> {
  const data = await api.get<{ guides: GuideSummary[] }>('/api/public/guides', { signal })
  return data.guides ?? []
}

/** GET /api/public/guide/:slug → { guide: {…, sections: {heading, body}[]} }. */
export async function getGuide(slug: string, signal?: AbortSignal): Promise<Guide> {
  const data = await api.get<{ guide: Guide }>(`/api/public/guide/${encodeURIComponent(slug)}`, { signal })
  return { ...data.guide, sections: data.guide.sections ?? [] }
}

export const guidesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'guides'], queryFn: ({ signal }) => getGuides(signal), staleTime: 30 * 60_000 })

export const guideQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['public', 'guide', slug], queryFn: ({ signal }) => getGuide(slug, signal), staleTime: 30 * 60_000 })

export function useGuides() {
  return useQuery(guidesQueryOptions())
}

export function useGuide(slug: string) {
  return useQuery(guideQueryOptions(slug))
}

/** A guide's body: paragraphs are separated by blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import type { DictionaryCategory, DictionaryTerm } from '@shared/api-types'
import { api } from '@/lib/api-client'

export type TermDetail = { term: DictionaryTerm; related: DictionaryTerm[] }

/** GET /api/public/dictionary/category → { categories }. */
export async function getCategories(signal?: AbortSignal): Promise<DictionaryCategory[]> {
  const data = await api.get<{ categories: DictionaryCategory[] }>('/api/public/dictionary/category', { signal })
  return data.categories ?? []
}

/** POST /api/public/dictionary/terms { categorySlug, term: 'all' } → { terms }. */
export async function getTerms(categorySlug: string, signal?: AbortSignal): Promise<DictionaryTerm[]> {
  const data = await api.post<{ terms: DictionaryTerm[] }>('/api/public/dictionary/terms', { categorySlug, term: 'all' }, { signal })
  return data.terms ?? []
}

const titleOf = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

/**
 * POST /api/public/dictionary/terms { categorySlug, term: '<slug>' } → { term, related }.
 * `related` is expected as term objects; when the server sends only the term's relatedTerms
 * (slugs or names), they become minimal terms in the same category so their tiles still open.
 */
export async function getTerm(categorySlug: string, slug: string, signal?: AbortSignal): Promise<TermDetail> {
  const data = await api.post<{ term: DictionaryTerm; related?: Array<DictionaryTerm | string> }>(
    '/api/public/dictionary/terms',
    { categorySlug, term: slug },
    { signal },
  )
  const source = data.related ?? data.term.relatedTerms ?? []
  const related = source.map(
    (item): DictionaryTerm =>
      typeof item === 'string'
        ? {
            slug: item
              .toLowerCase()
              .trim()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/(^-|-$)/g, ''),
            term: /[A-Z\s]/.test(item) ? item : titleOf(item),
            definition: '',
            categorySlug,
            image: null,
            relatedTerms: [],
          }
        : item,
  )
  return { term: data.term, related }
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'dictionary', 'categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 30 * 60_000 })

export const termsQueryOptions = (categorySlug: string) =>
  queryOptions({
    queryKey: ['public', 'dictionary', 'terms', categorySlug],
    queryFn: ({ signal }) => getTerms(categorySlug, signal),
    staleTime: 30 * 60_000,
  })

export const termQueryOptions = (categorySlug: string, slug: string) =>
  queryOptions({
    queryKey: ['public', 'dictionary', 'term', categorySlug, slug],
    queryFn: ({ signal }) => getTerm(categorySlug, slug, signal),
    staleTime: 30 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}

export function useTerms(categorySlug: string | null) {
  return useQuery({ ...termsQueryOptions(categorySlug ?? ''), enabled: Boolean(categorySlug) })
}

export function useTerm(categorySlug: string | null, slug: string | null) {
  return useQuery({ ...termQueryOptions(categorySlug ?? '', slug ?? ''), enabled: Boolean(categorySlug && slug) })
}

/**
 * Every category's terms, for the search box (DECISIONS 3: search across categories). The
 * contract has no search call, so the lists are loaded (and cached) once the visitor searches.
 */
export function useAllTerms(categories: DictionaryCategory[], enabled: boolean) {
  return useQueries({
    queries: categories.map((c) => ({ ...termsQueryOptions(c.slug), enabled })),
    combine: (results) => ({
      terms: results.flatMap((r) => r.data ?? []),
      pending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
      failed: results.filter((r) => r.isError).length,
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  })
}

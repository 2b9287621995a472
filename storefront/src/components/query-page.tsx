import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { isApiError } from '@/lib/api-client'
import { LoadFailed } from './load-failed'

/** A route parameter ('' when absent): what every detail route reads first. */
export function useRouteParam(name: string): string {
  return useParams()[name] ?? ''
}

export type QueryPageProps<T> = {
  query: UseQueryResult<T, Error>
  /** The page's shape while it loads. */
  skeleton: ReactNode
  /** What the page shows, for the not-found and failure texts: 'artist', 'gallery'… */
  what: string
  /** Where 'not found' sends the visitor instead. */
  back: { to: string; label: string }
  /** The page's own not-found screen (default: LoadFailed's 'We could not find this {what}.'). */
  notFound?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * The one loader pattern of the detail routes (artwork, artist, profile, gallery, exhibition,
 * guide): the skeleton while the query loads, 'not found' for a 404, the failure with 'Try again'
 * otherwise, else the page drawn from the data.
 */
export function QueryPage<T>({ query, skeleton, what, back, notFound, children }: QueryPageProps<T>) {
  if (query.isPending) return <>{skeleton}</>
  if (query.isError) {
    if (notFound && isApiError(query.error) && query.error.status === 404) return <>{notFound}</>
    return <LoadFailed error={query.error} what={what} backTo={back.to} backLabel={back.label} onRetry={() => void query.refetch()} />
  }
  return <>{children(query.data)}</>
}

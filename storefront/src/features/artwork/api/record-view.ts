import { useEffect, useRef } from 'react'
import { api } from '@/lib/api-client'

/**
 * POST /api/public/artwork/:id/view (204): counts a visit for the seller's dashboard. The server
 * counts one per visitor, artwork and day and keeps no personal data, so the page simply reports
 * each visit.
 */
export function recordArtworkView(id: string): Promise<unknown> {
  return api.post<unknown>(`/api/public/artwork/${encodeURIComponent(id)}/view`)
}

/**
 * Reports the visit once per artwork page visit: once per mounted page and artwork (a re-render,
 * a refetch or React's development double effect send nothing more). A failure is not the
 * visitor's concern: it is logged, never shown.
 */
export function useRecordArtworkView(id: string) {
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (recorded.current === id) return
    recorded.current = id
    recordArtworkView(id).catch((error: unknown) => console.warn('The artwork view was not recorded', error))
  }, [id])
}

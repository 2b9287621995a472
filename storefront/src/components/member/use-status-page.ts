import { useSearchParams } from 'react-router-dom'
import { parseStatusTab, type StatusTab } from './status-tabs'

/**
 * The tab and page of a member-area list (artworks, collections), kept in the URL (?status=&page=)
 * so Back and a reload keep them. Changing the tab goes back to page 1.
 */
export function useStatusPage(): { tab: StatusTab; page: number; go: (next: { status?: StatusTab; page?: number }) => void } {
  const [params, setParams] = useSearchParams()
  const tab = parseStatusTab(params.get('status'))
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const go = (next: { status?: StatusTab; page?: number }) => {
    const status = next.status ?? tab
    const to = next.page ?? 1
    const query = new URLSearchParams()
    if (status !== 'all') query.set('status', status)
    if (to > 1) query.set('page', String(to))
    setParams(query)
  }
  return { tab, page, go }
}

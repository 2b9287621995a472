/**
 * The API answers the server embedded in the page it rendered (cms/render/document.ts), seeded
 * into React Query before the first render so the page shows at once and does not ask again.
 */
import type { QueryClient } from '@tanstack/react-query'
import { tokenStorage } from './token-storage'

/** The element's id: cms/render/document.ts's DATA_ELEMENT_ID. */
export const SERVER_DATA_ID = '__KALA_DATA__'

type ServerData = { queries?: { queryKey?: unknown; data?: unknown }[] }

/**
 * Puts the embedded answers in the cache; returns how many. The server renders as a visitor sees
 * the page, so a signed-in member's answers (whether they liked a work) are fetched as before.
 * The element is removed: it describes the first page only.
 */
export function seedServerData(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(SERVER_DATA_ID)
  if (!element) return 0
  element.remove()
  if (tokenStorage.getAccessToken() || tokenStorage.getRefreshToken()) return 0
  let parsed: ServerData
  try {
    parsed = JSON.parse(element.textContent ?? '') as ServerData
  } catch (error) {
    // The page then loads its data as it would without the server's help.
    console.warn('The page data embedded by the server could not be read', error)
    return 0
  }
  let seeded = 0
  for (const query of parsed.queries ?? []) {
    if (!Array.isArray(query.queryKey) || query.data === undefined) continue
    client.setQueryData(query.queryKey, query.data)
    seeded += 1
  }
  return seeded
}

import { useSyncExternalStore } from 'react'

/**
 * Whether the page has loaded (its `load` event: the document, its scripts and styles and its
 * eager images, the largest among them). False in the server's render and in the hydration that
 * matches it, true once loaded; true from the first render on a page the app navigates to later.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('load', onChange)
      return () => window.removeEventListener('load', onChange)
    },
    () => document.readyState === 'complete',
    () => false,
  )
}

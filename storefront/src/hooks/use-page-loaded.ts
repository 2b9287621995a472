import { useSyncExternalStore } from 'react'

const onLoad = (onChange: () => void) => {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}
const loaded = () => document.readyState === 'complete'
const nothing = () => () => {}
const no = () => false

/**
 * Whether the page has loaded (its `load` event: the document, its scripts and styles and its
 * eager images, the largest among them). False in the server's render and in the hydration that
 * matches it, true once loaded; true from the first render on a page the app navigates to later.
 * Not `watching`, it is false and the component is never rendered again for it.
 */
export function usePageLoaded(watching = true): boolean {
  return useSyncExternalStore(watching ? onLoad : nothing, watching ? loaded : no, no)
}

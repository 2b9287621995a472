import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { toastStore } from '@/components/ui/toast-store'
import { server } from './server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  toastStore.reset()
  window.localStorage.clear()
  // Files share one window (vitest.config.ts: isolate off): what remembers local storage (the cart)
  // hears of the clear as it would of one in another tab.
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
})
afterAll(() => server.close())

// Every browser the storefront supports has InputEvent.getTargetRanges, which tells Lexical (the
// bio editor) to handle typing from `beforeinput`; without it, Lexical waits for text the browser
// typed itself, which user-event does not tell it. Lexical decides once, when it loads: so here,
// before any test file imports it. jsdom also lays nothing out: a range has no box.
const inputEvent = InputEvent.prototype as InputEvent & { getTargetRanges?: () => StaticRange[] }
inputEvent.getTargetRanges ??= () => []
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

// jsdom lacks scrollTo and matchMedia.
window.scrollTo = (() => {}) as typeof window.scrollTo
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// jsdom lacks the layout APIs Radix's primitives call (sizes of slider thumbs, positions of
// popovers, pointer capture of select triggers): no-op versions, as jsdom lays nothing out.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter, createHydratingRouter } from './app/router'
import { createQueryClient } from './lib/react-query'
import { seedServerData } from './lib/server-data'
import { tokenStorage } from './lib/token-storage'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
seedServerData(queryClient)

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
)

/**
 * A public page comes rendered by the server (cms/render, entry-server.tsx) as a visitor sees it:
 * a visitor's browser hydrates that markup, with the answers it was rendered from already in the
 * cache, so nothing is fetched or painted twice. A signed-in member's page differs (their likes,
 * their menu): it is rendered afresh over the server's markup, once the route's code is in, so
 * the content does not blink through a loading state. Pages the server leaves empty (the member
 * area, checkout) are rendered in the browser.
 */
if (root.hasChildNodes()) {
  const signedIn = Boolean(tokenStorage.getAccessToken() || tokenStorage.getRefreshToken())
  void createHydratingRouter().then((router) => {
    if (signedIn) createRoot(root).render(app(router))
    // In a transition, hydration yields to the browser every few milliseconds: a tap or a scroll
    // is never held behind one long task while the page comes alive.
    else startTransition(() => void hydrateRoot(root, app(router)))
  })
} else {
  createRoot(root).render(app(createAppRouter()))
}

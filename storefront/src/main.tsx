import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { createQueryClient } from './lib/react-query'
import { seedServerData } from './lib/server-data'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
seedServerData(queryClient)
const router = createAppRouter()

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )

/**
 * The server may have put the page's content in #root (cms/render). createRoot replaces it at the
 * first render: waiting until the route's lazily loaded code has arrived makes that first render
 * the page itself (from the seeded data), not the loading fallback, so the content does not blink.
 */
if (root.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    render()
  })
} else {
  render()
}

import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/react-query'
import { LoginRequiredProvider } from '@/components/login-required'
import { Outlet } from 'react-router-dom'

/** The app's query client (its failure toasts, the stored profile), without retries. */
export function createTestQueryClient() {
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
    mutations: { retry: false },
  })
  return client
}

/**
 * Renders `ui` at `path` inside the app's providers and a memory router. Extra routes (e.g. the
 * target of a redirect) can be given to check where the user lands.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', initialEntry = path, routes = [] }: { path?: string; initialEntry?: InitialEntry; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LoginRequiredProvider>
            <Outlet />
          </LoginRequiredProvider>
        ),
        children: [{ path, element: ui }, ...routes],
      },
    ],
    { initialEntries: [initialEntry] },
  )
  const queryClient = createTestQueryClient()
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...result, router, queryClient }
}

import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProvider } from '@/app/provider'
import { LoginRequiredProvider } from '@/features/auth/components/login-required'
import { Outlet } from 'react-router-dom'

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } })
}

/**
 * Renders `ui` at `path` inside the app's providers and a memory router. Extra routes (e.g. the
 * target of a redirect) can be given to check where the user lands.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', initialEntry = path, routes = [] }: { path?: string; initialEntry?: string; routes?: RouteObject[] } = {},
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

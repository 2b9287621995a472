/**
 * The storefront's routes: the route table, one lazily loaded module per route (route-level
 * code splitting). Patterns come from shared/paths.ts so the table reads in one file.
 */
import type { ComponentType } from 'react'
import { createBrowserRouter, createMemoryRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { RouteError } from '@/components/errors/route-error'
import { paths } from '@shared/paths'
import { AuthGuard } from '@/features/auth/components/auth-guard'
import { GuestGuard } from '@/features/auth/components/guest-guard'
import { PageFallback, RootLayout } from './layout/root-layout'

type RouteModule = { default: ComponentType; ErrorBoundary?: ComponentType }

/** Turns a route module (default export = page) into react-router's lazy route properties. */
const page = (load: () => Promise<RouteModule>) => async () => {
  const module = await load()
  return module.ErrorBoundary ? { Component: module.default, ErrorBoundary: module.ErrorBoundary } : { Component: module.default }
}

/** Strips the leading slash: children of the root route use relative patterns. */
const rel = (path: string) => path.replace(/^\//, '')

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown on first load until the first page's module has arrived.
    hydrateFallbackElement: <PageFallback />,
    errorElement: <RouteError standalone />,
    children: [
      {
        // Errors of a page show inside the layout, so the header stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: rel(paths.about.path), lazy: page(() => import('./routes/about')) },
          { path: rel(paths.contact.path), lazy: page(() => import('./routes/contact')) },
          { path: rel(paths.legal.privacy.path), lazy: page(() => import('./routes/legal/privacy-policy')) },
          { path: rel(paths.legal.terms.path), lazy: page(() => import('./routes/legal/terms')) },
          { path: rel(paths.uiKit.path), lazy: page(() => import('./routes/ui-kit')) },

          {
            element: (
              <GuestGuard>
                <Outlet />
              </GuestGuard>
            ),
            children: [
              { path: rel(paths.auth.login.path), lazy: page(() => import('./routes/auth/login')) },
              { path: rel(paths.auth.signup.path), lazy: page(() => import('./routes/auth/signup')) },
              { path: rel(paths.auth.verifyEmail.path), lazy: page(() => import('./routes/auth/verify-email')) },
              { path: rel(paths.auth.forgotPassword.path), lazy: page(() => import('./routes/auth/forgot-password')) },
              { path: rel(paths.auth.resetPassword.path), lazy: page(() => import('./routes/auth/reset-password')) },
            ],
          },
          // Opened from the new inbox, signed in or not: outside the login guard.
          { path: rel(paths.auth.confirmEmail.path), lazy: page(() => import('./routes/auth/confirm-email')) },

          { path: rel(paths.shop.landing.path), lazy: page(() => import('./routes/shop/landing')) },
          { path: rel(paths.shop.artworks.path), lazy: page(() => import('./routes/shop/artworks')) },
          { path: rel(paths.shop.artwork.path), lazy: page(() => import('./routes/shop/artwork')) },
          { path: rel(paths.shop.artworkAlias.path), lazy: page(() => import('./routes/shop/artwork-alias')) },

          { path: rel(paths.artists.list.path), lazy: page(() => import('./routes/artists/list')) },
          { path: rel(paths.artists.artist.path), lazy: page(() => import('./routes/artists/artist')) },
          { path: rel(paths.artists.artworks.path), lazy: page(() => import('./routes/artists/artworks')) },

          { path: rel(paths.galleries.list.path), lazy: page(() => import('./routes/galleries/list')) },
          { path: rel(paths.galleries.gallery.path), lazy: page(() => import('./routes/galleries/gallery')) },
          { path: rel(paths.galleries.exhibition.path), lazy: page(() => import('./routes/galleries/exhibition')) },

          { path: rel(paths.showcase.path), lazy: page(() => import('./routes/showcase')) },
          { path: rel(paths.profile.byRole.path), lazy: page(() => import('./routes/profile/profile')) },
          { path: rel(paths.profile.byRoleWithUsername.path), lazy: page(() => import('./routes/profile/profile')) },
          { path: rel(paths.profile.byUsername.path), lazy: page(() => import('./routes/profile/profile')) },

          { path: rel(paths.learn.howTo.path), lazy: page(() => import('./routes/learn/how-to')) },
          { path: rel(paths.learn.guide.path), lazy: page(() => import('./routes/learn/guide')) },
          { path: rel(paths.learn.dictionary.path), lazy: page(() => import('./routes/learn/dictionary')) },
          { path: rel(paths.learn.quiz.path), lazy: page(() => import('./routes/learn/quiz')) },

          { path: rel(paths.verify.form.path), lazy: page(() => import('./routes/verify/form')) },
          { path: rel(paths.verify.certificate.path), lazy: page(() => import('./routes/verify/certificate')) },
          { path: rel(paths.room.path), lazy: page(() => import('./routes/rooms/room')) },

          {
            element: (
              <AuthGuard>
                <Outlet />
              </AuthGuard>
            ),
            children: [
              { path: rel(paths.shop.checkout.path), lazy: page(() => import('./routes/shop/checkout')) },
              {
                path: rel(paths.admin.root.path),
                lazy: page(() => import('./routes/admin/layout')),
                children: [
                  // /admin opens the profile by default.
                  { index: true, element: <Navigate to={paths.admin.profile.getHref()} replace /> },
                  { path: 'dashboard', lazy: page(() => import('./routes/admin/dashboard')) },
                  { path: 'artworks', lazy: page(() => import('./routes/admin/artworks')) },
                  { path: 'collections', lazy: page(() => import('./routes/admin/collections')) },
                  { path: 'profile', lazy: page(() => import('./routes/admin/profile')) },
                  { path: 'edit/artwork/:artworkId', lazy: page(() => import('./routes/admin/edit-artwork')) },
                  { path: 'add/artwork', lazy: page(() => import('./routes/admin/add-artwork')) },
                  { path: 'add/collection', lazy: page(() => import('./routes/admin/add-collection')) },
                  { path: 'edit/collection/:collectionId', lazy: page(() => import('./routes/admin/edit-collection')) },
                  { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
                  { path: 'sales', lazy: page(() => import('./routes/admin/sales')) },
                  { path: 'payouts', lazy: page(() => import('./routes/admin/payouts')) },
                  { path: 'enquiries', lazy: page(() => import('./routes/admin/enquiries')) },
                  { path: 'favourites', lazy: page(() => import('./routes/admin/favourites')) },
                  { path: 'messages', lazy: page(() => import('./routes/admin/messages')) },
                  { path: 'offers', lazy: page(() => import('./routes/admin/offers')) },
                  { path: 'messages/:conversationId', lazy: page(() => import('./routes/admin/conversation')) },
                  { path: 'following', lazy: page(() => import('./routes/admin/following')) },
                  { path: 'notifications', lazy: page(() => import('./routes/admin/notifications')) },
                  { path: 'security', lazy: page(() => import('./routes/admin/security')) },
                  { path: 'artists', lazy: page(() => import('./routes/admin/artists')) },
                  { path: 'galleries', lazy: page(() => import('./routes/admin/galleries')) },
                  { path: 'exhibitions', lazy: page(() => import('./routes/admin/exhibitions')) },
                  { path: 'add/exhibition', lazy: page(() => import('./routes/admin/add-exhibition')) },
                  { path: 'edit/exhibition/:exhibitionId', lazy: page(() => import('./routes/admin/edit-exhibition')) },
                  { path: 'rooms', lazy: page(() => import('./routes/admin/rooms')) },
                  { path: 'add/room', lazy: page(() => import('./routes/admin/add-room')) },
                  { path: 'edit/room/:roomId', lazy: page(() => import('./routes/admin/edit-room')) },
                  { path: '*', lazy: page(() => import('./routes/not-found')) },
                ],
              },
            ],
          },

          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}

/**
 * The router for a page the server rendered (main.tsx hydrates it): the current route's lazily
 * loaded modules are loaded first, so the first render is the page itself, as on the server (a
 * route still loading would render the fallback, and hydration would not match).
 */
export async function createHydratingRouter(location: Location = window.location) {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}

/** For tests: the real route table at a given URL. */
export function createTestRouter(initialEntries: string[]) {
  return createMemoryRouter(routes, { initialEntries })
}

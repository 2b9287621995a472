import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { AuthGuard } from '@/features/auth/components/auth-guard'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import AdminLayoutRoute from './layout'

describe('the member area layout', () => {
  it('logs out from a guarded page to / (not to /login), with tokens, profile and cart removed', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh')
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 'a1', title: 'Monsoon', artistName: 'Meera Iyer', price: 1, image: '' }]))
    server.use(http.get('/api/user/me', () => HttpResponse.json(makeMe({ role: 'collector' }))))
    const user = userEvent.setup()
    const { router } = renderWithApp(
      <AuthGuard>
        <AdminLayoutRoute />
      </AuthGuard>,
      {
        path: '/admin/*',
        initialEntry: '/admin/favourites',
        routes: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    )
    const aside = await screen.findByRole('complementary', { name: 'Your account' })
    await within(aside).findByText('Kavya Menon')
    await user.click(within(aside).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userProfile, STORAGE_KEYS.cart]) {
      expect(localStorage.getItem(key)).toBeNull()
    }
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { useUser } from '@/lib/auth'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { useLogout } from './logout'

function Account() {
  const user = useUser()
  const logout = useLogout()
  return (
    <>
      <p>{user.data ? `Signed in as ${user.data.fullName}` : 'Visitor'}</p>
      <button onClick={logout}>Logout</button>
    </>
  )
}

describe('userProfile in local storage', () => {
  it('is kept equal to /api/user/me while signed in, and removed with the tokens and the cart on logout', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh')
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 'a1', title: 'Monsoon', artistName: 'Meera Iyer', price: 1, image: '' }]))
    server.use(http.get('/api/user/me', () => HttpResponse.json({ fullName: 'Asha Rao', email: 'asha@example.com' })))
    const user = userEvent.setup()
    const { queryClient } = renderWithApp(<Account />, { routes: [{ path: '/home', element: <p>Home</p> }] })
    expect(await screen.findByText('Signed in as Asha Rao')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null')).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
    })

    // A save that puts a new profile in the cache updates the stored one too.
    queryClient.setQueryData(['user', 'me'], { fullName: 'Asha R.', email: 'asha@example.com' })
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null')).toMatchObject({ fullName: 'Asha R.' }))

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userProfile, STORAGE_KEYS.cart]) {
      expect(localStorage.getItem(key)).toBeNull()
    }
  })
})

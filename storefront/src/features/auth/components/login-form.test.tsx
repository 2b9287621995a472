import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { LoginForm } from './login-form'

const me = { fullName: 'Meera Iyer', email: 'meera@example.com' }

describe('LoginForm', () => {
  it("says 'Incorrect email or password' for an invalid form and sends nothing", async () => {
    const user = userEvent.setup()
    renderWithApp(<LoginForm />, { path: '/login' })
    await user.type(screen.getByLabelText(/Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password')
  })

  it("shows the server's error text when the login is refused", async () => {
    server.use(http.post('/auth/login', () => HttpResponse.json({ error: 'Please verify your e-mail first' }, { status: 403 })))
    const user = userEvent.setup()
    renderWithApp(<LoginForm />, { path: '/login' })
    await user.type(screen.getByLabelText(/Email/), 'meera@example.com')
    await user.type(screen.getByLabelText(/Password/), 'secret-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your e-mail first')
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  })

  it('stores the tokens and goes to the decoded redirectUrl', async () => {
    let body: unknown
    server.use(
      http.post('/auth/login', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ accessToken: 'access-1', refreshToken: 'refresh-1' })
      }),
      http.get('/api/user/me', () => HttpResponse.json(me)),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<LoginForm />, {
      path: '/login',
      initialEntry: `/login?redirectUrl=${encodeURIComponent('/shop/artworks?style=abstract')}`,
      routes: [{ path: '/shop/artworks', element: <p>Artworks page</p> }],
    })
    await user.type(screen.getByLabelText(/Email/), 'Meera@Example.com')
    await user.type(screen.getByLabelText(/Password/), 'secret-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByText('Artworks page')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?style=abstract')
    expect(body).toEqual({ email: 'meera@example.com', password: 'secret-password' })
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1')
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1')
    // The userProfile key holds the profile of /api/user/me right after login.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null')).toEqual(me))
  })

  it("goes to '/' without a redirectUrl, and never to another site", async () => {
    server.use(
      http.post('/auth/login', () => HttpResponse.json({ accessToken: 'a', refreshToken: 'r' })),
      http.get('/api/user/me', () => HttpResponse.json(me)),
    )
    const user = userEvent.setup()
    renderWithApp(<LoginForm />, {
      path: '/login',
      initialEntry: '/login?redirectUrl=https%3A%2F%2Fevil.example',
      routes: [{ path: '/', element: <p>Home page</p> }],
    })
    await user.type(screen.getByLabelText(/Email/), 'meera@example.com')
    await user.type(screen.getByLabelText(/Password/), 'secret-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Home page')).toBeInTheDocument()
  })

  it('links to the forgot-password page', () => {
    renderWithApp(<LoginForm />, { path: '/login' })
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  })

  it('after the e-mail is verified, says so and has the address filled in', () => {
    renderWithApp(<LoginForm />, { path: '/login', initialEntry: { pathname: '/login', state: { verifiedEmail: 'meera@example.com' } } })
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.emailVerified)
    expect(screen.getByLabelText(/Email/)).toHaveValue('meera@example.com')
    expect(screen.getByLabelText(/Password/)).toHaveValue('')
  })

  it('says nothing of the kind when opened directly', () => {
    renderWithApp(<LoginForm />, { path: '/login' })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByLabelText(/Email/)).toHaveValue('')
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ResetPasswordForm } from './reset-password-form'

const fill = async (user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) => {
  await user.type(screen.getByLabelText(/^New password/), password)
  await user.type(screen.getByLabelText(/Confirm new password/), confirm)
  await user.click(screen.getByRole('button', { name: 'Set new password' }))
}

describe('ResetPasswordForm', () => {
  it("sends the link's token with the new password, then goes to /login with a toast", async () => {
    let body: unknown
    server.use(
      http.post('/auth/reset-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.passwordReset })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ResetPasswordForm />, {
      path: '/reset-password',
      initialEntry: '/reset-password?token=abc123',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    })
    await fill(user, 'a-new-password', 'a-new-password')
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument()
    expect(body).toEqual({ token: 'abc123', password: 'a-new-password', cpassword: 'a-new-password' })
  })

  it('checks the two passwords before sending', async () => {
    let called = false
    server.use(
      http.post('/auth/reset-password', () => {
        called = true
        return HttpResponse.json({})
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ResetPasswordForm />, { path: '/reset-password', initialEntry: '/reset-password?token=abc123' })
    await fill(user, 'a-new-password', 'another-one')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^New password/))
    await user.type(screen.getByLabelText(/^New password/), 'short')
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(called).toBe(false)
  })

  it('shows why a used or expired link is refused, with a way to ask for a new one', async () => {
    server.use(http.post('/auth/reset-password', () => HttpResponse.json({ error: ACCOUNT_MESSAGES.badResetLink }, { status: 400 })))
    const user = userEvent.setup()
    renderWithApp(<ResetPasswordForm />, { path: '/reset-password', initialEntry: '/reset-password?token=old' })
    await fill(user, 'a-new-password', 'a-new-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is not valid or has expired')
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  it('without a token, points to the forgot-password page instead of a form', () => {
    renderWithApp(<ResetPasswordForm />, { path: '/reset-password' })
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your password reset e-mail.')
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument()
  })
})

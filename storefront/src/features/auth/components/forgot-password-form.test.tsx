import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ForgotPasswordForm } from './forgot-password-form'

describe('ForgotPasswordForm', () => {
  it('sends the normalised e-mail and then says to check the inbox', async () => {
    let body: unknown
    server.use(
      http.post('/auth/forgot-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.resetSent })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' })
    await user.type(screen.getByLabelText(/Email/), 'Meera@Example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Please check your inbox.')
    expect(body).toEqual({ email: 'meera@example.com' })
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument()
    // Another address: back to the form.
    await user.click(screen.getByRole('button', { name: 'try another address' }))
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument()
  })

  it('shows the field error for an invalid address and sends nothing', async () => {
    let called = false
    server.use(
      http.post('/auth/forgot-password', () => {
        called = true
        return HttpResponse.json({ message: 'x' })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' })
    await user.type(screen.getByLabelText(/Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(called).toBe(false)
  })

  it("shows the server's refusal (the rate limit)", async () => {
    server.use(http.post('/auth/forgot-password', () => HttpResponse.json({ error: 'Too many password reset requests.' }, { status: 429 })))
    const user = userEvent.setup()
    renderWithApp(<ForgotPasswordForm />, { path: '/forgot-password' })
    await user.type(screen.getByLabelText(/Email/), 'meera@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests.')
  })
})

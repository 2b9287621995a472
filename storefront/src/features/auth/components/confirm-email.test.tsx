import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ConfirmEmail } from './confirm-email'

describe('ConfirmEmail', () => {
  it('confirms on the press of the button, not on opening the link', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/auth/confirm-email', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.emailConfirmed })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ConfirmEmail />, { path: '/confirm-email', initialEntry: '/confirm-email?token=t0k3n' })
    expect(bodies).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Confirm my new e-mail' }))
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.emailConfirmed)
    expect(bodies).toEqual([{ token: 't0k3n' }])
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login')
  })

  it('shows the refusal when the address was taken meanwhile', async () => {
    server.use(http.post('/auth/confirm-email', () => HttpResponse.json({ error: ACCOUNT_MESSAGES.emailTaken }, { status: 409 })))
    const user = userEvent.setup()
    renderWithApp(<ConfirmEmail />, { path: '/confirm-email', initialEntry: '/confirm-email?token=t0k3n' })
    await user.click(screen.getByRole('button', { name: 'Confirm my new e-mail' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailTaken)
  })

  it('without a token, says which link it needs', () => {
    renderWithApp(<ConfirmEmail />, { path: '/confirm-email' })
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from the confirmation e-mail')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

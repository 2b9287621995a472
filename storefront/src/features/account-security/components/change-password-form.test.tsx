import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@shared/messages'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ChangePasswordForm } from './change-password-form'

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
  await user.type(screen.getByLabelText(/Current password/), current)
  await user.type(screen.getByLabelText(/^New password/), next)
  await user.type(screen.getByLabelText(/Confirm new password/), confirm)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('ChangePasswordForm', () => {
  it('sends the three fields, says other sessions ended, and clears the form', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/change-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.passwordChanged })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ChangePasswordForm />, { path: '/admin/security' })
    await fill(user, 'old-password', 'brand-new-pass')
    expect(await screen.findByRole('status')).toHaveTextContent('You have been signed out everywhere else.')
    expect(body).toEqual({ currentPassword: 'old-password', password: 'brand-new-pass', cpassword: 'brand-new-pass' })
    expect(screen.getByLabelText(/Current password/)).toHaveValue('')
    expect(screen.getByLabelText(/^New password/)).toHaveValue('')
  })

  it('shows the refusal of a wrong current password and keeps what was typed', async () => {
    server.use(http.put('/api/admin/change-password', () => HttpResponse.json({ error: ACCOUNT_MESSAGES.wrongPassword }, { status: 400 })))
    const user = userEvent.setup()
    renderWithApp(<ChangePasswordForm />, { path: '/admin/security' })
    await fill(user, 'not-it', 'brand-new-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.')
    expect(screen.getByLabelText(/^New password/)).toHaveValue('brand-new-pass')
  })

  it('checks the fields before sending', async () => {
    let called = false
    server.use(
      http.put('/api/admin/change-password', () => {
        called = true
        return HttpResponse.json({})
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ChangePasswordForm />, { path: '/admin/security' })
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument()
    await fill(user, 'old-password', 'brand-new-pass', 'different-pass')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(called).toBe(false)
  })
})

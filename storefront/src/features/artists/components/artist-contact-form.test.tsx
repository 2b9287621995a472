import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ArtistContactForm } from './artist-contact-form'

type User = ReturnType<typeof userEvent.setup>

async function fill(user: User, { phone = '9840123456' } = {}) {
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Kumar')
  await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com')
  await user.type(screen.getByLabelText(/^Phone/), phone)
  await user.type(screen.getByLabelText(/^Message/), 'Is Monsoon Tank still available?')
}

function recordContact(status = 201, body: object = { message: 'ok' }) {
  const calls: unknown[] = []
  server.use(
    http.post('/api/user/contact', async ({ request }) => {
      calls.push(await request.json())
      return HttpResponse.json(body, { status })
    }),
  )
  return calls
}

describe('ArtistContactForm', { timeout: 20_000 }, () => {
  it('sends nothing and marks the fields when the form is empty', async () => {
    const calls = recordContact()
    const user = userEvent.setup()
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('Phone must be exactly 10 digits')).toBeInTheDocument()
    expect(screen.getByText('Please write your message.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Name/)).toHaveFocus()
    expect(calls).toHaveLength(0)
  })

  it.each(['984012345', '98401-2345', 'abcdefghij', '98401 2345'])('refuses the phone "%s" (exactly 10 digits)', async (phone) => {
    const calls = recordContact()
    const user = userEvent.setup()
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    await fill(user, { phone })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Phone must be exactly 10 digits')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus()
    expect(calls).toHaveLength(0)
  })

  it('takes at most 10 characters in the phone field', () => {
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('maxLength', '10')
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('inputMode', 'numeric')
  })

  it('refuses an invalid e-mail', async () => {
    const calls = recordContact()
    const user = userEvent.setup()
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    await fill(user)
    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'ravi@')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it("posts name, email, phone, message and the artist's username, then thanks the sender", async () => {
    const calls = recordContact()
    const user = userEvent.setup()
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Thank you for your contacting. We will get back to you soon.')).toBeInTheDocument()
    expect(calls).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9840123456',
        message: 'Is Monsoon Tank still available?',
        username: 'meera-iyer',
      },
    ])
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument()
  })

  it('shows a short error and keeps what was typed when sending fails', async () => {
    recordContact(429, { error: 'Too many messages. Try again in a minute.' })
    const user = userEvent.setup()
    renderWithApp(<ArtistContactForm username="meera-iyer" artistName="Meera Iyer" />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar')
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9840123456')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Is Monsoon Tank still available?')
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument()
  })
})

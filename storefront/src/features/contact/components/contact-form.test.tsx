import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ContactForm } from './contact-form'

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name/), 'Ravi Kumar')
  await user.type(screen.getByLabelText(/Email/), 'ravi@example.com')
  await user.type(screen.getByLabelText(/Subject/), 'Framing')
  await user.type(screen.getByLabelText(/Message/), 'Do you frame works before shipping?')
}

describe('ContactForm', () => {
  it('requires every field and sends nothing when one is empty', async () => {
    const user = userEvent.setup()
    renderWithApp(<ContactForm />)
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Please tell us your name.')).toBeInTheDocument()
    expect(screen.getByText('Please write your message.')).toBeInTheDocument()
  })

  it('posts the contact body and thanks the sender', async () => {
    let body: unknown
    server.use(
      http.post('/api/user/contact', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'ok' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Thank you for your contacting. We will get back to you soon.')).toBeInTheDocument()
    expect(body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      subject: 'Framing',
      message: 'Do you frame works before shipping?',
    })
  })

  it('shows a short error and keeps what was typed when sending fails', async () => {
    server.use(http.post('/api/user/contact', () => HttpResponse.json({ error: 'Too many messages.' }, { status: 429 })))
    const user = userEvent.setup()
    renderWithApp(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages.')
    expect(screen.getByLabelText(/Message/)).toHaveValue('Do you frame works before shipping?')
  })
})

import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '@shared/constants'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { EnquireButton } from './enquire-button'

const artwork = makeArtwork({ _id: '42', title: 'Monsoon', uploadedBy: 'meera' })

function signIn(me: Record<string, unknown> = {}) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
  server.use(
    http.get('/api/user/me', () =>
      HttpResponse.json({ fullName: 'Asha Rao', email: 'asha@example.com', phone: null, username: 'asha', ...me }),
    ),
  )
}

function recordEnquiries(respond: () => Response = () => HttpResponse.json({ ok: true }, { status: 201 })) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/user/enquiry', async ({ request }) => {
      bodies.push(await request.json())
      return respond()
    }),
  )
  return bodies
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Enquire Artwork Price' }))
  return screen.findByRole('dialog', { name: 'Enquire Artwork Price' })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Enquire Artwork Price', { timeout: 20_000 }, () => {
  it('asks a visitor to log in first', async () => {
    const user = userEvent.setup()
    renderWithApp(<EnquireButton artwork={artwork} />, { path: '/shop/artwork/meera/42' })
    await user.click(screen.getByRole('button', { name: 'Enquire Artwork Price' }))
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Enquire Artwork Price' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/shop/artwork/meera/42')}`,
    )
  })

  it('marks a field invalid once it is invalid and changed or left, and does not send an invalid form', async () => {
    const user = userEvent.setup()
    signIn()
    const bodies = recordEnquiries()
    renderWithApp(<EnquireButton artwork={artwork} />)
    await open(user)
    const name = screen.getByRole('textbox', { name: /Name/ })
    await waitFor(() => expect(name).toHaveValue('Asha Rao'))
    const phone = screen.getByRole('textbox', { name: /Phone/ })
    // Untouched and empty: not marked yet.
    expect(phone).not.toHaveAttribute('aria-invalid')
    await user.type(phone, '98765')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Phone must be exactly 10 digits')).toBeInTheDocument()
    await user.type(phone, '432101')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    await user.clear(phone)
    await user.type(phone, '98765 43210')
    expect(phone).not.toHaveAttribute('aria-invalid')

    const email = screen.getByRole('textbox', { name: /Email/ })
    await user.clear(email)
    await user.type(email, 'asha@')
    await user.tab()
    expect(email).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(email).toHaveFocus()
    expect(bodies).toHaveLength(0)
  })

  it('sends name, email, phone, username and artworkId, thanks the user and closes after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    signIn({ phone: '9876543210' })
    const bodies = recordEnquiries()
    renderWithApp(<EnquireButton artwork={artwork} />)
    await open(user)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('9876543210'))
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Is it framed?')
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))

    expect(await screen.findByText('Thank you for your enquiry.')).toBeInTheDocument()
    expect(screen.getByText('We will get back to you soon.')).toBeInTheDocument()
    expect(bodies).toEqual([
      { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', username: 'meera', artworkId: '42', message: 'Is it framed?' },
    ])
    act(() => vi.advanceTimersByTime(TIMINGS.enquiryCloseMs - 500))
    expect(screen.getByRole('dialog', { name: 'Enquire Artwork Price' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('dialog', { name: 'Enquire Artwork Price' })).not.toBeInTheDocument()
  })

  it('shows a short error and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup()
    signIn({ fullName: '', email: '' })
    recordEnquiries(() => HttpResponse.json({ error: 'Enquiries are paused for maintenance.' }, { status: 503 }))
    renderWithApp(<EnquireButton artwork={artwork} />)
    await open(user)
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ravi')
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ravi@example.com')
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9123456780')
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Enquiries are paused for maintenance.')
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ravi')
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('9123456780')
    expect(screen.queryByText('Thank you for your enquiry.')).not.toBeInTheDocument()
  })

  it("closes with 'Close' and with a click outside", async () => {
    const user = userEvent.setup()
    signIn()
    renderWithApp(<EnquireButton artwork={artwork} />)
    const dialog = await open(user)
    await user.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close')!)
    expect(dialog).not.toBeInTheDocument()
    await open(user)
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog', { name: 'Enquire Artwork Price' })).not.toBeInTheDocument()
  })
})

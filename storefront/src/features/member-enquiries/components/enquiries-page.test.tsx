import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Enquiry, Me } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { makeEnquiry } from '@/testing/member-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { EnquiriesPage } from './enquiries-page'

type Box = { box?: string; page?: number }

/** The server: a received inbox (its `unread` counted from the rows) and a sent list; records the calls. */
function serve({ me = makeMe({ role: 'artist' }), received = [] as Enquiry[], sent = [] as Enquiry[], pages = 1 } = {}) {
  const lists: Box[] = []
  const updates: { id: string; status: string }[] = []
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(me satisfies Me)),
    http.post('/api/admin/enquiries', async ({ request }) => {
      const body = (await request.json()) as Box
      lists.push(body)
      const rows = body.box === 'sent' ? sent : received
      return HttpResponse.json({
        enquiries: rows,
        page: body.page ?? 1,
        pages,
        count: rows.length * pages,
        unread: received.filter((e) => e.status === 'new').length,
      })
    }),
    http.put('/api/admin/enquiry/:id', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: Enquiry['status'] }
      updates.push({ id: String(params.id), status })
      const row = received.find((e) => e._id === params.id)!
      row.status = status
      return HttpResponse.json({ enquiry: { ...row } })
    }),
  )
  return { lists, updates }
}

const render = (at = '/admin/enquiries') =>
  renderWithApp(<EnquiriesPage />, {
    path: '/admin/enquiries',
    initialEntry: at,
    routes: [{ path: '/admin/messages/:id', element: <h1>The conversation</h1> }],
  })

describe('EnquiriesPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('lists received enquiries with the artwork, sender, date and state; unread ones marked', async () => {
    serve({
      received: [
        makeEnquiry({ _id: 'e1' }),
        makeEnquiry({
          _id: 'e2',
          artworkTitle: 'Harbour at Dusk',
          name: 'Rohan Das',
          status: 'answered',
          createdAt: '2025-04-10T09:00:00.000Z',
        }),
      ],
    })
    renderWithApp(<EnquiriesPage />)
    expect(await screen.findByRole('tab', { name: 'Received', selected: true })).toBeInTheDocument()
    const items = await screen.findAllByRole('article')
    expect(items).toHaveLength(2)
    expect(screen.getByRole('article', { name: 'Monsoon Window, unread' })).toBe(items[0])
    expect(items[0]).toHaveTextContent('From Kavya Menon · 12 April 2025')
    expect(items[0]).toHaveTextContent('New')
    expect(within(items[0]!).getByRole('link', { name: 'Monsoon Window' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/7')
    expect(screen.getByRole('article', { name: 'Harbour at Dusk' })).toBe(items[1])
    expect(items[1]).toHaveTextContent('Answered')
    expect(screen.getByText('2 enquiries, 1 unread')).toBeInTheDocument()
  })

  it("opening an enquiry marks it read and shows e-mail, phone, message and 'Message the buyer', which opens the conversation", async () => {
    const { updates } = serve({ received: [makeEnquiry({ _id: 'e1' })] })
    const starts: unknown[] = []
    server.use(
      http.post('/api/user/conversations', async ({ request }) => {
        starts.push(await request.json())
        return HttpResponse.json({ conversation: { _id: 'c7' } }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    const { router } = render()
    const item = await screen.findByRole('article', { name: /Monsoon Window/ })
    await user.click(within(item).getByRole('button', { name: 'Open the enquiry about Monsoon Window' }))
    await waitFor(() => expect(updates).toEqual([{ id: 'e1', status: 'read' }]))
    expect(await within(item).findByText('Read')).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'kavya@example.com' })).toHaveAttribute('href', 'mailto:kavya@example.com')
    expect(within(item).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(item).toHaveTextContent('Is this still available? Could you ship to Bengaluru?')
    await user.click(within(item).getByRole('button', { name: 'Message the buyer' }))
    expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/messages/c7')
    expect(starts).toEqual([{ kind: 'enquiry', id: 'e1' }])
  })

  it("'Mark as answered' answers it on the server and the enquiry says so", async () => {
    const { updates } = serve({ received: [makeEnquiry({ _id: 'e1', status: 'read' })] })
    const user = userEvent.setup()
    render()
    const item = await screen.findByRole('article', { name: /Monsoon Window/ })
    await user.click(within(item).getByRole('button', { name: /^Open/ }))
    // Already read: opening it sends nothing.
    expect(updates).toEqual([])
    await user.click(within(item).getByRole('button', { name: 'Mark as answered' }))
    await waitFor(() => expect(updates).toEqual([{ id: 'e1', status: 'answered' }]))
    expect(await within(item).findByText('Answered')).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Mark as answered' })).not.toBeInTheDocument()
    expect(await screen.findByText('Marked as answered')).toBeInTheDocument()
  })

  it('shows the sent enquiries with their artist, without answering tools, and pages through', async () => {
    const { lists } = serve({
      sent: [makeEnquiry({ _id: 's1', artworkTitle: 'Temple Steps', artistName: 'Arjun Rao', status: 'read' })],
      pages: 2,
    })
    const user = userEvent.setup()
    const { router } = render('/admin/enquiries?box=sent')
    const item = await screen.findByRole('article', { name: /Temple Steps/ })
    expect(item).toHaveTextContent('To Arjun Rao')
    await user.click(within(item).getByRole('button', { name: /^Open/ }))
    expect(within(item).queryByRole('button', { name: 'Mark as answered' })).not.toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Message the buyer' })).not.toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?box=sent&page=2')
    expect(lists.at(-1)).toEqual({ box: 'sent', page: 2 })
  })

  it("gives an explorer the Sent list only, and the role's notice for the received box", async () => {
    const { lists } = serve({ me: makeMe({ role: 'explorer' }) })
    const first = render()
    expect(await screen.findByText('No enquiries sent')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sent'])
    expect(lists.every((l) => l.box === 'sent')).toBe(true)
    first.unmount()
    render('/admin/enquiries?box=received')
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument()
  })
})

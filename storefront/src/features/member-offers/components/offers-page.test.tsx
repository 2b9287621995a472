import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OfferView } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { OFFER_MESSAGES } from '@shared/offers'
import { tokenStorage } from '@/lib/token-storage'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { OffersPage, timeLeft } from './offers-page'

const HOUR = 3_600_000
const offer = (over: Partial<OfferView> = {}): OfferView => ({
  _id: 'o1',
  artworkId: 'w1',
  title: 'Monsoon Window',
  work: {
    slug: 'monsoon-window',
    artistSlug: 'meera-iyer',
    uploadedBy: 'meera',
    image: '/media/w1-card.jpg',
    artistName: 'Meera Iyer',
    price: 50000,
  },
  side: 'seller',
  status: 'open',
  amount: 42000,
  counterAmount: null,
  agreedAmount: null,
  expiresAt: new Date(Date.now() + 50 * HOUR + 5 * 60_000).toISOString(),
  orderId: null,
  moves: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

/** Serves the lists and records each move (its path and body); a move answers with `answer`. */
function serve(list: { received: OfferView[]; made: OfferView[] }, answer: (action: string) => Response | undefined = () => undefined) {
  const moves: { path: string; body: unknown }[] = []
  server.use(
    http.get('/api/admin/offers', () => HttpResponse.json(list)),
    http.post('/api/admin/offers/:id/:action', async ({ request, params }) => {
      moves.push({ path: `${String(params.id)}/${String(params.action)}`, body: await request.json() })
      return answer(String(params.action)) ?? HttpResponse.json({ message: OFFER_MESSAGES.declined, offer: offer() })
    }),
  )
  return moves
}

const render = () =>
  renderWithApp(<OffersPage />, {
    path: '/admin/offers',
    routes: [{ path: '/shop/checkout', element: <h1>Checkout</h1> }],
  })

describe('timeLeft', () => {
  it('says the days and hours, the hours, or the minutes left, and nothing once past', () => {
    const now = Date.parse('2026-11-20T10:00:00.000Z')
    expect(timeLeft('2026-11-22T15:30:00.000Z', now)).toBe('2 days 5 hours left')
    expect(timeLeft('2026-11-20T11:00:00.000Z', now)).toBe('1 hour left')
    expect(timeLeft('2026-11-20T10:40:00.000Z', now)).toBe('40 minutes left')
    expect(timeLeft('2026-11-20T09:00:00.000Z', now)).toBeNull()
  })
})

describe('OffersPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('shows a received offer with its work, the buyer unnamed, the amounts, the status and the time left; Accept and Decline toast the server’s sentence', async () => {
    const moves = serve({ received: [offer()], made: [] }, (action) =>
      action === 'accept' ? HttpResponse.json({ message: OFFER_MESSAGES.accepted, offer: offer({ status: 'accepted' }) }) : undefined,
    )
    const user = userEvent.setup()
    render()
    const list = await screen.findByRole('list', { name: 'Offers received' })
    const card = within(list).getByRole('listitem')
    expect(within(card).getByRole('link', { name: 'Monsoon Window' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/monsoon-window')
    expect(card).toHaveTextContent('From: A buyer')
    expect(card).toHaveTextContent('Listed at₹50,000')
    expect(card).toHaveTextContent('Offered₹42,000')
    expect(card).toHaveTextContent('StatusWaiting for your answer')
    expect(card).toHaveTextContent('Time to answer2 days 2 hours left')
    await user.click(within(card).getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText(OFFER_MESSAGES.accepted)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(OFFER_MESSAGES.declined)).toBeInTheDocument()
    expect(moves).toEqual([
      { path: 'o1/accept', body: {} },
      { path: 'o1/decline', body: {} },
    ])
  })

  it('counters in a dialog: an amount the schema takes, and the server’s refusal shown in the dialog', async () => {
    const moves = serve({ received: [offer()], made: [] }, (action) =>
      action === 'counter' && moves.length === 1
        ? HttpResponse.json({ error: OFFER_MESSAGES.counterNotLower }, { status: 400 })
        : HttpResponse.json({ message: OFFER_MESSAGES.countered, offer: offer({ status: 'countered', counterAmount: 46000 }) }),
    )
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Counter' }))
    const dialog = await screen.findByRole('dialog', { name: 'Counter the offer' })
    expect(dialog).toHaveTextContent('the buyer offered ₹42,000')
    await user.type(within(dialog).getByLabelText(/Your counter-offer/), 'abc')
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }))
    expect(await within(dialog).findByText(OFFER_MESSAGES.amount)).toBeInTheDocument()
    expect(moves).toEqual([])
    await user.clear(within(dialog).getByLabelText(/Your counter-offer/))
    await user.type(within(dialog).getByLabelText(/Your counter-offer/), '40000')
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.counterNotLower)
    await user.clear(within(dialog).getByLabelText(/Your counter-offer/))
    await user.type(within(dialog).getByLabelText(/Your counter-offer/), '46,000')
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }))
    expect(await screen.findByText(OFFER_MESSAGES.countered)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(moves).toEqual([
      { path: 'o1/counter', body: { amount: 40000 } },
      { path: 'o1/counter', body: { amount: 46000 } },
    ])
  })

  it('gives the buyer Accept counter and Decline on a counter, Withdraw on an open offer', async () => {
    const moves = serve(
      {
        received: [],
        made: [
          offer({ _id: 'o2', side: 'buyer', status: 'countered', counterAmount: 46000 }),
          offer({ _id: 'o3', side: 'buyer', title: 'Dry Season' }),
        ],
      },
      (action) =>
        HttpResponse.json({ message: action === 'accept' ? OFFER_MESSAGES.acceptedByBuyer : OFFER_MESSAGES.withdrawn, offer: offer() }),
    )
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('tab', { name: 'Made' }))
    const [countered, open] = within(await screen.findByRole('list', { name: 'Offers made' })).getAllByRole('listitem')
    expect(countered).toHaveTextContent('Seller: Meera Iyer')
    expect(countered).toHaveTextContent('Counter-offer₹46,000')
    expect(countered).toHaveTextContent('The seller countered: your answer')
    expect(within(countered!).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    await user.click(within(countered!).getByRole('button', { name: 'Accept counter' }))
    expect(await screen.findByText(OFFER_MESSAGES.acceptedByBuyer)).toBeInTheDocument()
    expect(within(open!).queryByRole('button', { name: 'Accept counter' })).toBeNull()
    await user.click(within(open!).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText(OFFER_MESSAGES.withdrawn)).toBeInTheDocument()
    expect(moves.map((m) => m.path)).toEqual(['o2/accept', 'o3/withdraw'])
  })

  it('checks out an accepted offer at the agreed amount: the work in the cart at that price, then checkout', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([{ id: 'w1', title: 'Monsoon Window', artistName: 'Meera Iyer', price: 50000, image: '' }]),
    )
    serve({
      received: [],
      made: [offer({ side: 'buyer', status: 'accepted', counterAmount: 46000, agreedAmount: 46000, orderId: 'ord1' })],
    })
    const user = userEvent.setup()
    const { router } = render()
    await user.click(await screen.findByRole('tab', { name: 'Made' }))
    const card = within(await screen.findByRole('list', { name: 'Offers made' })).getByRole('listitem')
    expect(card).toHaveTextContent('Agreed₹46,000')
    expect(card).toHaveTextContent('Hold2 days 2 hours left')
    // The two sides may talk about it, in a conversation on its checkout.
    expect(within(card).getByRole('button', { name: 'Message the seller' })).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Check out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toMatchObject([{ id: 'w1', price: 46000 }])
  })

  it('says so when there is no offer yet', async () => {
    serve({ received: [], made: [] })
    render()
    expect(await screen.findByText('No offers received yet')).toBeInTheDocument()
  })
})

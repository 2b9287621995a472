import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeOrder } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { OrdersPage } from './orders-page'
import { TrackOrderModal } from './track-order-modal'

function servePurchases(orders: Order[]) {
  server.use(http.get('/api/admin/purchases', () => HttpResponse.json({ totalOrders: orders.length, orders })))
}

const shipped = makeOrder({
  _id: '52',
  orderNumber: 'KALA-20250412-SHIP',
  orderStatus: 'shipped',
  status: 'shipped',
  canCancel: false,
  statusHistory: [
    { status: 'placed', at: '2025-04-12T09:00:00.000Z' },
    { status: 'packed', at: '2025-04-13T09:00:00.000Z' },
    { status: 'shipped', at: '2025-04-14T09:00:00.000Z' },
  ],
  shipment: { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
})

async function openTracker(user: ReturnType<typeof userEvent.setup>, orderNumber: string) {
  const card = await screen.findByRole('article', { name: `Order ${orderNumber}` })
  await user.click(within(card).getByRole('button', { name: 'Track Order' }))
  return screen.findByRole('dialog', { name: 'Track Order' })
}

const step = (dialog: HTMLElement, name: string) => dialog.querySelector<HTMLElement>(`[data-step="${name}"]`)!

describe('OrdersPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("shows 'My Orders (count)' and each order's date, id, total and items in INR", async () => {
    servePurchases([makeOrder(), shipped])
    renderWithApp(<OrdersPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders (2)' })).toBeInTheDocument()
    const card = screen.getByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    expect(card).toHaveTextContent('11 April 2025')
    expect(card).toHaveTextContent('Order ID: #KALA-20250411-7Q2M')
    expect(within(card).getByText('Total Amount').nextSibling).toHaveTextContent('₹1,73,000')
    const items = within(card).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Meera Iyer')
    expect(items[0]).toHaveTextContent('Monsoon Field')
    expect(items[0]).toHaveTextContent('₹1,25,000')
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/a1-card.jpg')
    expect(within(card).getByRole('button', { name: 'Track Order' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Message the seller' })).toBeInTheDocument()
  })

  it("offers 'Message the seller' once per seller of an order with several, and writes to that seller", async () => {
    const base = makeOrder()
    servePurchases([makeOrder({ items: base.items.map((item, i) => ({ ...item, sellerId: `seller-${i + 1}` })) })])
    let started: unknown = null
    server.use(
      http.post('/api/user/conversations', async ({ request }) => {
        started = await request.json()
        return HttpResponse.json({ conversation: { _id: 'c9' } })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />, { routes: [{ path: '/admin/messages/:id', element: <h1>The thread</h1> }] })
    const card = await screen.findByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    const buttons = within(card).getAllByRole('button', { name: /^Message the seller/ })
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Message the seller: Meera Iyer', 'Message the seller: Arjun Rao'])
    await user.click(buttons[1]!)
    expect(await screen.findByRole('heading', { name: 'The thread' })).toBeInTheDocument()
    expect(started).toEqual({ kind: 'order', id: base._id, seller: 'seller-2' })
  })

  it('shows the payment state of an order that was not paid or was refunded', async () => {
    servePurchases([
      makeOrder({
        _id: '1',
        orderNumber: 'KALA-FAIL',
        paymentStatus: 'failed',
        failureReason: 'Card declined by the bank',
        canCancel: false,
      }),
      makeOrder({
        _id: '2',
        orderNumber: 'KALA-REFUND',
        paymentStatus: 'refunded',
        orderStatus: 'cancelled',
        status: 'cancelled',
        canCancel: false,
      }),
    ])
    renderWithApp(<OrdersPage />)
    const failed = await screen.findByRole('article', { name: 'Order KALA-FAIL' })
    expect(failed).toHaveTextContent('Payment failed')
    expect(failed).toHaveTextContent('Payment failed: Card declined by the bank')
    expect(screen.getByRole('article', { name: 'Order KALA-REFUND' })).toHaveTextContent('Cancelled · Refunded')
  })

  it("with no orders shows the spec's empty state and 'Explore Artworks'", async () => {
    servePurchases([])
    renderWithApp(<OrdersPage />)
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders (0)' })).toBeInTheDocument()
    expect(screen.getByText('You have not placed any orders yet')).toBeInTheDocument()
    expect(screen.getByText('Start exploring our art collection and make a purchase')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
  })

  it('offers to try again when the orders cannot be loaded', async () => {
    let fail = true
    server.use(
      http.get('/api/admin/purchases', () =>
        fail
          ? HttpResponse.json({ error: 'Something went wrong.' }, { status: 500 })
          : HttpResponse.json({ totalOrders: 1, orders: [makeOrder()] }),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'My Orders (1)' })).toBeInTheDocument()
  })

  it('tracks a shipped order: earlier and current steps green with their dates, the current bold, carrier and tracking number', async () => {
    servePurchases([shipped])
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    const dialog = await openTracker(user, 'KALA-20250412-SHIP')
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.dataset.step),
    ).toEqual(['placed', 'packed', 'shipped', 'delivered'])
    expect(['placed', 'packed', 'shipped', 'delivered'].map((s) => step(dialog, s).dataset.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ])
    for (const s of ['placed', 'packed', 'shipped'])
      expect(within(step(dialog, s)).getByText(/^(Placed|Packed|Shipped)/)).toHaveClass('text-success')
    expect(within(step(dialog, 'delivered')).getByText(/^Delivered/)).not.toHaveClass('text-success')
    expect(within(step(dialog, 'shipped')).getByText(/^Shipped/)).toHaveClass('font-bold')
    expect(within(step(dialog, 'packed')).getByText(/^Packed/)).not.toHaveClass('font-bold')
    expect(step(dialog, 'shipped')).toHaveAttribute('aria-current', 'step')
    expect(step(dialog, 'placed')).toHaveTextContent('12 April 2025')
    expect(step(dialog, 'packed')).toHaveTextContent('13 April 2025')
    expect(step(dialog, 'shipped')).toHaveTextContent('14 April 2025')
    expect(step(dialog, 'shipped')).toHaveTextContent('Blue Dart · Tracking number BD123456789IN')
    // Each step carries its tick.
    expect(dialog.querySelectorAll('li svg')).toHaveLength(4)
  })

  it('closes the tracker with the close icon and with a click on the backdrop', async () => {
    servePurchases([makeOrder()])
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    let dialog = await openTracker(user, 'KALA-20250411-7Q2M')
    expect(step(dialog, 'placed').dataset.state).toBe('current')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    dialog = await openTracker(user, 'KALA-20250411-7Q2M')
    await user.click(screen.getByTestId('modal-backdrop'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('a cancelled order says so, with its refund', async () => {
    servePurchases([
      makeOrder({
        orderStatus: 'cancelled',
        status: 'cancelled',
        paymentStatus: 'refunded',
        canCancel: false,
        statusHistory: [
          { status: 'placed', at: '2025-04-11T09:01:00.000Z' },
          { status: 'cancelled', at: '2025-04-12T10:00:00.000Z' },
        ],
        cancellation: { by: 'buyer', reason: 'Cancelled by the buyer.' },
        refund: { status: 'processed', amount: 173000, refundId: 'rfnd_1', processedAt: '2025-04-12T10:05:00.000Z' },
      }),
    ])
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    const dialog = await openTracker(user, 'KALA-20250411-7Q2M')
    expect(within(dialog).getByRole('note')).toHaveTextContent('This order was cancelled on 12 April 2025.')
    expect(within(dialog).getByRole('note')).toHaveTextContent('₹1,73,000 was refunded on 12 April 2025 to the original payment method.')
    expect(step(dialog, 'placed').dataset.state).toBe('done')
    expect(dialog.querySelector('[aria-current="step"]')).toBeNull()
  })

  it("says 'No order selected' when the tracker has no order", () => {
    renderWithApp(<TrackOrderModal order={null} open onClose={() => {}} />)
    expect(within(screen.getByRole('dialog', { name: 'Track Order' })).getByText('No order selected')).toBeInTheDocument()
  })

  it('cancels an order after confirmation while it may still be cancelled; a refusal is shown in the dialog', async () => {
    let order = makeOrder()
    let refuse = true
    server.use(
      http.get('/api/admin/purchases', () => HttpResponse.json({ totalOrders: 1, orders: [order] })),
      http.post('/api/user/cancel-order', async ({ request }) => {
        expect(await request.json()).toEqual({ orderId: '41' })
        if (refuse) {
          return HttpResponse.json(
            { error: 'This order has been packed already and can no longer be cancelled. Please contact us.' },
            { status: 409 },
          )
        }
        order = makeOrder({
          orderStatus: 'cancelled',
          status: 'cancelled',
          canCancel: false,
          cancellation: { by: 'buyer', reason: 'Cancelled by the buyer.' },
          refund: { status: 'pending', amount: 173000, refundId: 'rfnd_1', processedAt: null },
        })
        return HttpResponse.json({ order })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    const card = await screen.findByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }))
    let dialog = screen.getByRole('dialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order has been packed already and can no longer be cancelled.')
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))

    refuse = false
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }))
    dialog = screen.getByRole('dialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Order cancelled. Your refund is on its way.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(card).toHaveTextContent('Cancelled')
  })

  it('offers no cancel once the order is packed', async () => {
    servePurchases([makeOrder({ orderStatus: 'packed', status: 'packed', canCancel: false })])
    renderWithApp(<OrdersPage />)
    const card = await screen.findByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(card).toHaveTextContent('Packed')
  })

  describe("'Download invoice'", () => {
    const saved: Blob[] = []
    beforeEach(() => {
      saved.length = 0
      // jsdom has no object URLs: record what would be saved.
      URL.createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob)
        return 'blob:invoice'
      })
      URL.revokeObjectURL = vi.fn()
    })
    afterEach(() => vi.restoreAllMocks())

    it('is offered on a paid order, not on one awaiting payment, and saves the PDF fetched with the session', async () => {
      let authorization: string | null = null
      server.use(
        http.get('/api/user/orders/52/invoice', ({ request }) => {
          authorization = request.headers.get('authorization')
          return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
        }),
      )
      servePurchases([shipped, makeOrder({ _id: '53', orderNumber: 'KALA-WAIT', paymentStatus: 'pending', canCancel: false })])
      const user = userEvent.setup()
      renderWithApp(<OrdersPage />)
      const waiting = await screen.findByRole('article', { name: 'Order KALA-WAIT' })
      expect(within(waiting).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument()
      const card = screen.getByRole('article', { name: 'Order KALA-20250412-SHIP' })
      await user.click(within(card).getByRole('button', { name: 'Download invoice' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0]!.type).toBe('application/pdf')
      expect(authorization).toBe('Bearer token')
    })

    it('offers each work’s certificate of authenticity and the collector’s handbook on a paid order', async () => {
      let asked: string | null = null
      server.use(
        http.get('/api/user/orders/52/certificates/:lineId', ({ params }) => {
          asked = String(params.lineId)
          return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
        }),
      )
      const withLines = { ...shipped, items: shipped.items.map((item, i) => ({ ...item, lineId: `line-${i + 1}` })) }
      servePurchases([withLines, makeOrder({ _id: '53', orderNumber: 'KALA-WAIT', paymentStatus: 'pending', canCancel: false })])
      const user = userEvent.setup()
      renderWithApp(<OrdersPage />)
      const waiting = await screen.findByRole('article', { name: 'Order KALA-WAIT' })
      expect(within(waiting).queryByRole('button', { name: /Certificate of authenticity/ })).not.toBeInTheDocument()
      const card = screen.getByRole('article', { name: 'Order KALA-20250412-SHIP' })
      const first = withLines.items[0]!
      await user.click(within(card).getByRole('button', { name: `Certificate of authenticity: ${first.title}` }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(asked).toBe('line-1')
      expect(within(card).getByRole('link', { name: "Read the collector's handbook" })).toHaveAttribute(
        'href',
        '/resources/how-to/collectors-handbook',
      )
    })

    it("shows the server's sentence when there is no invoice", async () => {
      server.use(
        http.get('/api/user/orders/52/invoice', () =>
          HttpResponse.json(
            { error: 'There is no invoice for you on this order. Invoices are issued once an order is paid.' },
            { status: 404 },
          ),
        ),
      )
      servePurchases([shipped])
      const user = userEvent.setup()
      renderWithApp(<OrdersPage />)
      const card = await screen.findByRole('article', { name: 'Order KALA-20250412-SHIP' })
      await user.click(within(card).getByRole('button', { name: 'Download invoice' }))
      expect(
        await screen.findByText('There is no invoice for you on this order. Invoices are issued once an order is paid.'),
      ).toBeInTheDocument()
      expect(saved).toHaveLength(0)
    })
  })
})

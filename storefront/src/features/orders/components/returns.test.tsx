import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api-types'
import type { LineReturn, ReturnView } from '@shared/returns'
import { tokenStorage } from '@/lib/token-storage'
import { makeOrder } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { OrdersPage } from './orders-page'

const DELIVERED = [
  { status: 'placed' as const, at: '2026-11-20T09:00:00.000Z' },
  { status: 'delivered' as const, at: '2026-11-27T09:00:00.000Z' },
]
const line = (artworkId: string, extra: Partial<LineReturn> = {}): LineReturn => ({
  itemId: `line-${artworkId}`,
  artworkId,
  returnDays: 7,
  windowEndsAt: '2099-12-05T09:00:00.000Z',
  canReturn: true,
  return: null,
  ...extra,
})
const delivered = (returns: LineReturn[]): Order =>
  makeOrder({ orderStatus: 'delivered', status: 'delivered', canCancel: false, statusHistory: DELIVERED, returns })

const requested: ReturnView = {
  id: '9',
  state: 'requested',
  reason: 'Damaged in transit',
  details: 'The corner is torn.',
  staffReason: null,
  shipment: null,
  condition: null,
  steps: [{ state: 'requested', at: '2026-11-28T09:00:00.000Z' }],
}

describe('returns in My Orders', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("asks for a return with a reason, text and a photo; the server's refusal shows in the dialog, then the order shows the return", async () => {
    let order = delivered([line('a1'), line('a2', { canReturn: false, windowEndsAt: '2026-11-01T09:00:00.000Z' })])
    let refuse = true
    let sent: FormData | null = null
    server.use(
      http.get('/api/admin/purchases', () => HttpResponse.json({ totalOrders: 1, orders: [order] })),
      http.post('/api/admin/returns', async ({ request }) => {
        sent = await request.formData()
        if (refuse) return HttpResponse.json({ error: 'The return window for this work closed on 5 December 2026.' }, { status: 409 })
        order = delivered([line('a1', { canReturn: false, return: requested }), line('a2', { canReturn: false })])
        return HttpResponse.json({ return: requested, message: 'Your return request is with Kala.' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    const card = await screen.findByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    // Only the work still within its window offers a return; the other says when its window closed.
    expect(within(card).getAllByRole('button', { name: /Return this work/ })).toHaveLength(1)
    expect(card).toHaveTextContent('The return window for this work closed on 1 November 2026.')
    await user.click(within(card).getByRole('button', { name: 'Return this work: Monsoon Field' }))
    const dialog = screen.getByRole('dialog', { name: 'Return this work' })

    // Nothing is sent without a reason and a few words.
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }))
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument()
    expect(sent).toBeNull()

    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'Damaged in transit')
    await user.type(within(dialog).getByLabelText(/What happened/), 'The corner of the canvas is torn.')
    await user.upload(within(dialog).getByLabelText(/Photos/), new File(['jpeg'], 'corner.jpg', { type: 'image/jpeg' }))
    expect(within(dialog).getByRole('list', { name: 'Chosen photos' })).toHaveTextContent('corner.jpg')
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The return window for this work closed on 5 December 2026.')
    expect(sent!.get('reason')).toBe('Damaged in transit')
    expect(sent!.get('itemId')).toBe('line-a1')
    expect(sent!.getAll('photos')).toHaveLength(1)

    refuse = false
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }))
    expect(await screen.findByText('Your return request is with Kala.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(card).toHaveTextContent('Return requested'))
    expect(within(card).queryByRole('button', { name: /Return this work/ })).not.toBeInTheDocument()
  })

  it("shows staff's reason for a declined return and the return's steps, with the return shipment, in Track Order", async () => {
    const inTransit: ReturnView = {
      ...requested,
      state: 'in_transit',
      shipment: { carrier: 'Delhivery', trackingNumber: 'DL42' },
      steps: [
        { state: 'requested', at: '2026-11-28T09:00:00.000Z' },
        { state: 'approved', at: '2026-11-29T09:00:00.000Z' },
        { state: 'in_transit', at: '2026-11-30T09:00:00.000Z' },
      ],
    }
    const rejected: ReturnView = {
      ...requested,
      id: '10',
      state: 'rejected',
      staffReason: 'The photos show the work as listed.',
      steps: [...requested.steps, { state: 'rejected', at: '2026-11-29T09:00:00.000Z' }],
    }
    const order = delivered([line('a1', { canReturn: false, return: inTransit }), line('a2', { canReturn: false, return: rejected })])
    server.use(http.get('/api/admin/purchases', () => HttpResponse.json({ totalOrders: 1, orders: [order] })))
    const user = userEvent.setup()
    renderWithApp(<OrdersPage />)
    const card = await screen.findByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    expect(card).toHaveTextContent('Return on its way')
    expect(card).toHaveTextContent('Return shipment: Delhivery · DL42')
    expect(card).toHaveTextContent("Kala's answer: The photos show the work as listed.")

    await user.click(within(card).getByRole('button', { name: 'Track Order' }))
    const tracker = await screen.findByRole('dialog', { name: 'Track Order' })
    const monsoon = within(tracker).getByRole('region', { name: 'Return of Monsoon Field' })
    const steps = within(monsoon).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual([
      'Return requested28 November 2026',
      'Return approved29 November 2026',
      'Return on its way30 November 2026Delhivery · Tracking number DL42',
    ])
    expect(within(tracker).getByRole('region', { name: 'Return of Salt Pans at Dusk' })).toHaveTextContent('Return declined')
  })
})

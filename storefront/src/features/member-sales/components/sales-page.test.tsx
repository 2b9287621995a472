import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SaleOrder } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeSale } from '@/testing/member-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SalesPage } from './sales-page'

const serve = (orders: SaleOrder[], payables = { held: 87500, available: 41000 }) =>
  server.use(http.get('/api/admin/sales', () => HttpResponse.json({ totalOrders: orders.length, orders, payables })))

describe('SalesPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("shows each sale's own items in INR, the buyer's name, phone and address, and the step it is at", async () => {
    serve([makeSale()])
    renderWithApp(<SalesPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales (1)' })).toBeInTheDocument()
    const sale = screen.getByRole('article', { name: 'Order KALA-20250411-7Q2M' })
    expect(sale).toHaveTextContent('Paid 11 April 2025')
    const owed = screen.getByRole('region', { name: 'What Kala owes you' })
    expect(owed).toHaveTextContent('Held₹87,500Released once each work’s return window after delivery has passed')
    expect(owed).toHaveTextContent('Available₹41,000')
    expect(sale).toHaveTextContent('You receive₹87,500')
    const items = within(sale).getByRole('list', { name: 'Your works in this order' })
    expect(within(items).getByRole('listitem')).toHaveTextContent('Monsoon WindowPrice₹1,25,000Kala’s fee30% fee · ₹37,500')
    expect(within(sale).getByRole('group', { name: 'Your earnings' })).toHaveTextContent(
      'Sale price₹1,25,000Kala’s fee− ₹37,500You receive₹87,500',
    )
    expect(sale).toHaveTextContent('Kavya Menon')
    expect(within(sale).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(within(sale).getByRole('button', { name: 'Message the buyer' })).toBeInTheDocument()
    expect(sale.querySelector('address')).toHaveTextContent('12 Residency RoadFlat 3BBengaluru, Karnataka 560025India')
    const steps = within(sale).getByRole('list', { name: 'Order progress' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Placed, completed11 April 2025', 'Packed, current step12 April 2025', 'Shipped, not yet', 'Delivered, not yet'])
    expect(steps.querySelector('[aria-current="step"]')).toHaveAttribute('data-step', 'packed')
  })

  it('shows the shipment of a shipped sale and warns about a cancelled one', async () => {
    serve([
      makeSale({
        _id: '1',
        orderNumber: 'KALA-SHIP',
        orderStatus: 'shipped',
        status: 'shipped',
        shipment: { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
      }),
      makeSale({
        _id: '2',
        orderNumber: 'KALA-CANCEL',
        orderStatus: 'cancelled',
        status: 'cancelled',
        statusHistory: [
          { status: 'placed', at: '2025-04-11T09:01:00.000Z' },
          { status: 'cancelled', at: '2025-04-13T08:00:00.000Z' },
        ],
      }),
    ])
    renderWithApp(<SalesPage />)
    expect(await screen.findByRole('article', { name: 'Order KALA-SHIP' })).toHaveTextContent(
      'Shipped with Blue Dart · Tracking number BD123456789IN',
    )
    const cancelled = screen.getByRole('article', { name: 'Order KALA-CANCEL' })
    expect(cancelled).toHaveTextContent('This order was cancelled: do not send it.')
    // The tracker ends at the cancellation, dated, instead of showing the order as placed.
    const steps = within(cancelled).getByRole('list', { name: 'Order progress' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Placed, completed11 April 2025', 'Cancelled, current step13 April 2025'])
    expect(steps.querySelector('[aria-current="step"]')).toHaveAttribute('data-step', 'cancelled')
  })

  it('with no sales says what will appear here', async () => {
    serve([])
    renderWithApp(<SalesPage />)
    expect(await screen.findByText('No sales yet')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Sales (0)' })).toBeInTheDocument()
  })

  it("offers the seller's invoice and Kala's fee invoice of each sale, and saves the one asked for", async () => {
    const saved: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:invoice'
    })
    URL.revokeObjectURL = vi.fn()
    const asked: string[] = []
    const pdf = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname)
      return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
    }
    server.use(http.get('/api/admin/sales/:id/invoice', pdf), http.get('/api/admin/sales/:id/fee-invoice', pdf))
    const sale = makeSale()
    serve([sale, makeSale({ _id: '77', orderNumber: 'KALA-NOFEE', feeAmount: 0 })])
    const user = userEvent.setup()
    renderWithApp(<SalesPage />)
    const noFee = await screen.findByRole('article', { name: 'Order KALA-NOFEE' })
    expect(within(noFee).getByRole('button', { name: 'Invoice' })).toBeInTheDocument()
    expect(within(noFee).queryByRole('button', { name: 'Fee invoice' })).not.toBeInTheDocument()
    const card = screen.getByRole('article', { name: `Order ${sale.orderNumber}` })
    await user.click(within(card).getByRole('button', { name: 'Fee invoice' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    await user.click(within(card).getByRole('button', { name: 'Invoice' }))
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(asked).toEqual([`/api/admin/sales/${sale._id}/fee-invoice`, `/api/admin/sales/${sale._id}/invoice`])
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Dashboard } from '@shared/api-types'
import { makeOrder } from '@/testing/checkout-fixtures'
import { makeArtwork } from '@/testing/fixtures'
import { makeEnquiry, makeSellerDashboard } from '@/testing/member-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { tokenStorage } from '@/lib/token-storage'
import { DashboardPage } from './dashboard-page'

const serve = (dashboard: Dashboard) => server.use(http.get('/api/admin/dashboard', () => HttpResponse.json(dashboard)))

/** The figure under a tile's label. */
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')!

describe('DashboardPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("shows a seller's last 30 days: views, likes, unanswered enquiries, revenue in INR, works by state", async () => {
    serve(makeSellerDashboard())
    renderWithApp(<DashboardPage />)
    expect(await screen.findByText('Last 30 days: 1 Apr to 30 Apr')).toBeInTheDocument()
    // Views of the window are the sum of its days (40 on one day, 0-1-2 on the others); the total is all time.
    expect(tile('Views')).toHaveTextContent('Views68')
    expect(tile('Views')).toHaveTextContent('1,520 in all')
    expect(tile('Likes')).toHaveTextContent('Likes12' + '86 in all')
    expect(tile('Followers')).toHaveTextContent('Followers9' + '3 new in 30 days')
    expect(tile('Unanswered enquiries')).toHaveTextContent('2')
    expect(tile('Unanswered enquiries')).toHaveTextContent('5 enquiries in 30 days')
    expect(screen.getByRole('link', { name: /Unanswered enquiries/ })).toHaveAttribute('href', '/admin/enquiries')
    expect(tile('Revenue')).toHaveTextContent('Revenue₹1,25,000')
    expect(tile('Revenue')).toHaveTextContent("₹3,10,000 from 3 orders in all; ₹2,17,000 yours after Kala's fees")
    const works = screen.getByRole('region', { name: 'Your works' })
    expect(
      within(works)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['Published 14', 'Unpublished 3', 'Sold 5'])
  })

  it('tells a seller without payout details where to add them, and says nothing once they are in', async () => {
    serve(makeSellerDashboard({ payouts: { detailsMissing: true } }))
    const { unmount } = renderWithApp(<DashboardPage />)
    expect(await screen.findByRole('link', { name: 'Add payout details to be paid' })).toHaveAttribute('href', '/admin/payouts')
    unmount()
    serve(makeSellerDashboard())
    renderWithApp(<DashboardPage />)
    expect(await screen.findByText('Last 30 days: 1 Apr to 30 Apr')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Add payout details to be paid' })).not.toBeInTheDocument()
  })

  it('draws daily views and revenue with a text summary and the figures as a table', async () => {
    serve(makeSellerDashboard())
    const user = userEvent.setup()
    renderWithApp(<DashboardPage />)
    expect(
      await screen.findByRole('img', { name: 'Daily views, 1 Apr to 30 Apr: 68 views in all; the highest was 40 views on 12 Apr.' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'Daily revenue, 1 Apr to 30 Apr: ₹1,25,000 in all; the highest was ₹1,25,000 on 21 Apr.' }),
    ).toBeInTheDocument()
    const revenue = screen.getByRole('figure', { name: 'Daily revenue' })
    await user.click(within(revenue).getByText('Show the figures'))
    const table = within(revenue).getByRole('table', { name: 'Daily revenue, day by day' })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    expect(within(table).getByRole('row', { name: '21 Apr ₹1,25,000' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: '20 Apr ₹0' })).toBeInTheDocument()
  })

  it("lists a seller's open enquiries first, each opening the inbox", async () => {
    serve(makeSellerDashboard())
    renderWithApp(<DashboardPage />)
    const section = await screen.findByRole('region', { name: 'Enquiries' })
    const links = within(section).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      'All enquiries',
      expect.stringContaining('Monsoon Window'),
      expect.stringContaining('Harbour at Dusk'),
    ])
    expect(links[1]).toHaveTextContent('Kavya Menon · 12 April 2025')
    expect(links[1]).toHaveTextContent('New')
    expect(links[2]).toHaveAttribute('href', '/admin/enquiries')
  })

  it("shows a buyer's recent orders, favourites as cards and enquiries sent", async () => {
    serve({
      kind: 'buyer',
      recentOrders: [makeOrder({ orderStatus: 'shipped', status: 'shipped' })],
      favourites: [makeArtwork({ _id: 'f1', title: 'Quiet Harbour', hasLiked: true, price: 48000 })],
      enquiriesSent: [makeEnquiry({ _id: 's1', artworkTitle: 'Temple Steps', artistName: 'Arjun Rao', status: 'answered' })],
    })
    renderWithApp(<DashboardPage />)
    const orders = await screen.findByRole('region', { name: 'Recent orders' })
    const order = within(orders).getByRole('link', { name: /KALA-20250411-7Q2M/ })
    expect(order).toHaveTextContent('Order ID: #KALA-20250411-7Q2M')
    expect(order).toHaveTextContent('11 April 2025 · 2 works')
    expect(order).toHaveTextContent('Shipped')
    expect(order).toHaveTextContent('₹1,73,000')
    expect(order).toHaveAttribute('href', '/admin/orders')
    const favourites = screen.getByRole('region', { name: 'Favourites' })
    expect(within(favourites).getByRole('article', { name: 'Quiet Harbour' })).toHaveTextContent('₹48,000/-')
    expect(within(favourites).getByRole('link', { name: 'All favourites' })).toHaveAttribute('href', '/admin/favourites')
    const sent = screen.getByRole('region', { name: 'Enquiries sent' })
    expect(within(sent).getByRole('link', { name: /Temple Steps/ })).toHaveTextContent('Arjun Rao')
    expect(within(sent).getByRole('link', { name: /Temple Steps/ })).toHaveTextContent('Answered')
    expect(screen.queryByText('Revenue')).not.toBeInTheDocument()
  })

  it('offers to try again when the dashboard cannot be loaded', async () => {
    let fail = true
    server.use(
      http.get('/api/admin/dashboard', () =>
        fail ? HttpResponse.json({ error: 'Something went wrong.' }, { status: 500 }) : HttpResponse.json(makeSellerDashboard()),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<DashboardPage />)
    expect(await screen.findByText('Your dashboard could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Your works' })).toBeInTheDocument()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Artwork } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import ArtworkRoute from '@/app/routes/shop/artwork'
import { makeMe } from '@/testing/checkout-fixtures'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

/** jsdom has no IntersectionObserver: this one reports what the test says the screen shows. */
class FakeObserver {
  static all: FakeObserver[] = []
  targets: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets = []
  }
  takeRecords() {
    return []
  }
}

/** The purchase panel scrolls into view (true) or out of it (false). */
function panelInView(isIntersecting: boolean) {
  act(() => {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  })
}

const monsoon = makeArtwork({ _id: '7', title: 'Monsoon Window' })

function serve(artwork: Artwork = monsoon) {
  server.use(
    http.post('/api/public/artwork/:id/view', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/public/artwork/:id', () => HttpResponse.json({ artwork, artist: null, related: [] })),
  )
}

const render = () =>
  renderWithApp(<ArtworkRoute />, {
    path: '/shop/artwork/:username/:artworkId',
    initialEntry: '/shop/artwork/meera-iyer/7',
    routes: [{ path: '/shop/checkout', element: <h1>Checkout</h1> }],
  })
const loaded = () => screen.findByRole('heading', { level: 1, name: /Monsoon Window/ }, { timeout: 5000 })
const bar = () => screen.queryByRole('region', { name: 'Price and purchase' })
const bottomSpace = () => document.documentElement.style.getPropertyValue('--bottom-bar-space')

describe('the purchase bar on a phone', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeObserver.all = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the price and Add to Cart while the panel is out of view, and leaves when the panel scrolls in', async () => {
    const user = userEvent.setup()
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(http.get('/api/user/me', () => HttpResponse.json(makeMe())))
    serve()
    render()
    await loaded()
    // Until the observer reports, and while the panel is in view: no bar, one Add to Cart.
    expect(bar()).toBeNull()
    panelInView(true)
    expect(bar()).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1)

    panelInView(false)
    const region = bar()!
    expect(region).toBeInTheDocument()
    expect(within(region).getByText('₹1,25,000')).toBeInTheDocument()
    // The page ends lower while it is shown, so it never covers the footer's last line.
    expect(bottomSpace()).not.toBe('')
    await user.click(within(region).getByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toMatchObject([{ id: '7', price: 125000 }])
    expect(within(region).getByRole('button', { name: 'In your cart' })).toBeInTheDocument()

    panelInView(true)
    expect(bar()).toBeNull()
    expect(bottomSpace()).toBe('')
  })

  it("asks a visitor to log in, as the panel's button does", async () => {
    const user = userEvent.setup()
    serve()
    render()
    await loaded()
    panelInView(false)
    await user.click(within(bar()!).getByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull()
  })

  it("says what the panel says: 'Price on request' and Enquire; Sold and no cart button", async () => {
    serve({ ...monsoon, price: null, saleStatus: 'on-request' })
    const first = render()
    await loaded()
    panelInView(false)
    expect(within(bar()!).getByText('Price on request')).toBeInTheDocument()
    expect(within(bar()!).getByRole('button', { name: 'Enquire' })).toBeInTheDocument()
    expect(within(bar()!).queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    first.unmount()

    FakeObserver.all = []
    serve({ ...monsoon, saleStatus: 'sold', available: false })
    render()
    await loaded()
    panelInView(false)
    expect(within(bar()!).getByText('Sold')).toBeInTheDocument()
    expect(within(bar()!).queryByRole('button', { name: /Add to Cart|Buy Now/ })).toBeNull()
  })

  it('offers its seller the edit link instead', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(http.get('/api/user/me', () => HttpResponse.json(makeMe({ username: monsoon.uploadedBy, role: 'artist' }))))
    serve()
    render()
    await loaded()
    await screen.findByRole('link', { name: 'Edit your artwork' })
    panelInView(false)
    await waitFor(() =>
      expect(within(bar()!).getByRole('link', { name: 'Edit your artwork' })).toHaveAttribute('href', '/admin/edit/artwork/7'),
    )
    expect(within(bar()!).queryByRole('button')).toBeNull()
  })

  it('is never shown on a wide screen, where the panel stays beside the work', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === '(min-width: 64rem)', addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    )
    serve()
    render()
    await loaded()
    panelInView(false)
    expect(bar()).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1)
  })
})

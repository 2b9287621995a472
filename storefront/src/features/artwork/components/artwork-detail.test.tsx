import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Artwork } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { OFFER_MESSAGES } from '@shared/offers'
import ArtworkRoute from '@/app/routes/shop/artwork'
import { makeMe } from '@/testing/checkout-fixtures'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

const monsoon = makeArtwork({
  _id: '7',
  title: 'Monsoon Window',
  width: 24,
  height: 36,
  depth: 1.5,
  yearOfCreation: '2023',
  location: 'Chennai',
  description: 'Rain on the glass of a Mylapore window.\n\nPainted over one wet August.',
  interpretation: 'Waiting, and the city softening.',
  imageUrls: [
    {
      url: '/media/7.jpg',
      alt: '',
      width: 1200,
      height: 1800,
      card: { url: '/media/7-card.jpg', width: 600, height: 900 },
      large: { url: '/media/7-large.jpg', width: 1200, height: 1800 },
    },
    { url: '/media/7-back.jpg', alt: '', width: 1200, height: 1800 },
    { url: '/media/7-sig.jpg', alt: '', width: 800, height: 600 },
  ],
})

/** Ids of the views the page reported (POST /api/public/artwork/:id/view). */
let views: string[] = []

function serve(artwork: Artwork = monsoon, related: Artwork[] = [], status = 200) {
  const seen: string[] = []
  views = []
  server.use(
    http.post('/api/public/artwork/:id/view', ({ params }) => {
      views.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
    http.get('/api/public/artwork/:id', ({ params }) => {
      seen.push(String(params.id))
      if (status !== 200) return HttpResponse.json({ error: 'Artwork not found' }, { status })
      return HttpResponse.json({ artwork, artist: null, related })
    }),
  )
  return seen
}

const render = (path = '/shop/artwork/meera-iyer/7') =>
  renderWithApp(<ArtworkRoute />, {
    path: '/shop/artwork/:username/:artworkId',
    initialEntry: path,
    routes: [{ path: '/shop/checkout', element: <h1>Checkout</h1> }],
  })
const loaded = () => screen.findByRole('heading', { level: 1, name: /Monsoon Window/ }, { timeout: 5000 })
const canvas = () => screen.getByTestId('preview-canvas')

describe('artwork page', { timeout: 20_000 }, () => {
  it('shows the full specifications and the price in INR', async () => {
    const seen = serve()
    render()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the artwork')
    await loaded()
    expect(seen).toEqual(['7'])
    // The visit is reported once, for the seller's dashboard.
    await waitFor(() => expect(views).toEqual(['7']))
    const specs = screen.getByRole('region', { name: 'Specifications' })
    const rows = within(specs)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Artist: Meera Iyer',
      'Title: Monsoon Window',
      'Edition: Original artwork',
      'Year: 2023',
      'Size: 24 x 36 x 1.5 in.',
      'Medium: Oil on Canvas',
      'Signature: Signed',
      'Location: Chennai',
    ])
    expect(within(specs).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/artist/meera-iyer')
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument()
    expect(screen.getByText('Painted over one wet August.')).toBeInTheDocument()
    expect(screen.getByText('Waiting, and the city softening.')).toBeInTheDocument()
    expect(document.title).toBe('Monsoon Window by Meera Iyer · Kala')
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost:3000/media/7-large.jpg')
  })

  it('shows the page to a stale session as to a visitor: the dead session goes quietly, the cart stays', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked')
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ fullName: 'Asha Rao' }))
    const cart = [{ id: '9', title: 'Dusk', artistName: 'Meera Iyer', price: 50000, image: '' }]
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart))
    let refreshes = 0
    server.use(
      // Today's server answers a bad token with 401 even on a public route.
      http.get('/api/public/artwork/:id', ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json({ error: 'Your session has expired. Please log in again.' }, { status: 401 })
          : HttpResponse.json({ artwork: monsoon, artist: null, related: [] }),
      ),
      http.post('/api/public/artwork/:id/view', () => new HttpResponse(null, { status: 204 })),
      http.post('/auth/refresh-token', () => {
        refreshes += 1
        return HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 })
      }),
    )
    render()
    await loaded()
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument()
    expect(refreshes).toBe(1)
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual(cart)
  })

  it('loads the front image eagerly with high priority in a reserved box', async () => {
    serve()
    render()
    await loaded()
    const img = screen.getByRole('img', { name: 'Monsoon Window by Meera Iyer, oil' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(canvas().style.aspectRatio).toBe('5 / 4')
    // The thumbnails under it come after it, lazily.
    const thumbnails = [...screen.getByRole('group', { name: 'The artwork' }).querySelectorAll('img')]
    expect(thumbnails.length).toBeGreaterThan(0)
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('fetchpriority', 'low')
      expect(thumbnail).toHaveAttribute('loading', 'lazy')
    }
  })

  it('states the return policy under the price, as the API gives it, and none once sold', async () => {
    serve({ ...monsoon, returnDays: 14 })
    const { unmount } = render()
    await loaded()
    const price = screen.getByText('₹1,25,000')
    const policy = screen.getByText('Returns within 14 days of delivery')
    expect(price.compareDocumentPosition(policy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()
    serve({ ...monsoon, returnDays: 0 })
    const again = render()
    await loaded()
    expect(screen.getByText('No returns: this sale is final')).toBeInTheDocument()
    again.unmount()
    serve({ ...monsoon, returnDays: 0, saleStatus: 'sold', available: false })
    render()
    await loaded()
    expect(screen.queryByText('No returns: this sale is final')).not.toBeInTheDocument()
  })

  it("says 'Sold' with no cart or buy buttons", async () => {
    serve({ ...monsoon, saleStatus: 'sold', available: false })
    render()
    await loaded()
    expect(screen.getByText('Sold')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enquire Artwork Price' })).toBeInTheDocument()
  })

  it('says what an edition is: a limited edition of N, an open edition', async () => {
    serve({ ...monsoon, edition: { kind: 'limited', size: 50 } })
    render()
    await loaded()
    expect(screen.getByText('Limited edition of 50, inclusive of taxes. Shipping is free.')).toBeInTheDocument()
    const specs = screen.getByRole('region', { name: 'Specifications' })
    expect(within(specs).getByText('Limited edition of 50')).toBeInTheDocument()
    expect(screen.queryByText(/Original artwork/)).not.toBeInTheDocument()
  })

  it('reads Reserved from saleStatus: no cart or buy buttons while a checkout holds the work', async () => {
    serve({ ...monsoon, saleStatus: 'reserved', available: false, edition: { kind: 'open', size: null } })
    render()
    await loaded()
    expect(screen.getByText('Reserved')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Specifications' })).getByText('Open edition')).toBeInTheDocument()
  })

  it("reads a hold of this member's own checkout as theirs: continue to checkout, on any device", async () => {
    const user = userEvent.setup()
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const line = { artworkId: '7', title: 'Monsoon Window', artistName: 'Meera Iyer', artistSlug: 'meera-iyer', price: 125000, image: null }
    server.use(
      http.post('/api/user/cart', () =>
        HttpResponse.json({ items: [{ ...line, saleStatus: 'reserved', reservedByYou: true, buyable: true }], totalAmount: 125000 }),
      ),
    )
    serve({ ...monsoon, saleStatus: 'reserved', available: false })
    const { router } = render()
    await loaded()
    expect(await screen.findByText('Your checkout holds this work for you. Complete the payment before the hold ends.')).toBeInTheDocument()
    expect(screen.queryByText(/Another collector/)).toBeNull()
    expect(screen.queryByText('Reserved')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toMatchObject([{ id: '7' }])
  })

  it("still says another collector's checkout holds it when the hold is not this member's", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(
      http.post('/api/user/cart', () =>
        HttpResponse.json({
          items: [
            {
              artworkId: '7',
              title: 'Monsoon Window',
              artistName: 'Meera Iyer',
              artistSlug: null,
              price: 125000,
              image: null,
              saleStatus: 'reserved',
              reservedByYou: false,
              buyable: false,
              reason: "In another buyer's checkout",
            },
          ],
          totalAmount: 0,
        }),
      ),
    )
    serve({ ...monsoon, saleStatus: 'reserved', available: false })
    render()
    await loaded()
    expect(await screen.findByText(/Another collector is checking out this work/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull()
  })

  it('names an artist who has no profile on Kala without a link', async () => {
    serve({ ...monsoon, artistName: 'Jamini Roy', artistSlug: null, uploadedBy: 'sutra-contemporary' })
    render()
    await loaded()
    const specs = screen.getByRole('region', { name: 'Specifications' })
    expect(within(specs).getByText('Jamini Roy')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Jamini Roy' })).not.toBeInTheDocument()
  })

  it("shows 'Price on request' and only Enquire when there is no price", async () => {
    serve({ ...monsoon, price: null, saleStatus: 'on-request' })
    render()
    await loaded()
    expect(screen.getByText('Price on request')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enquire Artwork Price' })).toBeInTheDocument()
  })

  it('opens Login Required for a visitor on Add to Cart, Buy Now and like', async () => {
    const user = userEvent.setup()
    serve()
    render()
    await loaded()
    for (const name of ['Add to Cart', 'Buy Now', 'Add to favourites']) {
      await user.click(screen.getByRole('button', { name }))
      const dialog = await screen.findByRole('dialog', { name: 'Login Required' })
      expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        `/login?redirectUrl=${encodeURIComponent('/shop/artwork/meera-iyer/7')}`,
      )
      await user.keyboard('{Escape}')
    }
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull()
  })

  it('Buy Now adds to the cart and goes to checkout for a member', async () => {
    const user = userEvent.setup()
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    serve()
    const { router } = render()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toMatchObject([{ id: '7', price: 125000, title: 'Monsoon Window' }])
  })

  it('shows Make an offer only where the seller takes offers, and Login Required to a visitor', async () => {
    const user = userEvent.setup()
    serve()
    const { unmount } = render()
    await loaded()
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull()
    unmount()
    serve({ ...monsoon, acceptOffers: true })
    render()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Make an offer' }))
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument()
  })

  it('sends a member’s offer and says the server’s sentence: sent, the polite decline, or a refusal', async () => {
    const user = userEvent.setup()
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const sent: unknown[] = []
    const answers = [
      HttpResponse.json({ error: OFFER_MESSAGES.alreadyOpen }, { status: 409 }),
      HttpResponse.json({ message: OFFER_MESSAGES.belowFloor, offer: { status: 'declined' } }, { status: 201 }),
    ]
    server.use(
      http.post('/api/admin/offers', async ({ request }) => {
        sent.push(await request.json())
        const next = answers.shift()
        return next ?? HttpResponse.json({ message: OFFER_MESSAGES.made, offer: { status: 'open' } }, { status: 201 })
      }),
    )
    serve({ ...monsoon, acceptOffers: true })
    render()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Make an offer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' })
    expect(dialog).toHaveTextContent('listed at ₹1,25,000')
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }))
    expect(await within(dialog).findByText(OFFER_MESSAGES.amount)).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.type(within(dialog).getByLabelText(/Your offer/), '1,10,000')
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.alreadyOpen)
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(OFFER_MESSAGES.belowFloor)
    expect(sent).toEqual([
      { artworkId: '7', amount: 110000 },
      { artworkId: '7', amount: 110000 },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await user.click(screen.getByRole('button', { name: 'Make an offer' }))
    const again = await screen.findByRole('dialog', { name: 'Make an offer' })
    await user.type(within(again).getByLabelText(/Your offer/), '120000')
    await user.click(within(again).getByRole('button', { name: 'Send offer' }))
    expect(await within(again).findByRole('status')).toHaveTextContent(OFFER_MESSAGES.made)
  })

  it('offers its own seller no cart, buy or enquiry, but a link to edit the work', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(http.get('/api/user/me', () => HttpResponse.json(makeMe({ username: monsoon.uploadedBy, role: 'artist' }))))
    serve()
    render()
    await loaded()
    expect(await screen.findByRole('link', { name: 'Edit your artwork' })).toHaveAttribute('href', '/admin/edit/artwork/7')
    expect(screen.getByText('This is your work: collectors buy it or ask about it here.')).toBeInTheDocument()
    for (const name of ['Add to Cart', 'Buy Now', /Enquire/]) expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('shows the shipping and box-contents tooltips', async () => {
    const user = userEvent.setup()
    serve()
    render()
    await loaded()
    await user.hover(screen.getByRole('button', { name: 'Shipping: 7 to 14 days' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Within India: 7 to 14 days. International: 14 to 21 days.')
    await user.unhover(screen.getByRole('button', { name: 'Shipping: 7 to 14 days' }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await user.hover(screen.getByRole('button', { name: 'What’s in the box' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "The artwork (rolled or framed) · An authenticity certificate · A collector's handbook",
    )
    // A tap (touch screens have no hover) toggles it; Escape hides it.
    await user.unhover(screen.getByRole('button', { name: 'What’s in the box' }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Shipping: 7 to 14 days' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Within India')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })

  it('previews the work at real size in the 6 rooms (24 in is 20% of a 10 ft wall)', async () => {
    const user = userEvent.setup()
    serve()
    render()
    await loaded()
    const images = screen.getByRole('group', { name: 'The artwork' })
    expect(
      within(images)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Front image', 'Back image', 'Signature image'])
    const views = screen.getByRole('group', { name: 'See it in a room' })
    expect(
      within(views)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Preview 1: living room, 10 ft wall',
      'Preview 2: reading corner, 12 ft wall',
      'Preview 3: hallway, 16 ft wall',
      'Preview 4: dining room, 12 ft wall',
      'Preview 5: gallery, 20 ft wall',
      'Preview 6: beside a 72-inch person',
    ])
    const expectWidth = async (name: string, percent: number) => {
      await user.click(within(views).getByRole('button', { name }))
      const img = within(canvas()).getByRole('img', { name: 'Monsoon Window by Meera Iyer, oil' })
      expect(parseFloat(img.style.width)).toBeCloseTo(percent)
    }
    await expectWidth('Preview 1: living room, 10 ft wall', 20)
    expect(screen.getByText(/shown to scale on a 10 ft wall/)).toBeInTheDocument()
    await expectWidth('Preview 3: hallway, 16 ft wall', 12.5)
    await expectWidth('Preview 5: gallery, 20 ft wall', 10)
    await expectWidth('Preview 6: beside a 72-inch person', (24 / 144) * 100)
    await user.click(within(images).getByRole('button', { name: 'Back image' }))
    expect(within(canvas()).getByRole('img')).toHaveAttribute('src', '/media/7-back.jpg')
  })

  it('uses 24 x 24 in when the size is missing', async () => {
    const user = userEvent.setup()
    serve({ ...monsoon, width: null, height: null, depth: null, imageUrls: [{ url: '/media/7.jpg', alt: '', width: 0, height: 0 }] })
    render()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Preview 2: reading corner, 12 ft wall' }))
    const img = within(canvas()).getByRole('img')
    expect(parseFloat(img.style.width)).toBeCloseTo((24 / 144) * 100)
    expect(img.style.height).toBe(`${(24 / ((144 * 4) / 5)) * 100}%`)
  })

  it('zooms in and out by 0.1 between 0.5 and 2, disabling the buttons at the bounds', async () => {
    const user = userEvent.setup()
    serve()
    render()
    await loaded()
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' })
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' })
    await user.click(zoomIn)
    expect(canvas().style.width).toBe('110%')
    for (let i = 0; i < 12; i++) if (!(zoomIn as HTMLButtonElement).disabled) await user.click(zoomIn)
    expect(canvas().style.width).toBe('200%')
    expect(zoomIn).toBeDisabled()
    expect(zoomOut).toBeEnabled()
    for (let i = 0; i < 20; i++) if (!(zoomOut as HTMLButtonElement).disabled) await act(() => user.click(zoomOut))
    expect(canvas().style.width).toBe('50%')
    expect(zoomOut).toBeDisabled()
    expect(zoomIn).toBeEnabled()
    await user.click(screen.getByRole('button', { name: /Reset to 100%/ }))
    expect(canvas().style.width).toBe('100%')
  })

  it("lists 'More works by the artist'", async () => {
    serve(monsoon, [makeArtwork({ _id: '8', title: 'Dry Season' }), makeArtwork({ _id: '9', title: 'Kolam at Dawn' })])
    render()
    await loaded()
    const related = screen.getByRole('region', { name: 'More works by the artist' })
    expect(within(related).getAllByRole('article')).toHaveLength(2)
    expect(within(related).getByRole('link', { name: 'Dry Season' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/8')
  })

  it('says when the artwork does not exist', async () => {
    serve(monsoon, [], 404)
    render('/shop/artwork/meera-iyer/404')
    expect(await screen.findByRole('heading', { name: 'This artwork could not be found.' })).toBeInTheDocument()
  })
})

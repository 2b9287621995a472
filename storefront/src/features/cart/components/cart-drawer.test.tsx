import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartLine } from '@shared/api-types'
import { cartStore } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'
import { formatPrice } from '@shared/format'
import { cartItems } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CartDrawer } from './cart-drawer'

const line = (overrides: Partial<CartLine> & { artworkId: string }): CartLine => {
  const item = cartItems.find((i) => i.id === overrides.artworkId)!
  return {
    title: item.title,
    artistName: item.artistName,
    artistSlug: item.artistSlug ?? null,
    price: item.price,
    image: item.image,
    saleStatus: 'available',
    reservedByYou: false,
    buyable: true,
    returnDays: 7,
    ...overrides,
  }
}

function answerCart(lines: CartLine[], seen: string[][] = []) {
  server.use(
    http.post('/api/user/cart', async ({ request }) => {
      const { artworkIds } = (await request.json()) as { artworkIds: string[] }
      seen.push(artworkIds)
      const items = lines.filter((l) => artworkIds.includes(l.artworkId))
      return HttpResponse.json({ items, totalAmount: items.filter((i) => i.buyable).reduce((s, i) => s + (i.price ?? 0), 0) })
    }),
  )
  return seen
}

function renderDrawer() {
  const onClose = vi.fn()
  const view = renderWithApp(<CartDrawer open onClose={onClose} />, {
    routes: [{ path: '/shop/checkout', element: <p>Checkout page</p> }],
  })
  return { ...view, onClose }
}

describe('CartDrawer', () => {
  beforeEach(() => {
    cartStore.clear()
    for (const item of cartItems) cartStore.add(item)
  })

  it("lists each work with image, artist, title and price, and the total; a visitor's cart is not sent anywhere", async () => {
    const user = userEvent.setup()
    const { onClose, router } = renderDrawer()
    const dialog = screen.getByRole('dialog', { name: 'Your cart' })
    const lines = within(dialog).getAllByTestId('cart-line')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('Meera Iyer')
    expect(lines[0]).toHaveTextContent('Monsoon Field')
    expect(lines[0]).toHaveTextContent('₹1,25,000')
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/media/a1-card.jpg')
    expect(within(lines[1]!).getByRole('link', { name: 'Salt Pans at Dusk' })).toHaveAttribute('href', '/shop/artwork/arjun-rao/a2')
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,73,000')

    await user.click(within(dialog).getByRole('button', { name: 'Checkout' }))
    expect(onClose).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/shop/checkout')
  })

  it("removes a work with 'Removed from cart'", async () => {
    const user = userEvent.setup()
    renderDrawer()
    await user.click(screen.getByRole('button', { name: 'Remove Monsoon Field from cart' }))
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument()
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹48,000')
    expect(cartStore.getItems().map((i) => i.id)).toEqual(['a2'])
  })

  describe('signed in', () => {
    beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

    it('marks a work that cannot be bought with the reason and holds Checkout until it is removed', async () => {
      const seen = answerCart([line({ artworkId: 'a1' }), line({ artworkId: 'a2', saleStatus: 'sold', buyable: false, reason: 'Sold' })])
      const user = userEvent.setup()
      renderDrawer()
      const sold = await screen.findByRole('listitem', { name: 'Salt Pans at Dusk' })
      expect(await within(sold).findByText('Sold')).toBeInTheDocument()
      expect(screen.getByRole('alert')).toHaveTextContent('Remove the work marked above to check out.')
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled()
      expect(seen[0]).toEqual(['a1', 'a2'])
      // The total is what checkout would charge: the sold work is not in it.
      expect(screen.getByTestId('cart-total')).toHaveTextContent(formatPrice(cartItems.find((i) => i.id === 'a1')!.price))
      expect(screen.getByText(/Works that cannot be bought are not counted\./)).toBeInTheDocument()

      await user.click(within(sold).getByRole('button', { name: 'Remove Salt Pans at Dusk from cart' }))
      expect(await screen.findByText('Removed from cart')).toBeInTheDocument()
      await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled())
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(seen.at(-1)).toEqual(['a1'])
    })

    it.each([
      ["In another buyer's checkout", 'reserved'],
      ['Your own work', 'available'],
      ['Price on request', 'on-request'],
      ['No longer available', null],
    ] as const)("shows '%s' and blocks Checkout", async (reason, saleStatus) => {
      answerCart([line({ artworkId: 'a1' }), line({ artworkId: 'a2', saleStatus, buyable: false, reason })])
      renderDrawer()
      expect(await within(screen.getByRole('listitem', { name: 'Salt Pans at Dusk' })).findByText(reason)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled()
    })

    it("shows the current price and keeps the cart at it; a work held by the member's own checkout is fine", async () => {
      answerCart([line({ artworkId: 'a1', price: 130000, saleStatus: 'reserved', reservedByYou: true }), line({ artworkId: 'a2' })])
      renderDrawer()
      expect(await screen.findByText('Held for you while you check out')).toBeInTheDocument()
      expect(screen.getByRole('listitem', { name: 'Monsoon Field' })).toHaveTextContent('₹1,30,000')
      expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,78,000')
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled()
      await waitFor(() => expect(cartStore.getItems()[0]!.price).toBe(130000))
    })

    it('says each line’s return policy as the server states it, and keeps the cart at it', async () => {
      answerCart([line({ artworkId: 'a1', returnDays: 0 }), line({ artworkId: 'a2', returnDays: 14 })])
      renderDrawer()
      const final = screen.getByRole('listitem', { name: 'Monsoon Field' })
      expect(await within(final).findByText('No returns: this sale is final')).toBeInTheDocument()
      expect(
        within(screen.getByRole('listitem', { name: 'Salt Pans at Dusk' })).getByText('Returns within 14 days of delivery'),
      ).toBeInTheDocument()
      await waitFor(() => expect(cartStore.getItems().map((i) => i.returnDays)).toEqual([0, 14]))
    })
  })

  it('offers the shop when the cart is empty', () => {
    cartStore.clear()
    renderDrawer()
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument()
  })
})

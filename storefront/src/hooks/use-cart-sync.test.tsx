import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CartLine } from '@shared/api-types'
import { cartStore } from '@/lib/cart'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { useCart } from './use-cart'
import { useCartSync } from './use-cart-sync'

const line = (artworkId: string, over: Partial<CartLine> = {}): CartLine => ({
  artworkId,
  title: `Work ${artworkId}`,
  artistName: 'Meera Iyer',
  artistSlug: 'meera-iyer',
  price: 20000,
  image: `/media/${artworkId}.jpg`,
  saleStatus: 'available',
  reservedByYou: false,
  buyable: true,
  returnDays: 7,
  ...over,
})

function Synced() {
  useCartSync()
  const cart = useCart()
  return <p>Cart: {cart.items.map((i) => i.id).join(',') || 'empty'}</p>
}

/** The server's kept cart, and every cart the browser writes back. */
function serve(kept: string[]) {
  const written: string[][] = []
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(makeMe({ _id: 'm1' }))),
    http.get('/api/user/saved-cart', () => HttpResponse.json({ artworkIds: kept })),
    http.put('/api/user/saved-cart', async ({ request }) => {
      const { artworkIds } = (await request.json()) as { artworkIds: string[] }
      written.push(artworkIds)
      return HttpResponse.json({ artworkIds })
    }),
    http.post('/api/user/cart', async ({ request }) => {
      const { artworkIds } = (await request.json()) as { artworkIds: string[] }
      return HttpResponse.json({
        items: artworkIds.map((id) => (id === 'sold' ? line(id, { saleStatus: 'sold', buyable: false, reason: 'Sold' }) : line(id))),
        totalAmount: 0,
      })
    }),
  )
  return written
}

const local = (id: string) => ({ id, title: `Work ${id}`, artistName: 'Meera Iyer', price: 10000, image: '' })

describe('the cart kept on the server', () => {
  beforeEach(() => {
    cartStore.clear()
    tokenStorage.clear()
  })

  it("merges the member's kept cart into this browser's at sign-in (sold works left out) and writes the union back", async () => {
    cartStore.add(local('a1'))
    const written = serve(['a2', 'a1', 'sold'])
    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    renderWithApp(<Synced />)
    expect(await screen.findByText('Cart: a1,a2')).toBeInTheDocument()
    await waitFor(() => expect(written).toEqual([['a1', 'a2']]))
    // The merged work is described by the server: its current price.
    expect(cartStore.getItems().find((i) => i.id === 'a2')).toMatchObject({ title: 'Work a2', price: 20000 })
  })

  it('writes every later change back, and nothing for a visitor', async () => {
    const written = serve([])
    renderWithApp(<Synced />)
    cartStore.add(local('v1'))
    await new Promise((r) => setTimeout(r, 600))
    expect(written).toEqual([])
    cartStore.clear()

    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    // Signed in with nothing kept and nothing here: nothing to write.
    await new Promise((r) => setTimeout(r, 600))
    expect(written).toEqual([])
    cartStore.add(local('b1'))
    cartStore.add(local('b2'))
    await waitFor(() => expect(written.at(-1)).toEqual(['b1', 'b2']))
    // Two changes in quick succession, one write.
    expect(written).toHaveLength(1)
  })
})

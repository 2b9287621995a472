import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { makeArtwork } from '@/testing/fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ArtworkCard } from './artwork-card'

const artwork = makeArtwork({ _id: 'a1', title: 'Monsoon', price: 125000 })

describe('ArtworkCard', () => {
  it('shows artist, title, medium on material, size and card price, with links', () => {
    renderWithApp(<ArtworkCard artwork={artwork} />)
    expect(screen.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/artist/meera-iyer')
    expect(screen.getByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/a1')
    expect(screen.getByText('Oil on Canvas')).toBeInTheDocument()
    expect(screen.getByText('24 x 36 in.')).toBeInTheDocument()
    expect(screen.getByText('₹1,25,000/-')).toBeInTheDocument()
    const img = screen.getByRole('img', { name: 'Monsoon by Meera Iyer, oil' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img.getAttribute('srcset')).toContain('/media/a1-card.jpg 600w')
  })

  it("shows 'Price on request' and 'Sold'", () => {
    renderWithApp(<ArtworkCard artwork={makeArtwork({ _id: 'a2', price: null, saleState: 'sold', available: false })} priority />)
    expect(screen.getByText('Price on request')).toBeInTheDocument()
    expect(screen.getByText('Sold')).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
  })

  it('asks a visitor to log in, carrying the current URL', async () => {
    const user = userEvent.setup()
    renderWithApp(<ArtworkCard artwork={artwork} />, { path: '/shop/artworks', initialEntry: '/shop/artworks?style=abstract' })
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }))
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' })
    expect(dialog).toHaveTextContent('Please login or sign up to continue.')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/shop/artworks?style=abstract')}`,
    )
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
  })

  it('likes and unlikes for a signed-in user, with the spec toasts', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const calls: Array<{ path: string; body: unknown }> = []
    server.use(
      http.post('/api/user/like-artwork', async ({ request }) => {
        calls.push({ path: 'like', body: await request.json() })
        return HttpResponse.json({ liked: true })
      }),
      http.post('/api/user/unlike-artwork', async ({ request }) => {
        calls.push({ path: 'unlike', body: await request.json() })
        return HttpResponse.json({ liked: false })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<ArtworkCard artwork={artwork} />)
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }))
    expect(await screen.findByText('Added To Favourites')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }))
    expect(await screen.findByText('Removed From Favourites')).toBeInTheDocument()
    expect(screen.getByText('Removed From Favourites').closest('[data-type]')).toHaveAttribute('data-type', 'error')
    expect(calls).toEqual([
      { path: 'like', body: { artworkId: 'a1', artistSlug: 'meera-iyer' } },
      { path: 'unlike', body: { artworkId: 'a1' } },
    ])
  })

  it('adds to the cart for a signed-in user', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const user = userEvent.setup()
    renderWithApp(<ArtworkCard artwork={artwork} />)
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeInTheDocument()
  })

  it('opens a full-screen zoom that closes with its close icon', async () => {
    const user = userEvent.setup()
    renderWithApp(<ArtworkCard artwork={artwork} />)
    await user.click(screen.getByRole('button', { name: 'View full screen' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

import { useQuery } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { makeArtwork } from '@/testing/fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ArtworkCard } from './artwork-card'

const artwork = makeArtwork({ _id: 'a1', title: 'Monsoon', price: 125000 })

/** The same work cached twice, as a listing page and a detail answer, each drawn from its cache entry. */
function TwoCopies() {
  const list = useQuery({ queryKey: ['public', 'artworks', 'test'], queryFn: () => ({ artworks: [artwork], page: 1, pages: 1, count: 1 }) })
  const detail = useQuery({ queryKey: ['public', 'artwork', 'a1'], queryFn: () => ({ artwork, artist: null, related: [] }) })
  if (!list.data || !detail.data) return null
  return (
    <>
      <ArtworkCard artwork={list.data.artworks[0]!} />
      <ArtworkCard artwork={detail.data.artwork} />
      <p data-testid="detail-likes">{detail.data.artwork.likes}</p>
    </>
  )
}

function recordLikes() {
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
  return calls
}

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

  it("gives the browser the width its image is drawn at: the slot's, inside the padding, by the work's shape", () => {
    renderWithApp(<ArtworkCard artwork={artwork} sizes="(min-width: 768px) 30vw, 48vw" />)
    // makeArtwork's image is 4:5, the box's own shape: drawn across the padded width (taller ones: shared/images.test.ts).
    expect(screen.getByRole('img', { name: 'Monsoon by Meera Iyer, oil' })).toHaveAttribute(
      'sizes',
      '(min-width: 768px) calc(30vw * 0.86), calc(48vw * 0.86)',
    )
  })

  it('offers the AVIF forms, where made, to browsers that take them, at the same sizes, and the WebP and JPEG to the rest', () => {
    const [image] = artwork.imageUrls
    const avif = [
      { url: '/media/a2-640x800.avif', width: 640, height: 800 },
      { url: '/media/a2-960x1200.avif', width: 960, height: 1200 },
    ]
    const { container } = renderWithApp(
      <>
        <ArtworkCard artwork={makeArtwork({ _id: 'a2', title: 'Dusk', imageUrls: [{ ...image!, avif }] })} sizes="48vw" />
        <ArtworkCard artwork={artwork} sizes="48vw" />
      </>,
    )
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute('srcset', '/media/a2-640x800.avif 640w, /media/a2-960x1200.avif 960w')
    expect(source).toHaveAttribute('sizes', 'calc(48vw * 0.86)')
    const dusk = screen.getByRole('img', { name: 'Dusk by Meera Iyer, oil' })
    expect(dusk.parentElement?.tagName).toBe('PICTURE')
    expect(dusk.getAttribute('srcset')).toContain('/media/a1-card.jpg 600w')
    // A work whose AVIF forms are not made yet: a plain <img>.
    expect(screen.getByRole('img', { name: 'Monsoon by Meera Iyer, oil' }).parentElement?.tagName).not.toBe('PICTURE')
    expect(container.querySelectorAll('picture')).toHaveLength(1)
  })

  it('asks for a below-the-fold image once the page has loaded, and at once on a page already loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    try {
      renderWithApp(<ArtworkCard artwork={artwork} afterLoad />)
      const img = screen.getByRole('img', { name: 'Monsoon by Meera Iyer, oil' })
      expect(img.getAttribute('src')).toMatch(/^data:image\/gif/)
      expect(img).not.toHaveAttribute('srcset')
      readyState.mockReturnValue('complete')
      act(() => void window.dispatchEvent(new Event('load')))
      expect(img.getAttribute('srcset')).toContain('/media/a1-card.jpg 600w')
      expect(img.getAttribute('src')).not.toMatch(/^data:/)
    } finally {
      readyState.mockRestore()
    }
    renderWithApp(<ArtworkCard artwork={makeArtwork({ _id: 'a3', title: 'Later' })} afterLoad />)
    expect(screen.getByRole('img', { name: /^Later by/ }).getAttribute('srcset')).toContain('600w')
  })

  it("shows 'Price on request' and 'Sold'", () => {
    renderWithApp(<ArtworkCard artwork={makeArtwork({ _id: 'a2', price: null, saleStatus: 'sold', available: false })} priority />)
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

  it('likes and unlikes for a signed-in user, with the spec toasts, in every cached copy at once', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const calls = recordLikes()
    const user = userEvent.setup()
    renderWithApp(<TwoCopies />)
    const [inList, onDetail] = await screen.findAllByRole('button', { name: 'Add to favourites' })
    await user.click(inList!)
    expect(await screen.findByText('Added To Favourites')).toBeInTheDocument()
    // The grid's copy and the detail page's copy both turned, without a refetch.
    expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2)
    expect(onDetail).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('detail-likes')).toHaveTextContent('1')

    await user.click(screen.getAllByRole('button', { name: 'Remove from favourites' })[1]!)
    expect(await screen.findByText('Removed From Favourites')).toBeInTheDocument()
    expect(screen.getByText('Removed From Favourites').closest('[data-type]')).toHaveAttribute('data-type', 'error')
    expect(screen.getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(2)
    expect(calls).toEqual([
      { path: 'like', body: { artworkId: 'a1', artistSlug: 'meera-iyer' } },
      { path: 'unlike', body: { artworkId: 'a1' } },
    ])
  })

  it('turns every copy back and says why when the like fails', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('/api/user/like-artwork', async () => {
        await answered
        return HttpResponse.json({ error: 'Likes are paused for maintenance.' }, { status: 503 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<TwoCopies />)
    await user.click((await screen.findAllByRole('button', { name: 'Add to favourites' }))[0]!)
    // Optimistic: both copies show the like while the server thinks.
    expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2)
    release()
    expect(await screen.findByText('Likes are paused for maintenance.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(2))
    expect(screen.getByTestId('detail-likes')).toHaveTextContent('0')
    expect(screen.queryByText('Added To Favourites')).not.toBeInTheDocument()
  })

  it('names an artist without a profile on Kala without a link, and says what an edition is', () => {
    renderWithApp(
      <ArtworkCard
        artwork={makeArtwork({
          _id: 'a3',
          artistName: 'Jamini Roy',
          artistSlug: null,
          uploadedBy: 'sutra',
          edition: { kind: 'limited', size: 50 },
        })}
      />,
    )
    expect(screen.getByText('Jamini Roy')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Jamini Roy' })).not.toBeInTheDocument()
    expect(screen.getByText('Limited edition of 50')).toBeInTheDocument()
  })

  it("reads saleStatus: 'Reserved' and 'Price on request' leave no cart to fill", () => {
    renderWithApp(
      <>
        <ArtworkCard artwork={makeArtwork({ _id: 'r1', title: 'Held', saleStatus: 'reserved' })} />
        <ArtworkCard artwork={makeArtwork({ _id: 'q1', title: 'Asked', saleStatus: 'on-request', price: 90000 })} />
      </>,
    )
    expect(screen.getByText('Reserved', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reserved' })).toBeDisabled()
    expect(screen.getByText('Price on request')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument()
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
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

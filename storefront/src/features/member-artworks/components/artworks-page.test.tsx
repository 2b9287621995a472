import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Artwork } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ArtworksPage } from './artworks-page'

type Body = { page: number; status?: string }

/**
 * 40 works (the server pages by 12): 28 published, 12 unpublished, all by the member (Meera Iyer)
 * but the second, a resale of Aman Sodhi's; records the bodies it was sent.
 */
function serveArtworks() {
  const all: Artwork[] = Array.from({ length: 40 }, (_, i) =>
    makeArtwork({
      _id: `a${i + 1}`,
      title: `Work ${i + 1}`,
      status: i < 28 ? 'published' : 'unpublished',
      ...(i === 1 ? { artistName: 'Aman Sodhi' } : {}),
    }),
  )
  const bodies: Body[] = []
  server.use(
    http.post('/api/admin/artworks', async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const rows = all.filter((a) => !body.status || a.status === body.status)
      const page = body.page ?? 1
      return HttpResponse.json({
        artworks: rows.slice((page - 1) * 12, page * 12),
        page,
        pages: Math.ceil(rows.length / 12),
        count: rows.length,
      })
    }),
  )
  return bodies
}

const cards = () => within(screen.getByRole('list', { name: 'Your artworks' })).getAllByRole('listitem')

describe('ArtworksPage', () => {
  beforeEach(() => {
    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    server.use(
      http.get('/api/user/me', () => HttpResponse.json(makeMe({ fullName: 'Meera Iyer', artistName: 'Meera Iyer', role: 'artist' }))),
    )
  })

  it('lists the works with the real range and count, and pages with a window of 5', async () => {
    const bodies = serveArtworks()
    const user = userEvent.setup()
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByText('1-12 of 40')).toBeInTheDocument()
    expect(cards()).toHaveLength(12)
    const first = cards()[0]!
    expect(first).toHaveAccessibleName('Work 1')
    expect(first).toHaveTextContent('Meera Iyer')
    expect(first).toHaveTextContent('₹1,25,000')
    expect(first).toHaveTextContent('11 April 2025')
    expect(first).toHaveTextContent('Published')
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/a1-thumb.jpg')
    const pages = screen.getByRole('navigation', { name: 'Artworks pages' })
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4'])

    await user.click(within(pages).getByRole('button', { name: 'Page 4' }))
    expect(await screen.findByText('37-40 of 40')).toBeInTheDocument()
    expect(cards()).toHaveLength(4)
    expect(bodies.at(-1)).toEqual({ page: 4 })
  })

  it('filters by the tabs through the server’s status', async () => {
    const bodies = serveArtworks()
    const user = userEvent.setup()
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    await screen.findByText('1-12 of 40')
    await user.click(screen.getByRole('tab', { name: 'Unpublished' }))
    expect(await screen.findByText('1-12 of 12')).toBeInTheDocument()
    expect(bodies.at(-1)).toEqual({ page: 1, status: 'unpublished' })
    expect(cards().every((c) => within(c).queryByText('Unpublished'))).toBe(true)
    expect(screen.queryByRole('navigation', { name: 'Artworks pages' })).not.toBeInTheDocument()
  })

  it('shows the table with its columns on a wide screen', async () => {
    serveArtworks()
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('min-width: 768px'),
    })) as typeof window.matchMedia
    try {
      renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
      const table = await screen.findByRole('table', { name: 'Your artworks' })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Title', 'Date', 'Price', 'Status', 'Action'])
      const rows = within(table).getAllByRole('row')
      expect(rows).toHaveLength(13)
      // The artist is named under a title only when it is not the member.
      await waitFor(() => expect(within(rows[2]!).getByText('by Aman Sodhi')).toBeInTheDocument())
      expect(within(table).queryByText(/^by Meera Iyer$/)).not.toBeInTheDocument()
      // A long title wraps, the whole of it in the tooltip.
      expect(within(rows[1]!).getByText('Work 1')).toHaveAttribute('title', 'Work 1')
    } finally {
      window.matchMedia = original
    }
  })

  it('opens a work’s details with an Edit link on a row click', async () => {
    serveArtworks()
    const user = userEvent.setup()
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    await screen.findByText('1-12 of 40')
    await user.click(within(cards()[1]!).getByText('Work 2'))
    const dialog = await screen.findByRole('dialog', { name: 'Work 2' })
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/edit/artwork/a2')
    expect(dialog).toHaveTextContent(/Oil on canvas/i)
  })

  it('deletes after confirming, and shows the server’s refusal for a sold work', async () => {
    serveArtworks()
    server.use(
      http.delete('/api/admin/artwork/a1', () => HttpResponse.json({ error: 'A sold artwork cannot be deleted.' }, { status: 409 })),
      http.delete('/api/admin/artwork/a2', () => HttpResponse.json({ message: 'Artwork deleted.' })),
    )
    const user = userEvent.setup()
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    await screen.findByText('1-12 of 40')

    await user.click(screen.getByRole('button', { name: 'Delete Work 1' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete this artwork?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete artwork' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A sold artwork cannot be deleted.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Delete Work 2' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete this artwork?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete artwork' }))
    expect(await screen.findByText('Artwork deleted.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('offers no Delete for a sold work: it stays, as the buyer’s order and certificate need it', async () => {
    server.use(
      http.post('/api/admin/artworks', () =>
        HttpResponse.json({
          artworks: [
            makeArtwork({ _id: 's1', title: 'Sold Work', saleStatus: 'sold', available: false }),
            makeArtwork({ _id: 'f1', title: 'Free Work' }),
          ],
          page: 1,
          pages: 1,
          count: 2,
        }),
      ),
    )
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByRole('button', { name: 'Delete Free Work' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete Sold Work' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Edit Sold Work' })).toBeInTheDocument()
  })

  it("shows staff's review beside a work's status: awaiting review, or rejected with the reason", async () => {
    const review = (state: string, reason: string | null = null) => ({ review: { state, reason } })
    const artworks = [
      { ...makeArtwork({ _id: 'p1', title: 'Waiting Work' }), ...review('pending') },
      { ...makeArtwork({ _id: 'r1', title: 'Turned Down' }), ...review('rejected', 'The photo is blurred.') },
      { ...makeArtwork({ _id: 'a1', title: 'Shown Work' }), ...review('approved') },
    ]
    server.use(http.post('/api/admin/artworks', () => HttpResponse.json({ artworks, page: 1, pages: 1, count: 3 })))
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByRole('listitem', { name: 'Waiting Work' })).toHaveTextContent('Awaiting review')
    expect(screen.getByRole('listitem', { name: 'Turned Down' })).toHaveTextContent('Rejected: The photo is blurred.')
    const shown = screen.getByRole('listitem', { name: 'Shown Work' })
    expect(shown).not.toHaveTextContent('Awaiting review')
    expect(shown).not.toHaveTextContent('Rejected')
  })

  it("shows 'No Artwork' and an Add artwork button when there is none", async () => {
    server.use(http.post('/api/admin/artworks', () => HttpResponse.json({ artworks: [], page: 1, pages: 0, count: 0 })))
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByText('No Artwork')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Add artwork' }).at(-1)).toHaveAttribute('href', '/admin/add/artwork')
  })

  it("tells an explorer why (403) without a 'Try again' that cannot help, and offers it after a server error", async () => {
    const sentence = 'Artworks and collections are for artists, galleries, collectors and researchers.'
    server.use(http.post('/api/admin/artworks', () => HttpResponse.json({ error: sentence }, { status: 403 })))
    const first = renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence)
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    first.unmount()

    server.use(
      http.post('/api/admin/artworks', () => HttpResponse.json({ error: 'Something went wrong. Please try again.' }, { status: 500 })),
    )
    renderWithApp(<ArtworksPage />, { path: '/admin/artworks' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your artworks could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

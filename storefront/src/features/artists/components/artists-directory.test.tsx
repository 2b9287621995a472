import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeArtistSummary } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ArtistsDirectory } from './artists-directory'

type Body = { type: string; page: number }

function serveArtists() {
  const bodies: Body[] = []
  server.use(
    http.post('/api/public/top-artists', async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const prefix = body.type === 'Top Ranked' ? 'r' : 't'
      const artists = Array.from({ length: body.page === 1 ? 12 : 3 }, (_, i) =>
        makeArtistSummary({
          _id: `${prefix}${(body.page - 1) * 12 + i + 1}`,
          artistName: `${body.type} ${(body.page - 1) * 12 + i + 1}`,
          artworkCount: i === 0 ? 1 : 4,
        }),
      )
      return HttpResponse.json({ artists, page: body.page, pages: 2, count: 15 })
    }),
  )
  return bodies
}

describe('ArtistsDirectory', { timeout: 20_000 }, () => {
  it('shows the Trending Artists tab first, with tiles linking to the artist’s works', async () => {
    serveArtists()
    renderWithApp(<ArtistsDirectory />, { path: '/artists' })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Trending Artists', 'Top Ranked', 'New Arrivals'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const first = await screen.findByRole('link', { name: /Trending Artists 1\b/ })
    expect(first).toHaveAttribute('href', '/artworks/artist-t1')
    expect(within(first).getByText('Mumbai')).toBeInTheDocument()
    expect(within(first).getByText('1 work')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Portrait of Trending Artists 1' })).toBeInTheDocument()
  })

  it("appends the next page with 'Load More' and stops at the last page", async () => {
    const bodies = serveArtists()
    const user = userEvent.setup()
    renderWithApp(<ArtistsDirectory />, { path: '/artists' })
    expect(await screen.findByText('Showing 12 of 15 artists')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 15 of 15 artists')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(15)
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(bodies).toEqual([
      { type: 'Trending Artists', page: 1 },
      { type: 'Trending Artists', page: 2 },
    ])
  })

  it('switches tabs and keeps the tab in the URL', async () => {
    const bodies = serveArtists()
    const user = userEvent.setup()
    const { router } = renderWithApp(<ArtistsDirectory />, { path: '/artists' })
    await screen.findByRole('link', { name: /Trending Artists 1\b/ })
    await user.click(screen.getByRole('tab', { name: 'Top Ranked' }))
    expect(await screen.findByRole('link', { name: /Top Ranked 1\b/ })).toHaveAttribute('href', '/artworks/artist-r1')
    expect(router.state.location.search).toBe('?tab=top-ranked')
    expect(bodies.at(-1)).toEqual({ type: 'Top Ranked', page: 1 })
  })

  it("shows 'Try again' when the list cannot be loaded, and recovers", async () => {
    let fail = true
    server.use(
      http.post('/api/public/top-artists', () =>
        fail
          ? HttpResponse.json({ error: 'Service unavailable.' }, { status: 503 })
          : HttpResponse.json({ artists: [makeArtistSummary({ _id: '1' })], page: 1, pages: 1, count: 1 }),
      ),
    )
    const user = userEvent.setup()
    renderWithApp(<ArtistsDirectory />, { path: '/artists' })
    expect(await screen.findByRole('alert')).toHaveTextContent('The artists could not be loaded.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /Artist 1/ })).toBeInTheDocument()
  })
})

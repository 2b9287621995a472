import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import GalleryRoute from '@/app/routes/galleries/gallery'
import { excerpt } from '@shared/format'
import { makeArtistSummary, makeExhibition, makeGallery } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'

const LONG_BIO =
  'Sutra Contemporary occupies the first floor of a 1920s Art Deco building on a quiet lane behind the Jehangir Art Gallery in Kala Ghoda. ' +
  'Founded in 2009 by the collector couple Anil and Farida Merchant, it shows mid-career and emerging painters from western and southern India, ' +
  'with a particular love for abstraction and the city as subject. The gallery publishes a catalogue for every solo show.'

const EXHIBITIONS = {
  current: [makeExhibition({ _id: 'e1', name: 'Tank, Thread, Dusk', state: 'current' })],
  upcoming: [makeExhibition({ _id: 'e2', name: 'Local Time', state: 'upcoming' })],
  archive: [
    makeExhibition({ _id: 'e3', name: 'Grid and Breath', state: 'archive' }),
    makeExhibition({ _id: 'e4', name: 'Bombay Abstract', state: 'archive' }),
  ],
}

function serveGallery() {
  const bodies: unknown[] = []
  server.use(
    http.get('/api/public/gallery/:id', ({ params }) =>
      params.id === 'sutra-contemporary'
        ? HttpResponse.json({
            gallery: makeGallery({ bio: LONG_BIO }),
            exhibitions: [...EXHIBITIONS.current, ...EXHIBITIONS.upcoming, ...EXHIBITIONS.archive],
            artists: [makeArtistSummary({ _id: 'a1', artistName: 'Meera Iyer', artistSlug: 'meera-iyer' })],
            represented: [
              {
                _id: 'r2',
                name: 'Lakshmi Rao',
                bio: 'Paints the backwaters of Kuttanad in egg tempera.',
                photo: null,
                status: 'accepted',
                artistId: null,
                artistSlug: null,
                city: null,
                summary: null,
              },
              {
                _id: 'r1',
                name: 'Meera Iyer',
                bio: null,
                photo: null,
                status: 'accepted',
                artistId: 'a1',
                artistSlug: 'meera-iyer',
                city: 'Chennai',
                summary: makeArtistSummary({ _id: 'a1', artistName: 'Meera Iyer', artistSlug: 'meera-iyer' }),
              },
            ],
          })
        : HttpResponse.json({ error: 'No such gallery.' }, { status: 404 }),
    ),
    http.post('/api/public/exhibitions', async ({ request }) => {
      const body = (await request.json()) as { galleryId: string; page: number; filter: keyof typeof EXHIBITIONS }
      bodies.push(body)
      const list = EXHIBITIONS[body.filter] ?? []
      return HttpResponse.json({ exhibitions: list, count: list.length, page: 1, pages: 1 })
    }),
  )
  return bodies
}

const renderGallery = (id = 'sutra-contemporary') =>
  renderWithApp(<GalleryRoute />, { path: '/gallery/:galleryId', initialEntry: `/gallery/${id}` })

describe('gallery page', { timeout: 20_000 }, () => {
  it('shows the banner with the name, the first 340 characters of the bio and View More, which leads to the logo and the whole text', async () => {
    serveGallery()
    renderGallery()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sutra Contemporary' })).toBeInTheDocument()
    const shown = excerpt(LONG_BIO, 340)
    expect(LONG_BIO.length).toBeGreaterThan(340)
    expect(shown.length).toBeLessThanOrEqual(341)
    expect(shown.endsWith('…')).toBe(true)
    const banner = screen.getByRole('heading', { level: 1, name: 'Sutra Contemporary' }).closest('section')!
    expect(within(banner).getByText(shown)).toBeInTheDocument()
    expect(within(banner).queryByText(/catalogue for every solo show/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '#about')
    const about = document.getElementById('about')!
    expect(within(about).getByRole('heading', { name: 'Sutra Contemporary' })).toBeInTheDocument()
    expect(within(about).getByText(/catalogue for every solo show/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Inside Sutra Contemporary' })).toHaveAttribute('src', '/media/sutra-banner-card.jpg')
    expect(screen.getByRole('heading', { name: 'Explore Exhibitions By Sutra Contemporary' })).toBeInTheDocument()
    const represented = screen.getByRole('region', { name: 'Represented Artists' })
    expect(within(represented).getByRole('link', { name: /Meera Iyer/ })).toHaveAttribute('href', '/artworks/meera-iyer')
    // In the gallery's order: an artist who is not on Kala, as the gallery wrote them, with no link.
    expect(
      within(represented)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Lakshmi Rao', 'Meera Iyer'])
    expect(within(represented).getByText('Paints the backwaters of Kuttanad in egg tempera.')).toBeInTheDocument()
    expect(within(represented).queryByRole('link', { name: /Lakshmi Rao/ })).not.toBeInTheDocument()
  })

  it('filters exhibitions by Current (the default), Upcoming and Archive', async () => {
    const bodies = serveGallery()
    const user = userEvent.setup()
    renderGallery()
    const current = await screen.findByRole('tab', { name: 'Current' })
    expect(current).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Current', 'Upcoming', 'Archive'])
    expect(await screen.findByRole('link', { name: /Tank, Thread, Dusk/ })).toHaveAttribute('href', '/exhibition/e1')
    expect(screen.queryByRole('link', { name: /Local Time/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }))
    expect(await screen.findByRole('link', { name: /Local Time/ })).toHaveAttribute('href', '/exhibition/e2')
    expect(screen.queryByRole('link', { name: /Tank, Thread, Dusk/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Archive' }))
    expect(await screen.findByRole('link', { name: /Grid and Breath/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Bombay Abstract/ })).toBeInTheDocument()
    await waitFor(() =>
      expect(bodies).toEqual([
        { galleryId: 'g1', page: 1, filter: 'current' },
        { galleryId: 'g1', page: 1, filter: 'upcoming' },
        { galleryId: 'g1', page: 1, filter: 'archive' },
      ]),
    )
  })

  it('says when a filter has no exhibitions', async () => {
    serveGallery()
    server.use(http.post('/api/public/exhibitions', () => HttpResponse.json({ exhibitions: [], count: 0, page: 1, pages: 0 })))
    renderGallery()
    expect(await screen.findByText('Nothing is on view right now.')).toBeInTheDocument()
  })

  it('shows a short bio whole, without an ellipsis', async () => {
    serveGallery()
    server.use(
      http.get('/api/public/gallery/:id', () =>
        HttpResponse.json({ gallery: makeGallery({ bio: 'A small gallery.' }), exhibitions: [], artists: [] }),
      ),
    )
    server.use(http.post('/api/public/exhibitions', () => HttpResponse.json({ exhibitions: [], count: 0, page: 1, pages: 0 })))
    renderGallery()
    expect((await screen.findAllByText('A small gallery.')).length).toBeGreaterThan(0)
    // Nothing more to read: no View More.
    expect(screen.queryByRole('link', { name: /View More/ })).not.toBeInTheDocument()
  })

  it('says so when the gallery does not exist', async () => {
    serveGallery()
    renderGallery('nowhere')
    expect(await screen.findByRole('heading', { name: 'We could not find this gallery.' })).toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import ExhibitionRoute from '@/app/routes/galleries/exhibition'
import { makeArtwork } from '@/testing/fixtures'
import { makeExhibition, makeGallery } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'

describe('exhibition page', { timeout: 20_000 }, () => {
  it('shows name, dates, venue, the gallery link, the description and the works', async () => {
    server.use(
      http.get('/api/public/exhibition/:id', () =>
        HttpResponse.json({
          exhibition: makeExhibition({
            _id: 'e1',
            name: 'Tank, Thread, Dusk',
            description: 'Twelve canvases.\n\nEach in twenty glazes.',
            startDate: '2026-03-12T06:00:00.000Z',
            endDate: '2026-04-20T06:00:00.000Z',
          }),
          gallery: makeGallery(),
          artworks: [makeArtwork({ _id: 'a1', title: 'Monsoon' }), makeArtwork({ _id: 'a2', title: 'Evening' })],
        }),
      ),
    )
    renderWithApp(<ExhibitionRoute />, { path: '/exhibition/:id', initialEntry: '/exhibition/e1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tank, Thread, Dusk' })).toBeInTheDocument()
    expect(screen.getByText('12 March – 20 April 2026')).toBeInTheDocument()
    expect(screen.getByText('Kala Ghoda, Mumbai')).toBeInTheDocument()
    expect(screen.getByText('Each in twenty glazes.')).toBeInTheDocument()
    for (const link of screen.getAllByRole('link', { name: /Sutra Contemporary/ }))
      expect(link).toHaveAttribute('href', '/gallery/sutra-contemporary')
    expect(screen.getByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/a1')
    expect(screen.getAllByRole('article', { name: /^(Monsoon|Evening)$/ })).toHaveLength(2)
  })

  it("shows 'No Artwork' for an exhibition without works online", async () => {
    server.use(
      http.get('/api/public/exhibition/:id', () =>
        HttpResponse.json({ exhibition: makeExhibition({ _id: 'e2' }), gallery: null, artworks: [] }),
      ),
    )
    renderWithApp(<ExhibitionRoute />, { path: '/exhibition/:id', initialEntry: '/exhibition/e2' })
    expect(await screen.findByText('No Artwork')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Sutra Contemporary/ })[0]).toHaveAttribute('href', '/gallery/g1')
  })
})

import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import ArtworkRoute from '@/app/routes/shop/artwork'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

const sold = makeArtwork({ _id: '9', title: 'Salt Pans at Dusk', saleStatus: 'sold', available: false })

function serve(provenance: unknown) {
  server.use(
    http.post('/api/public/artwork/:id/view', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/public/artwork/:id', () => HttpResponse.json({ artwork: sold, artist: null, related: [], provenance })),
  )
}

const render = () =>
  renderWithApp(<ArtworkRoute />, { path: '/shop/artwork/:username/:artworkId', initialEntry: '/shop/artwork/meera-iyer/9' })

describe('a sold work’s provenance', { timeout: 20_000 }, () => {
  it('names the sale’s month and its certificate, linked to the verify page', async () => {
    serve({ number: 'KALA-7K3M-Q9TD-2HXW-8PRN', soldAt: '2026-11-20T09:30:00.000Z' })
    render()
    expect(await screen.findByText(/Sold through Kala, November 2026, certificate/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'KALA-7K3M-Q9TD-2HXW-8PRN' })).toHaveAttribute('href', '/verify/KALA-7K3M-Q9TD-2HXW-8PRN')
  })

  it('says nothing when the work has no standing certificate', async () => {
    serve(null)
    render()
    await screen.findByRole('heading', { level: 1, name: /Salt Pans at Dusk/ })
    expect(screen.queryByText(/Sold through Kala/)).not.toBeInTheDocument()
  })
})

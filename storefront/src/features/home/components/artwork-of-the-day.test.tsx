import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Artwork } from '@shared/api-types'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ArtworkOfTheDay } from './artwork-of-the-day'

const serve = (artwork: Artwork) =>
  server.use(http.get('/api/public/artwork-of-the-day', () => HttpResponse.json({ artwork, date: '2026-11-27', curated: true })))

/** The value beside "Price" in the work's details. */
async function priceShown(): Promise<string | null> {
  const section = (await screen.findByRole('heading', { level: 2, name: 'Monsoon Window' }, { timeout: 5000 })).closest('section')!
  const term = within(section).getByText('Price', { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? null
}

describe('ArtworkOfTheDay', () => {
  it('shows the price of a work for sale', async () => {
    serve(makeArtwork({ _id: '7', title: 'Monsoon Window', price: 24500, saleStatus: 'available', available: true }))
    renderWithApp(<ArtworkOfTheDay />)
    expect(await priceShown()).toBe('₹24,500/-')
  })

  it('says Sold instead of a price once the chosen work has sold', async () => {
    serve(makeArtwork({ _id: '7', title: 'Monsoon Window', price: 24500, saleStatus: 'sold', available: false }))
    renderWithApp(<ArtworkOfTheDay />)
    expect(await priceShown()).toBe('Sold')
  })

  it('marks a work in another buyer’s checkout as reserved', async () => {
    serve(makeArtwork({ _id: '7', title: 'Monsoon Window', price: 24500, saleStatus: 'reserved', available: false }))
    renderWithApp(<ArtworkOfTheDay />)
    expect(await priceShown()).toBe('₹24,500/-Reserved')
  })
})

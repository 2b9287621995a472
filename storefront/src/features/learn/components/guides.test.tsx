import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import GuideRoute from '@/app/routes/learn/guide'
import HowToRoute from '@/app/routes/learn/how-to'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import type { GuideSummary } from '../api/guides'

const GUIDES: GuideSummary[] = [
  ['interpreting-abstract-art', 'How to Look at (and Love) Abstract Art'],
  ['investing-vs-buying-for-love', 'Investing in Art or Buying for Love?'],
  ['framing-and-preserving-your-art', 'Framing and Preserving Your Art'],
  ['starting-a-collection', 'Starting a Collection'],
  ['artist-stories', 'Artist Stories'],
  ['buying-with-emotion', 'Buying with Emotion'],
].map(([slug, title]) => ({ slug: slug!, title: title!, excerpt: `About ${title}.`, image: null, readingMinutes: 6 }))

describe('learning hub', { timeout: 20_000 }, () => {
  it('shows the six guides, each opening its guide, and the shop and quiz buttons', async () => {
    server.use(http.get('/api/public/guides', () => HttpResponse.json({ guides: GUIDES })))
    renderWithApp(<HowToRoute />, { path: '/resources/how-to' })
    const tiles = await screen.findAllByRole('link', { name: /Read the guide/ })
    expect(tiles).toHaveLength(6)
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual(GUIDES.map((g) => `/resources/how-to/${g.slug}`))
    expect(within(tiles[0]!).getByRole('heading', { name: 'How to Look at (and Love) Abstract Art' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
    expect(screen.getByRole('link', { name: 'Take the Style Quiz' })).toHaveAttribute('href', '/learn/quiz')
  })

  it('reads a guide in full, section by section', async () => {
    server.use(
      http.get('/api/public/guides', () => HttpResponse.json({ guides: GUIDES })),
      http.get('/api/public/guide/:slug', ({ params }) =>
        HttpResponse.json({
          guide: {
            ...GUIDES.find((g) => g.slug === params.slug)!,
            sections: [
              { heading: 'Start with your body', body: 'First paragraph.\n\nSecond paragraph.' },
              { heading: 'Look at colour', body: 'Third paragraph.' },
            ],
          },
        }),
      ),
    )
    renderWithApp(<GuideRoute />, { path: '/resources/how-to/:slug', initialEntry: '/resources/how-to/interpreting-abstract-art' })
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Look at (and Love) Abstract Art' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Start with your body' })).toBeInTheDocument()
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'In this guide' })).getByRole('link', { name: 'Look at colour' })).toHaveAttribute(
      'href',
      '#section-2',
    )
    // 'Keep reading' lists the other guides.
    const more = await screen.findAllByRole('link', { name: /Read the guide/ })
    expect(more).toHaveLength(3)
    expect(more.map((m) => m.getAttribute('href'))).not.toContain('/resources/how-to/interpreting-abstract-art')
    expect(document.title).toBe('How to Look at (and Love) Abstract Art · Kala')
  })
})

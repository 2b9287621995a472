import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { ArtworkCarousel } from './artwork-carousel'

const titles = ['Dawn', 'Tide', 'Monsoon', 'Harvest', 'Dusk']
const artworks = titles.map((title, i) => makeArtwork({ _id: `a${i}`, title, uploadedBy: `artist${i}` }))

function centreTitle() {
  return within(screen.getByTestId('carousel-caption')).getByText(/./, { selector: 'p.font-serif' }).textContent
}
function order() {
  return [...document.querySelectorAll<HTMLAnchorElement>('[data-slot]')]
    .sort((a, b) => Number(a.dataset.slot) - Number(b.dataset.slot))
    .map((a) =>
      a
        .getAttribute('aria-label')
        ?.replace(/^Show /, '')
        .replace(/ by .*$/, ''),
    )
}

describe('ArtworkCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows 5 slides with the third (index 2) in the centre, linking to the artwork', () => {
    renderWithApp(<ArtworkCarousel artworks={[...artworks, makeArtwork({ _id: 'extra' })]} />)
    expect(document.querySelectorAll('[data-slot]')).toHaveLength(5)
    expect(centreTitle()).toBe('Monsoon')
    expect(screen.getByRole('link', { name: 'Monsoon by Meera Iyer' })).toHaveAttribute('href', '/shop/artwork/artist2/a2')
  })

  it('asks for the centre image first: high priority at once, the side slides low and lazily', () => {
    renderWithApp(<ArtworkCarousel artworks={artworks} />)
    const centre = within(screen.getByRole('link', { name: 'Monsoon by Meera Iyer' })).getByRole('img')
    expect(centre).toHaveAttribute('fetchpriority', 'high')
    expect(centre).toHaveAttribute('loading', 'eager')
    for (const title of ['Dawn', 'Tide', 'Harvest', 'Dusk']) {
      const side = within(screen.getByRole('link', { name: `Show ${title} by Meera Iyer` })).getByRole('img')
      expect(side).toHaveAttribute('fetchpriority', 'low')
      expect(side).toHaveAttribute('loading', 'lazy')
    }
  })

  it('rotates right when a left-side slide is clicked, bringing it to the centre', () => {
    renderWithApp(<ArtworkCarousel artworks={artworks} />)
    fireEvent.click(screen.getByRole('link', { name: 'Show Dawn by Meera Iyer' }))
    expect(centreTitle()).toBe('Dawn')
    expect(order()).toEqual(['Harvest', 'Dusk', 'Dawn', 'Tide', 'Monsoon'])
  })

  it('rotates left when a right-side slide is clicked', () => {
    renderWithApp(<ArtworkCarousel artworks={artworks} />)
    fireEvent.click(screen.getByRole('link', { name: 'Show Harvest by Meera Iyer' }))
    expect(centreTitle()).toBe('Harvest')
    expect(order()).toEqual(['Tide', 'Monsoon', 'Harvest', 'Dusk', 'Dawn'])
  })

  it('ignores clicks for 400 ms while rotating', () => {
    renderWithApp(<ArtworkCarousel artworks={artworks} />)
    fireEvent.click(screen.getByRole('link', { name: 'Show Tide by Meera Iyer' }))
    expect(centreTitle()).toBe('Tide')

    // Locked: a click on another side slide does nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Show Harvest by Meera Iyer' }))
    expect(centreTitle()).toBe('Tide')
    act(() => vi.advanceTimersByTime(399))
    fireEvent.click(screen.getByRole('link', { name: 'Show Harvest by Meera Iyer' }))
    expect(centreTitle()).toBe('Tide')

    // Unlocked after 400 ms.
    act(() => vi.advanceTimersByTime(1))
    fireEvent.click(screen.getByRole('link', { name: 'Show Monsoon by Meera Iyer' }))
    expect(centreTitle()).toBe('Monsoon')
  })

  it('follows the link when the centre slide is clicked', async () => {
    const { router } = renderWithApp(<ArtworkCarousel artworks={artworks} />, {
      routes: [{ path: '/shop/artwork/:username/:artworkId', element: <p>Artwork page</p> }],
    })
    fireEvent.click(screen.getByRole('link', { name: 'Monsoon by Meera Iyer' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shop/artwork/artist2/a2'))
  })

  it('has previous and next buttons for keyboard users', () => {
    renderWithApp(<ArtworkCarousel artworks={artworks} />)
    fireEvent.click(screen.getByRole('button', { name: 'Next artwork' }))
    expect(centreTitle()).toBe('Harvest')
    act(() => vi.advanceTimersByTime(400))
    fireEvent.click(screen.getByRole('button', { name: 'Previous artwork' }))
    expect(centreTitle()).toBe('Monsoon')
  })
})

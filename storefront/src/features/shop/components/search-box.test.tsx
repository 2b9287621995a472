import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeArtistSummary, makeGallery } from '@/testing/profile-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SearchBox } from './search-box'

/** POST /api/user/search answering every text with the same people; the texts asked for are recorded. */
function serveSearch(asked: string[] = []) {
  server.use(
    http.post('/api/user/search', async ({ request }) => {
      const { searchString } = (await request.json()) as { searchString: string }
      asked.push(searchString)
      return HttpResponse.json({
        artworks: [],
        artists: [makeArtistSummary({ _id: 'a1', artistName: 'Meera Sutradhar', artistSlug: 'meera-sutradhar', city: 'Pune' })],
        galleries: [makeGallery({ _id: 'g1', username: 'sutra-contemporary', fullName: 'Sutra Contemporary', city: 'Mumbai' })],
      })
    }),
  )
  return asked
}

const render = () =>
  renderWithApp(<SearchBox />, {
    path: '/',
    routes: [
      { path: '/gallery/:galleryId', element: <p>Gallery page</p> },
      { path: '/artist/:artistSlug', element: <p>Artist page</p> },
      { path: '/shop/artworks', element: <p>Results page</p> },
    ],
  })
const box = () => screen.getByRole('combobox', { name: 'Search artworks and artists' })

describe('SearchBox', () => {
  it('suggests matching artists and galleries in their own groups, each linking to its page', async () => {
    const user = userEvent.setup()
    const asked = serveSearch()
    render()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    await user.type(box(), 'Sutra')
    const list = await screen.findByRole('listbox', { name: 'Artists and galleries' })
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(box()).toHaveAttribute('aria-controls', list.id)
    const artists = within(list).getByRole('group', { name: 'Artists' })
    const galleries = within(list).getByRole('group', { name: 'Galleries' })
    expect(within(artists).getByRole('option', { name: 'Meera Sutradhar, Pune' })).toHaveAttribute('href', '/artist/meera-sutradhar')
    expect(within(galleries).getByRole('option', { name: 'Sutra Contemporary, Mumbai' })).toHaveAttribute(
      'href',
      '/gallery/sutra-contemporary',
    )
    // Typing pauses are what is asked for, not every key.
    expect(asked).toEqual(['sutra'])
  })

  it('moves through both groups with the arrow keys and opens the highlighted one with Enter', async () => {
    const user = userEvent.setup()
    serveSearch()
    const { router } = render()
    await user.type(box(), 'sutra')
    await screen.findByRole('listbox')
    // Focus stays in the input; the highlighted option is its active descendant.
    await user.keyboard('{ArrowDown}')
    const artist = screen.getByRole('option', { name: 'Meera Sutradhar, Pune' })
    expect(box()).toHaveFocus()
    expect(box()).toHaveAttribute('aria-activedescendant', artist.id)
    expect(artist).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    const gallery = screen.getByRole('option', { name: 'Sutra Contemporary, Mumbai' })
    expect(box()).toHaveAttribute('aria-activedescendant', gallery.id)
    expect(artist).toHaveAttribute('aria-selected', 'false')
    // From the last option the arrow wraps to the first, and back up again.
    await user.keyboard('{ArrowDown}')
    expect(box()).toHaveAttribute('aria-activedescendant', artist.id)
    await user.keyboard('{ArrowUp}')
    expect(box()).toHaveAttribute('aria-activedescendant', gallery.id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery/sutra-contemporary'))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('searches the works with Enter when nothing is highlighted, and Escape closes the list only', async () => {
    const user = userEvent.setup()
    serveSearch()
    const { router } = render()
    await user.type(box(), 'sutra')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(box()).toHaveValue('sutra')
    // The arrow key brings the list back.
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/artworks'))
    expect(router.state.location.search).toBe('?q=sutra')
  })

  it('opens a suggestion with a click', async () => {
    const user = userEvent.setup()
    serveSearch()
    const { router } = render()
    await user.type(box(), 'meera')
    await user.click(await screen.findByRole('option', { name: 'Meera Sutradhar, Pune' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/meera-sutradhar'))
  })

  it('shows no list when no artist or gallery matches', async () => {
    const user = userEvent.setup()
    const asked: string[] = []
    server.use(
      http.post('/api/user/search', async ({ request }) => {
        asked.push(((await request.json()) as { searchString: string }).searchString)
        return HttpResponse.json({ artworks: [], artists: [], galleries: [] })
      }),
    )
    render()
    await user.type(box(), 'zebra')
    await waitFor(() => expect(asked).toEqual(['zebra']))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })
})

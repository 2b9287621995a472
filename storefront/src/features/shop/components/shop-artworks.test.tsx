import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Artwork } from '@shared/api-types'
import type { SearchResponse } from '../api/search'
import { makeArtwork } from '@/testing/fixtures'
import { makeArtistSummary, makeGallery } from '@/testing/profile-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ShopArtworks } from './shop-artworks'

type Body = Record<string, unknown> & { after?: string }

const noPeople = { artists: [], galleries: [] }
const sutra = {
  artists: [],
  galleries: [makeGallery({ _id: 'g1', username: 'sutra-contemporary', fullName: 'Sutra Contemporary', city: 'Mumbai' })],
}

/**
 * A catalogue of `count` works served 12 a page, Load More going on from the page before's `next`
 * (here `after-<page>`); every request body is recorded. The search's people (asked for with ?q=)
 * are `people`, none by default.
 */
function serveCatalogue(count: number, bodies: Body[] = [], people: Pick<SearchResponse, 'artists' | 'galleries'> = noPeople) {
  const all: Artwork[] = Array.from({ length: count }, (_, i) => makeArtwork({ _id: `w${i + 1}`, title: `Work ${i + 1}` }))
  server.use(
    http.post('/api/user/search', () => HttpResponse.json({ artworks: [], ...people } satisfies SearchResponse)),
    http.post('/api/public/artworks', async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const page = body.after ? Number(body.after.slice('after-'.length)) + 1 : 1
      const pages = Math.max(1, Math.ceil(count / 12))
      return HttpResponse.json({
        artworks: all.slice((page - 1) * 12, page * 12),
        page,
        pages,
        count,
        next: page < pages ? `after-${page}` : null,
      })
    }),
  )
  return bodies
}

const render = (search = '') => renderWithApp(<ShopArtworks />, { path: '/shop/artworks', initialEntry: `/shop/artworks${search}` })
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' })
/** jsdom on a busy machine is slow to draw a first grid: allow it more than the default second. */
const firstLoad = (name = 'Work 1') => screen.findByText(name, { selector: 'h3 a' }, { timeout: 5000 })
const cards = () => screen.getByRole('list', { name: 'Artworks' }).querySelectorAll('article')

describe('ShopArtworks', () => {
  it('shows skeletons, then the first 12 works and the total', async () => {
    serveCatalogue(30)
    render()
    expect(screen.getByRole('status')).toHaveTextContent('Loading artworks')
    expect(await firstLoad()).toBeInTheDocument()
    expect(cards()).toHaveLength(12)
    expect(screen.getByText('Showing 12 of 30 artworks')).toBeInTheDocument()
  })

  it("shows a landing link's filter (?style=abstract) as selected and sends it", async () => {
    const bodies = serveCatalogue(3)
    render('?style=abstract&mood=dreamy&color=blue')
    await firstLoad()
    expect(within(sidebar()).getByRole('checkbox', { name: 'Abstract' })).toBeChecked()
    expect(within(sidebar()).getByRole('checkbox', { name: 'Dreamy' })).toBeChecked()
    expect(within(sidebar()).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true')
    expect(bodies[0]).toEqual({ sort: 'newest', style: 'abstract', mood: 'dreamy', color: 'blue' })
    expect(screen.getByRole('button', { name: 'Remove filter: Abstract' })).toBeInTheDocument()
  })

  it('removes a filter from its chip and moves focus to the next chip', async () => {
    const user = userEvent.setup()
    serveCatalogue(3)
    const { router } = render('?style=abstract&color=blue')
    await firstLoad()
    await user.click(screen.getByRole('button', { name: 'Remove filter: Abstract' }))
    expect(router.state.location.search).toBe('?color=blue')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove filter: Blue' })).toHaveFocus())
    expect(within(sidebar()).getByRole('checkbox', { name: 'Abstract' })).not.toBeChecked()
  })

  it('keeps filters in the URL, starts again at page 1 on a change, and Back restores the view', async () => {
    const user = userEvent.setup()
    const bodies = serveCatalogue(30)
    const { router } = render('?sort=price-asc')
    await firstLoad()

    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(cards()).toHaveLength(24))

    // Category is collapsed until opened (no category is chosen yet).
    await user.click(within(sidebar()).getByRole('button', { name: 'Category' }))
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Painting' }))
    expect(router.state.location.search).toBe('?category=painting&sort=price-asc')
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'price-asc', category: 'painting' }))
    await waitFor(() => expect(cards()).toHaveLength(12))

    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Drawing' }))
    await user.click(within(sidebar()).getByRole('button', { name: 'Red' }))
    expect(router.state.location.search).toBe('?category=painting,drawing&color=red&sort=price-asc')
    // Colour is one value: another swatch replaces it.
    await user.click(within(sidebar()).getByRole('button', { name: 'Green' }))
    expect(router.state.location.search).toBe('?category=painting,drawing&color=green&sort=price-asc')

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
    await user.click(await screen.findByRole('option', { name: 'Price: high to low' }))
    expect(router.state.location.search).toBe('?category=painting,drawing&color=green&sort=price-desc')

    await act(() => router.navigate(-1))
    await waitFor(() => expect(router.state.location.search).toBe('?category=painting,drawing&color=green&sort=price-asc'))
    expect(within(sidebar()).getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true')
    await act(() => router.navigate(-3))
    await waitFor(() => expect(router.state.location.search).toBe('?category=painting&sort=price-asc'))
    await waitFor(() => expect(within(sidebar()).getByRole('checkbox', { name: 'Drawing' })).not.toBeChecked())
    expect(within(sidebar()).getByRole('checkbox', { name: 'Painting' })).toBeChecked()
  }, 20_000)

  it('puts Price and Colour first and the other filters collapsed, each opened by its heading or by a choice', async () => {
    serveCatalogue(3)
    render('?mood=calm')
    await firstLoad()
    const order = [...sidebar().querySelectorAll('h3 button')].map((b) => b.firstElementChild?.firstChild?.textContent)
    expect(order).toEqual(['Price', 'Colour', 'Category', 'Style', 'Medium', 'Mood', 'Size'])
    expect(within(sidebar()).getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar()).getByRole('button', { name: 'Colour' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar()).getByRole('button', { name: 'Category' })).toHaveAttribute('aria-expanded', 'false')
    // A section with a choice opens, and its heading counts the choices.
    expect(within(sidebar()).getByRole('button', { name: /^Mood/ })).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar()).getByRole('checkbox', { name: 'Calm' })).toBeChecked()
  })

  it("ranks instead of filtering for the quiz's match=any, says so, and offers exact matches", async () => {
    const user = userEvent.setup()
    const bodies = serveCatalogue(3)
    const { router } = render('?color=red&style=figurative&match=any')
    await firstLoad()
    expect(bodies[0]).toEqual({ sort: 'newest', style: 'figurative', color: 'red', match: 'any' })
    expect(screen.getByText(/Ranked by your choices: every work is listed, those matching more of them first/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show only exact matches' }))
    expect(router.state.location.search).toBe('?style=figurative&color=red')
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'newest', style: 'figurative', color: 'red' }))
    expect(screen.queryByText(/Ranked by your choices/)).not.toBeInTheDocument()
  })

  it("'Clear All' removes every filter but keeps the search", async () => {
    const user = userEvent.setup()
    serveCatalogue(5)
    const { router } = render('?q=rain&style=abstract&size=small&priceMin=5000')
    await firstLoad()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “rain”')
    await user.click(within(sidebar()).getByRole('button', { name: 'Clear All' }))
    expect(router.state.location.search).toBe('?q=rain')
    expect(within(sidebar()).getByRole('button', { name: 'Clear All' })).toBeDisabled()
  })

  it("applies the typed price range with 'GO'", async () => {
    const user = userEvent.setup()
    const bodies = serveCatalogue(5)
    const { router } = render()
    await firstLoad()
    await user.type(within(sidebar()).getByRole('spinbutton', { name: 'Min' }), '20000')
    await user.click(within(sidebar()).getByRole('button', { name: 'GO' }))
    expect(router.state.location.search).toBe('?priceMin=20000')
    await waitFor(() => expect(bodies.at(-1)).toEqual({ sort: 'newest', priceMin: 20000 }))
  })

  it("appends pages of 12 with 'Load More' until the last page", async () => {
    const user = userEvent.setup()
    const bodies = serveCatalogue(30)
    render()
    await firstLoad()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(cards()).toHaveLength(24))
    expect(screen.getByText('Work 1', { selector: 'h3 a' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(cards()).toHaveLength(30))
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(screen.getByText('Showing 30 of 30 artworks')).toBeInTheDocument()
    expect(bodies.map((b) => b.after)).toEqual([undefined, 'after-1', 'after-2'])
    // The button is gone: focus moves to the first work of the last page.
    expect(screen.getByRole('link', { name: 'Work 25' })).toHaveFocus()
  }, 20_000)

  it("says '10,000+ artworks' where the listing stopped counting, and Load More goes on", async () => {
    const user = userEvent.setup()
    server.use(
      http.post('/api/public/artworks', async ({ request }) => {
        const body = (await request.json()) as Body
        const page = body.after ? 2 : 1
        const artworks = Array.from({ length: 12 }, (_, i) => makeArtwork({ _id: `m${page}-${i}`, title: `Many ${page}-${i + 1}` }))
        return HttpResponse.json({ artworks, page, pages: 834, count: 10000, countCapped: true, next: `after-${page}` })
      }),
    )
    render()
    await firstLoad('Many 1-1')
    expect(screen.getByText('Showing 12 of 10,000+ artworks')).toBeInTheDocument()
    expect(screen.getByText('10,000+ artworks, each an original, sold directly by its artist or gallery.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 24 of 10,000+ artworks')).toBeInTheDocument()
  }, 20_000)

  it("says 'No Artworks Found' and offers 'Clear All' when filters match nothing", async () => {
    const user = userEvent.setup()
    serveCatalogue(0)
    const { router } = render('?medium=charcoal')
    expect(await screen.findByText('No Artworks Found')).toBeInTheDocument()
    const main = screen.getByRole('region', { name: 'Results' })
    await user.click(within(main).getByRole('button', { name: 'Clear All' }))
    expect(router.state.location.search).toBe('')
  })

  it('shows the artists and galleries the search words match above the works, linking to their pages', async () => {
    serveCatalogue(2, [], {
      artists: [makeArtistSummary({ _id: 'a1', artistName: 'Meera Sutradhar', artistSlug: 'meera-sutradhar', city: 'Pune' })],
      galleries: sutra.galleries,
    })
    render('?q=sutra')
    const people = await screen.findByRole('region', { name: 'Artists and galleries' }, { timeout: 5000 })
    expect(within(people).getByRole('list', { name: 'Artists' })).toBeInTheDocument()
    expect(within(people).getByRole('link', { name: 'Meera Sutradhar, Pune' })).toHaveAttribute('href', '/artist/meera-sutradhar')
    expect(within(people).getByRole('link', { name: 'Sutra Contemporary, Mumbai' })).toHaveAttribute('href', '/gallery/sutra-contemporary')
    // Each may be followed from here (issue 21).
    expect(within(people).getByRole('button', { name: 'Follow Meera Sutradhar' })).toHaveAttribute('aria-pressed', 'false')
    expect(within(people).getByRole('button', { name: 'Follow Sutra Contemporary' })).toBeInTheDocument()
    await firstLoad()
    const results = screen.getByRole('region', { name: 'Results' })
    expect(people.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(results).getByRole('list', { name: 'Artworks' })).toBeInTheDocument()
  })

  it("does not say 'No Artworks Found' when only a gallery matches the search", async () => {
    serveCatalogue(0, [], sutra)
    render('?q=sutra')
    const people = await screen.findByRole('region', { name: 'Artists and galleries' }, { timeout: 5000 })
    // Only the sections with matches are shown.
    expect(within(people).queryByRole('list', { name: 'Artists' })).not.toBeInTheDocument()
    expect(within(people).getByRole('list', { name: 'Galleries' })).toBeInTheDocument()
    expect(await screen.findByText('No artworks match these words')).toBeInTheDocument()
    expect(screen.getByText('The artists and galleries above match them: their pages show their work.')).toBeInTheDocument()
    expect(screen.queryByText('No Artworks Found')).not.toBeInTheDocument()
  })

  it("says 'No Artworks Found' and shows no people row when the search matches nothing at all", async () => {
    serveCatalogue(0)
    render('?q=zebra')
    expect(await screen.findByText('No Artworks Found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Artists and galleries' })).not.toBeInTheDocument()
  })

  it("shows an error with 'Try again' when the list cannot be loaded", async () => {
    const user = userEvent.setup()
    let fail = true
    server.use(
      http.post('/api/public/artworks', () =>
        fail
          ? HttpResponse.json({ error: 'The catalogue is resting.' }, { status: 503 })
          : HttpResponse.json({ artworks: [makeArtwork({ _id: 'x1', title: 'Back again' })], page: 1, pages: 1, count: 1, next: null }),
      ),
    )
    render()
    expect(await screen.findByText('Artworks could not be loaded.')).toBeInTheDocument()
    expect(screen.getByText('The catalogue is resting.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await firstLoad('Back again')).toBeInTheDocument()
  })

  it('hides and shows the filter sidebar, and switches 3 or 2 per row', async () => {
    const user = userEvent.setup()
    serveCatalogue(3)
    render()
    await firstLoad()
    await user.click(screen.getByRole('button', { name: 'Hide filters' }))
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show filters' }))
    expect(sidebar()).toBeInTheDocument()

    const two = screen.getByRole('button', { name: '2 per row' })
    expect(screen.getByRole('button', { name: '3 per row' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(two)
    expect(two).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('list', { name: 'Artworks' }).className).toContain('min-[480px]:grid-cols-2')
  })

  it('opens the filters as a drawer on small screens', async () => {
    const user = userEvent.setup()
    serveCatalogue(3)
    const { router } = render('?size=large')
    await firstLoad()
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }))
    const drawer = screen.getByRole('dialog', { name: 'Filters' })
    await user.click(within(drawer).getByRole('checkbox', { name: 'Small' }))
    expect(router.state.location.search).toBe('?size=large,small')
    await user.click(within(drawer).getByRole('button', { name: /^Show 3 artworks$/ }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

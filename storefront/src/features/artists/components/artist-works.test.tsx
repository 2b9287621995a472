import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@shared/constants'
import { excerpt } from '@shared/format'
import { makeArtwork } from '@/testing/fixtures'
import { makeProfile } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { ArtistWorks } from './artist-works'

const BIO =
  '<p>Meera Iyer paints slow, breathing fields of colour that begin with the borders of Kanjeevaram saris her grandmother kept folded in a teak almirah in Mylapore.</p>' +
  '<p>A mango-yellow band meets a temple-tank green; an arakku red dissolves into indigo the way the Kapaleeshwarar tank darkens at dusk, and the light goes.</p>'

type Body = { artistSlug: string; page: number; color?: string; size?: string }

/** The artist has `count` works; colour 'black' matches none. Records every request body. */
function serveWorks(count = 30) {
  const bodies: Body[] = []
  server.use(
    http.post('/api/public/artworks-by-artist', async ({ request }) => {
      const body = (await request.json()) as Body
      bodies.push(body)
      const total = body.color === 'black' ? 0 : count
      const pages = Math.ceil(total / LIMITS.pageSize)
      const page = Math.min(Math.max(1, body.page), Math.max(1, pages))
      const start = (page - 1) * LIMITS.pageSize
      const artworks = Array.from({ length: Math.max(0, Math.min(LIMITS.pageSize, total - start)) }, (_, i) =>
        makeArtwork({ _id: `w${start + i + 1}`, title: `Work ${start + i + 1}` }),
      )
      return HttpResponse.json({ artworks, page, pages, count: total, profile: makeProfile({ bio: BIO }) })
    }),
  )
  return bodies
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

function renderWorks(initialEntry = '/artworks/meera-iyer') {
  return renderWithApp(
    <>
      <ArtistWorks artistSlug="meera-iyer" />
      <Where />
    </>,
    { path: '/artworks/:artistSlug', initialEntry },
  )
}

const pager = () => within(screen.getByRole('navigation', { name: 'Pages' }))
const location = () => screen.getByTestId('location').textContent

// Grids of 12 cards make role queries slow on a 2-core machine.
describe('ArtistWorks', { timeout: 20_000 }, () => {
  it('shows the banner with the name, a 240-character bio excerpt and Learn More', async () => {
    serveWorks()
    renderWorks()
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
    const expected = excerpt(BIO, 240)
    expect(expected.length).toBeLessThanOrEqual(241)
    expect(expected.endsWith('…')).toBe(true)
    const paragraph = screen.getByText(expected)
    expect(paragraph.textContent).not.toMatch(/[<>]/)
    // Cut at a word boundary: the word before the ellipsis is a whole word of the bio.
    expect(BIO).toContain(`${expected.slice(0, -1).split(' ').pop()} `)
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/artist/meera-iyer')
  })

  it("counts 'Showing a - b of N works' and pages only within 1..pages", async () => {
    const bodies = serveWorks(30)
    const user = userEvent.setup()
    renderWorks()
    expect(await screen.findByText('Showing 1 - 12 of 30 works')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(pager().getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 13 - 24 of 30 works')).toBeInTheDocument()
    expect(location()).toBe('/artworks/meera-iyer?page=2')

    await user.click(pager().getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 25 - 30 of 30 works')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(pager().getByRole('button', { name: 'Previous page' })).toBeEnabled()
    expect(bodies.map((b) => b.page)).toEqual([1, 2, 3])
  })

  it('brings a page beyond the last one back to the last page', async () => {
    serveWorks(30)
    renderWorks('/artworks/meera-iyer?page=9')
    expect(await screen.findByText('Showing 25 - 30 of 30 works')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/artworks/meera-iyer?page=3'))
  })

  it('goes back to page 1 when the colour changes or All is chosen', async () => {
    const bodies = serveWorks(30)
    const user = userEvent.setup()
    renderWorks('/artworks/meera-iyer?page=2&size=medium')
    expect(await screen.findByText('Showing 13 - 24 of 30 works')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('group', { name: 'Colour' }).querySelectorAll('li button')).toHaveLength(12)

    await user.click(screen.getByRole('button', { name: 'Blue' }))
    expect(await screen.findByText('Showing 1 - 12 of 30 works')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true')
    expect(bodies.at(-1)).toEqual({ artistSlug: 'meera-iyer', page: 1, color: 'blue', size: 'medium' })
    expect(location()).toBe('/artworks/meera-iyer?color=blue&size=medium')

    await user.click(pager().getByRole('button', { name: 'Next page' }))
    await screen.findByText('Showing 13 - 24 of 30 works')
    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(await screen.findByText('Showing 1 - 12 of 30 works')).toBeInTheDocument()
    expect(bodies.at(-1)).toEqual({ artistSlug: 'meera-iyer', page: 1 })
    expect(location()).toBe('/artworks/meera-iyer')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters by size from page 1', async () => {
    const bodies = serveWorks(30)
    const user = userEvent.setup()
    renderWorks('/artworks/meera-iyer?page=3')
    await screen.findByText('Showing 25 - 30 of 30 works')
    await user.click(screen.getByRole('button', { name: /^Small/ }))
    await waitFor(() => expect(bodies.at(-1)).toEqual({ artistSlug: 'meera-iyer', page: 1, size: 'small' }))
    expect(location()).toBe('/artworks/meera-iyer?size=small')
  })

  it("shows 'No Artwork' when nothing matches", async () => {
    serveWorks(30)
    const user = userEvent.setup()
    renderWorks()
    await screen.findByText('Showing 1 - 12 of 30 works')
    await user.click(screen.getByRole('button', { name: 'Black' }))
    expect(await screen.findByText('No Artwork')).toBeInTheDocument()
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it("offers 'Try again' when the works cannot be loaded", async () => {
    server.use(http.post('/api/public/artworks-by-artist', () => HttpResponse.json({ error: 'Service unavailable.' }, { status: 503 })))
    renderWorks()
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Artwork, ArtworkCollection, PublicProfile } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import ShowcaseRoute from '@/app/routes/showcase'
import { makeArtwork } from '@/testing/fixtures'
import { image, makeProfile } from '@/testing/profile-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ArtistWorksList } from './artist-works-list'
import { CollectionsTeaser } from './collections-teaser'

const makeCollection = (id: string, name: string, overrides: Partial<ArtworkCollection> = {}): ArtworkCollection => ({
  _id: id,
  collectionName: name,
  description: `${name}: works about water and light.`,
  coverImage: {
    url: `/media/c${id}.jpg`,
    alt: '',
    width: 1200,
    height: 900,
    card: { url: `/media/c${id}-card.jpg`, width: 600, height: 450 },
  },
  coverImageUrl: `/media/c${id}.jpg`,
  status: true,
  username: 'meera',
  artworkCount: 3,
  ...overrides,
})

const collections = [makeCollection('c1', 'Monsoon'), makeCollection('c2', 'Kolam'), makeCollection('c3', 'Harbour')]

/** Meera's profile, as artworks-by-username carries it with each page of her works. */
const meera = makeProfile({ username: 'meera', artistSlug: 'meera-iyer' })

function serve({
  works = 14,
  collectionList = collections,
  profile = meera,
}: { works?: number; collectionList?: ArtworkCollection[]; profile?: PublicProfile } = {}) {
  const all: Artwork[] = Array.from({ length: works }, (_, i) => makeArtwork({ _id: `s${i + 1}`, title: `Study ${i + 1}` }))
  const requests: string[] = []
  server.use(
    http.post('/api/public/artworks-by-username', async ({ request }) => {
      const { username, page } = (await request.json()) as { username: string; page: number }
      requests.push(`works:${username}:${page}`)
      if (username === 'nobody') return HttpResponse.json({ error: 'No such member' }, { status: 404 })
      return HttpResponse.json({
        artworks: all.slice((page - 1) * 12, page * 12),
        page,
        pages: Math.max(1, Math.ceil(works / 12)),
        count: works,
        profile,
      })
    }),
    http.post('/api/public/collections', async ({ request }) => {
      const { username, page } = (await request.json()) as { username: string; page: number }
      requests.push(`collections:${username}:${page}`)
      return HttpResponse.json({ collections: collectionList, page: 1, pages: 1, count: collectionList.length })
    }),
    http.get('/api/public/collection/:id', ({ params }) => {
      requests.push(`collection:${String(params.id)}`)
      const collection = collectionList.find((c) => c._id === params.id)
      if (!collection) return HttpResponse.json({ error: 'Not found' }, { status: 404 })
      return HttpResponse.json({
        collection,
        artworks: [makeArtwork({ _id: 'k1', title: 'Kolam One' }), makeArtwork({ _id: 'k2', title: 'Kolam Two' })],
      })
    }),
  )
  return requests
}

const renderShowcase = (entry = '/meera/page') => renderWithApp(<ShowcaseRoute />, { path: '/:username/page', initialEntry: entry })
const worksList = () => screen.findByRole('list', { name: 'View all works by the artist' }, { timeout: 5000 })

describe('showcase', { timeout: 20_000 }, () => {
  it('shows collection tiles and the works, with View Artwork links and Load More', async () => {
    const user = userEvent.setup()
    const requests = serve()
    renderShowcase()
    const list = await worksList()
    expect(screen.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
    expect(screen.getByText('14 works · 3 collections')).toBeInTheDocument()
    const tiles = screen.getByRole('region', { name: 'Collections' })
    expect(within(tiles).getAllByRole('article')).toHaveLength(3)
    expect(within(tiles).getByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/meera/page?collection=c1')
    expect(within(tiles).getAllByText('View Collection')).toHaveLength(3)

    expect(within(list).getAllByRole('article')).toHaveLength(12)
    expect(within(list).getByRole('link', { name: 'View Artwork: Study 1' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/s1')
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(14))
    expect(requests).toEqual(expect.arrayContaining(['works:meera:1', 'works:meera:2', 'collections:meera:1']))
  })

  it("heads the page with the artist's photo, name, role and city, bio and a link to the artist's profile", async () => {
    const user = userEvent.setup()
    const long = `${'Slow fields of colour, glaze over glaze. '.repeat(12)}`
    serve({
      works: 2,
      profile: {
        ...meera,
        photo: image('meera'),
        bio: `<p>${long}</p><p onclick="steal()">The second paragraph.</p><script>steal()</script>`,
      },
    })
    renderShowcase()
    const header = (await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).closest('header')!
    expect(within(header).getByRole('img', { name: 'Portrait of Meera Iyer' })).toHaveAttribute('src', '/media/meera-card.jpg')
    expect(within(header).getByText('Artist · Chennai')).toBeInTheDocument()
    expect(within(header).getByText('2 works · 3 collections')).toBeInTheDocument()
    // The bio through the shared sanitiser: paragraphs kept, handlers and scripts gone.
    const second = within(header).getByText('The second paragraph.')
    expect(second.tagName).toBe('P')
    expect(second).not.toHaveAttribute('onclick')
    expect(header.querySelector('script')).toBeNull()
    // Long: clamped until 'Read more'.
    const more = within(header).getByRole('button', { name: 'Read more' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toHaveClass('line-clamp-4')
    await user.click(more)
    expect(within(header).getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(more.getAttribute('aria-controls')!)).not.toHaveClass('line-clamp-4')
    expect(within(header).getByRole('link', { name: 'About the artist' })).toHaveAttribute('href', '/artist/meera-iyer')
  })

  it("heads a gallery's showcase with its initials where it has no photo, its own name and a link to its gallery page", async () => {
    serve({
      works: 1,
      profile: makeProfile({
        username: 'sutra',
        fullName: 'Sutra Contemporary',
        artistName: 'Sutra Contemporary',
        role: 'gallery',
        city: 'Mumbai',
        photo: null,
        bio: '<p>A gallery in Kala Ghoda.</p>',
      }),
    })
    renderShowcase('/sutra/page')
    // Its own name, not that of the artist of its first work (makeArtwork's Meera Iyer).
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sutra Contemporary' })).closest('header')!
    expect(within(header).queryByRole('img')).not.toBeInTheDocument()
    expect(within(header).getByText('SC')).toBeInTheDocument()
    expect(within(header).getByText('Gallery · Mumbai')).toBeInTheDocument()
    expect(within(header).getByText('A gallery in Kala Ghoda.')).toBeInTheDocument()
    // A short bio reads whole.
    expect(within(header).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'About the gallery' })).toHaveAttribute('href', '/gallery/sutra')
  })

  it('opens the full-screen zoom from a work, closed by the close icon or the backdrop', async () => {
    const user = userEvent.setup()
    serve({ works: 2 })
    renderShowcase()
    await worksList()
    await user.click(screen.getByRole('button', { name: 'View “Study 1” full screen' }))
    const dialog = screen.getByRole('dialog', { name: 'Study 1 by Meera Iyer, oil' })
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/s1.jpg')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'View “Study 2” full screen' }))
    // The area around the picture is backdrop too.
    await user.click(within(screen.getByRole('dialog')).getByRole('img').parentElement!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the enquiry modal from a work for a member, and Login Required for a visitor', async () => {
    const user = userEvent.setup()
    serve({ works: 1 })
    const { unmount } = renderShowcase()
    await worksList()
    await user.click(screen.getByRole('button', { name: 'Enquire Artwork Price' }))
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument()
    unmount()

    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(http.get('/api/user/me', () => HttpResponse.json({ fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' })))
    renderShowcase()
    await worksList()
    await user.click(screen.getByRole('button', { name: 'Enquire Artwork Price' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enquire Artwork Price' })
    expect(dialog).toHaveTextContent('Study 1')
  })

  it("shows a collection's works when its tile is chosen", async () => {
    const user = userEvent.setup()
    const requests = serve()
    const { router } = renderShowcase()
    await worksList()
    await user.click(await screen.findByRole('link', { name: 'Kolam' }))
    expect(router.state.location.search).toBe('?collection=c2')
    expect(await screen.findByRole('heading', { level: 2, name: 'Kolam' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Kolam' })).getAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Kolam', current: true })).toBeInTheDocument()
    expect(requests).toContain('collection:c2')
    await user.click(screen.getByRole('link', { name: 'View all works by the artist' }))
    expect(await worksList()).toBeInTheDocument()
  })

  it('says when the member does not exist', async () => {
    serve()
    renderShowcase('/nobody/page')
    expect(await screen.findByRole('heading', { name: 'There is no showcase here.' }, { timeout: 5000 })).toBeInTheDocument()
  })
})

describe('CollectionsTeaser', { timeout: 20_000 }, () => {
  it("shows 'View Collections', the first 2 collections and 'View All Collections'", async () => {
    serve()
    renderWithApp(<CollectionsTeaser username="meera" />)
    expect(await screen.findByRole('heading', { name: 'View Collections' })).toBeInTheDocument()
    const items = await screen.findAllByRole('article')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/meera/page?collection=c1')
    expect(within(items[0]!).getByText('Monsoon: works about water and light.')).toBeInTheDocument()
    expect(within(items[0]!).getByText('View Collection')).toBeInTheDocument()
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/media/cc1-card.jpg')
    expect(screen.queryByText('Harbour')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View All Collections' })).toHaveAttribute('href', '/meera/page#collections')
  })

  it('shows nothing when there are no collections', async () => {
    const requests = serve({ collectionList: [] })
    renderWithApp(<CollectionsTeaser username="meera" />)
    expect(screen.getByRole('heading', { name: 'View Collections' })).toBeInTheDocument()
    await waitFor(() => expect(requests).toContain('collections:meera:1'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'View Collections' })).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'View All Collections' })).not.toBeInTheDocument()
  })
})

describe('ArtistWorksList', { timeout: 20_000 }, () => {
  it("lists the works under 'View all works by the artist' with 'View Artwork' links", async () => {
    serve({ works: 3 })
    renderWithApp(<ArtistWorksList username="meera" />)
    const list = await worksList()
    expect(screen.getByRole('heading', { name: 'View all works by the artist' })).toBeInTheDocument()
    expect(within(list).getAllByRole('link', { name: /^View Artwork/ })).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it("says 'No Artwork' when there is none", async () => {
    serve({ works: 0 })
    renderWithApp(<ArtistWorksList username="meera" />)
    expect(await screen.findByText('No Artwork')).toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import ArtistRoute from '@/app/routes/artists/artist'
import ProfileRoute from '@/app/routes/profile/profile'
import { makeProfile } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'

/** The showcase's collections teaser asks for the artist's collections. */
function serveCollections(collections: unknown[] = []) {
  server.use(
    http.post('/api/public/collections', () =>
      HttpResponse.json({ collections, page: 1, pages: collections.length ? 1 : 0, count: collections.length }),
    ),
  )
}

const meera = makeProfile({
  bio: '<p>Meera paints <strong>slow</strong> colour.</p><script>window.hacked = true</script><p onclick="x()">Second <a href="javascript:alert(1)">bad</a> <a href="https://example.com/press">press</a></p>',
  education: [{ institution: 'GCFA Chennai', title: 'BFA Painting', yearStart: '2008', yearEnd: '2012' }],
  exhibitions: Array.from({ length: 6 }, (_, i) => ({
    institution: `Gallery ${i + 1}`,
    title: `Show ${i + 1}`,
    type: 'Solo' as const,
    year: '2020',
  })),
  social: { instagram: '@meera.iyer.studio', x: null, linkedin: 'https://www.linkedin.com/in/meera-iyer-artist' },
})

describe('artist profile', { timeout: 20_000 }, () => {
  it('shows name, photo, sanitised bio, link to the works, resume and social links', async () => {
    serveCollections()
    server.use(
      http.get('/api/public/profile/artist/:slug', ({ params }) =>
        params.slug === 'meera-iyer'
          ? HttpResponse.json({ profile: meera })
          : HttpResponse.json({ error: 'No such artist.' }, { status: 404 }),
      ),
    )
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/meera-iyer' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Portrait of Meera Iyer' })).toHaveAttribute('loading', 'eager')

    // Bio: allowed tags kept, script and handlers gone, unsafe link unwrapped.
    const bio = screen.getByText(/Meera paints/).closest('div')!
    expect(bio.querySelector('strong')).toHaveTextContent('slow')
    expect(bio.innerHTML).not.toMatch(/script|onclick|javascript/)
    expect(within(bio).getByRole('link', { name: 'press' })).toHaveAttribute('href', 'https://example.com/press')
    expect(within(bio).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument()
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined()

    expect(screen.getByRole('link', { name: /View Artworks/ })).toHaveAttribute('href', '/artworks/meera-iyer')

    expect(screen.getByRole('region', { name: 'Education / Training' })).toHaveTextContent('BFA Painting')
    expect(screen.getByRole('button', { name: 'View 2 More' })).toBeInTheDocument()
    // Empty sections are left out.
    expect(screen.queryByRole('region', { name: 'Awards / Recognitions' })).not.toBeInTheDocument()

    expect(screen.getByRole('link', { name: 'Meera Iyer on Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/meera.iyer.studio',
    )
    expect(screen.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/meera-iyer-artist')
    expect(screen.queryByRole('link', { name: /on X/ })).not.toBeInTheDocument()

    expect(screen.getByRole('form', { name: 'Contact Meera Iyer' })).toBeInTheDocument()
    expect(document.title).toBe('Meera Iyer · Kala')
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/media/meera.jpg`)
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
  })

  it('hides the social links when none is set', async () => {
    serveCollections()
    server.use(http.get('/api/public/profile/artist/:slug', () => HttpResponse.json({ profile: makeProfile() })))
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/meera-iyer' })
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })
    expect(screen.queryByRole('list', { name: 'Meera Iyer elsewhere' })).not.toBeInTheDocument()
  })

  it("renders the bio's headings, lists and quotes, which the server keeps too", async () => {
    serveCollections()
    const bio =
      '<h3>Studio</h3><p>Works in <b>tempera</b>.</p><ul><li>Kanchipuram</li><li>Chennai</li></ul><blockquote>Slow colour.</blockquote>'
    server.use(http.get('/api/public/profile/artist/:slug', () => HttpResponse.json({ profile: makeProfile({ bio }) })))
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/meera-iyer' })
    const section = (await screen.findByText(/Works in/)).closest('div')!
    expect(within(section).getByRole('heading', { level: 3, name: 'Studio' })).toBeInTheDocument()
    expect(
      within(within(section).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kanchipuram', 'Chennai'])
    expect(within(section).getByText('Slow colour.').tagName).toBe('BLOCKQUOTE')
    expect(within(section).getByText('tempera').tagName).toBe('STRONG')
  })

  it('says so when the artist does not exist', async () => {
    server.use(http.get('/api/public/profile/artist/:slug', () => HttpResponse.json({ error: 'No such artist.' }, { status: 404 })))
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/nobody' })
    expect(await screen.findByRole('heading', { name: 'We could not find this artist.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artists' })).toHaveAttribute('href', '/artists')
  })

  it('offers Try again when loading fails', async () => {
    serveCollections()
    let calls = 0
    server.use(
      http.get('/api/public/profile/artist/:slug', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ error: 'Database unavailable.' }, { status: 503 })
          : HttpResponse.json({ profile: makeProfile() })
      }),
    )
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/meera-iyer' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.')
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
  })
})

describe('collections on the artist profile', { timeout: 20_000 }, () => {
  it("shows the showcase's collections teaser with the first 2 collections", async () => {
    const collection = (id: string, name: string) => ({
      _id: id,
      collectionName: name,
      description: `${name} works.`,
      coverImage: null,
      coverImageUrl: null,
      status: true,
      username: 'meera-iyer',
      artworkCount: 3,
    })
    serveCollections([collection('c1', 'Kanjeevaram Fields'), collection('c2', 'Tank Studies'), collection('c3', 'Late Work')])
    server.use(http.get('/api/public/profile/artist/:slug', () => HttpResponse.json({ profile: makeProfile() })))
    renderWithApp(<ArtistRoute />, { path: '/artist/:artistSlug', initialEntry: '/artist/meera-iyer' })
    const teaser = await screen.findByRole('region', { name: 'View Collections' })
    expect(await within(teaser).findByText('Kanjeevaram Fields')).toBeInTheDocument()
    expect(within(teaser).getByText('Tank Studies')).toBeInTheDocument()
    expect(within(teaser).queryByText('Late Work')).not.toBeInTheDocument()
    expect(within(teaser).getByRole('link', { name: 'View All Collections' })).toHaveAttribute('href', '/meera-iyer/page#collections')
  })
})

describe('public profiles', { timeout: 20_000 }, () => {
  it('/profile/:role/:slug shows an artist with the artist page', async () => {
    serveCollections()
    server.use(
      http.get('/api/public/profile/:role/:slug', ({ params }) =>
        params.role === 'artist'
          ? HttpResponse.json({ profile: makeProfile() })
          : HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    )
    renderWithApp(<ProfileRoute />, { path: '/profile/:role/:slug', initialEntry: '/profile/artist/meera-iyer' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Contact Meera Iyer' })).toBeInTheDocument()
  })

  it('/profile/:username falls back to a gallery, which links to its gallery page', async () => {
    const asked: string[] = []
    server.use(
      http.get('/api/public/profile/:role/:slug', ({ params }) => {
        asked.push(`${params.role}/${params.slug}`)
        return params.role === 'gallery'
          ? HttpResponse.json({
              profile: makeProfile({
                role: 'gallery',
                username: 'sutra-contemporary',
                fullName: 'Sutra Contemporary',
                artistName: 'Sutra Contemporary',
                bio: 'The whole story of the gallery.',
              }),
            })
          : HttpResponse.json({ error: 'Not found' }, { status: 404 })
      }),
    )
    renderWithApp(<ProfileRoute />, { path: '/profile/:username', initialEntry: '/profile/sutra-contemporary' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sutra Contemporary' })).toBeInTheDocument()
    expect(screen.getByText('The whole story of the gallery.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Visit the gallery/ })).toHaveAttribute('href', '/gallery/sutra-contemporary')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(asked).toEqual(['artist/sutra-contemporary', 'gallery/sutra-contemporary'])
  })
})

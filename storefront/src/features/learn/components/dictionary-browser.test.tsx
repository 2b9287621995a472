import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { DictionaryTerm } from '@shared/api-types'
import { makeTerm } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { DictionaryBrowser } from './dictionary-browser'

const CATEGORIES = [
  { slug: 'techniques', category: 'Techniques', description: 'How paint is put down.' },
  { slug: 'movements', category: 'Movements & Styles', description: 'Schools and tendencies.' },
  { slug: 'materials', category: 'Materials & Media', description: null },
]
const TERMS: DictionaryTerm[] = [
  makeTerm({
    slug: 'impasto',
    term: 'Impasto',
    categorySlug: 'techniques',
    definition: 'Paint applied thickly so that marks stand up.',
    relatedTerms: ['palette-knife', 'acrylic-paint'],
  }),
  makeTerm({
    slug: 'glazing',
    term: 'Glazing',
    categorySlug: 'techniques',
    definition: 'Thin transparent layers that let light pass through.',
    relatedTerms: ['impasto'],
  }),
  makeTerm({ slug: 'palette-knife', term: 'Palette knife painting', categorySlug: 'techniques', definition: 'Painting with a blade.' }),
  makeTerm({
    slug: 'impressionism',
    term: 'Impressionism',
    categorySlug: 'movements',
    definition: 'Short strokes to capture light and weather.',
    relatedTerms: ['glazing'],
  }),
  makeTerm({ slug: 'cubism', term: 'Cubism', categorySlug: 'movements', definition: 'Objects broken into facets.' }),
  makeTerm({
    slug: 'acrylic-paint',
    term: 'Acrylic paint',
    categorySlug: 'materials',
    definition: 'Pigment in an acrylic polymer emulsion.',
    relatedTerms: ['impasto'],
  }),
]

function serveDictionary() {
  const requests: Array<{ categorySlug: string; term: string }> = []
  server.use(
    http.get('/api/public/dictionary/category', () => HttpResponse.json({ categories: CATEGORIES })),
    http.post('/api/public/dictionary/terms', async ({ request }) => {
      const body = (await request.json()) as { categorySlug: string; term: string }
      requests.push(body)
      if (body.term === 'all') return HttpResponse.json({ terms: TERMS.filter((t) => t.categorySlug === body.categorySlug) })
      const term = TERMS.find((t) => t.slug === body.term && t.categorySlug === body.categorySlug)
      if (!term) return HttpResponse.json({ error: 'No such term.' }, { status: 404 })
      return HttpResponse.json({ term, related: term.relatedTerms.map((slug) => TERMS.find((t) => t.slug === slug)!) })
    }),
  )
  return requests
}

function renderDictionary(initialEntry = '/resources/art-dictionary') {
  return renderWithApp(<DictionaryBrowser />, { path: '/resources/art-dictionary', initialEntry })
}

const categoryLink = (name: string) => within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name })

describe('DictionaryBrowser', { timeout: 20_000 }, () => {
  it('selects the first category on load and shows its term tiles with images', async () => {
    const requests = serveDictionary()
    renderDictionary()
    expect(await screen.findByRole('heading', { level: 2, name: 'Techniques' })).toBeInTheDocument()
    expect(categoryLink('Techniques')).toHaveAttribute('aria-current', 'true')
    expect(categoryLink('Movements & Styles')).not.toHaveAttribute('aria-current')
    const tile = await screen.findByRole('link', { name: 'Impasto' })
    expect(tile).toHaveAttribute('href', '/resources/art-dictionary?category=techniques&term=impasto')
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/term-impasto-card.jpg')
    expect(screen.getByRole('link', { name: 'Glazing' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Cubism' })).not.toBeInTheDocument()
    expect(requests[0]).toEqual({ categorySlug: 'techniques', term: 'all' })
  })

  it('opens a term, then a related term, and Back returns to the list', async () => {
    serveDictionary()
    const user = userEvent.setup()
    const { router } = renderDictionary()
    await user.click(await screen.findByRole('link', { name: 'Impasto' }))

    const heading = await screen.findByRole('heading', { level: 2, name: 'Impasto' })
    expect(heading).toHaveFocus()
    expect(screen.getByText('Paint applied thickly so that marks stand up.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=techniques&term=impasto')
    const related = screen.getByRole('region', { name: 'Related terms' })
    expect(
      within(related)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Palette knife painting', 'Acrylic paint'])

    // A related term in another category opens there.
    await user.click(within(related).getByRole('link', { name: 'Acrylic paint' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Acrylic paint' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=materials&term=acrylic-paint')
    expect(categoryLink('Materials & Media')).toHaveAttribute('aria-current', 'true')

    await user.click(screen.getByRole('link', { name: /Back to Materials & Media/ }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Materials & Media' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=materials')
    expect(await screen.findByRole('link', { name: 'Acrylic paint' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Related terms' })).not.toBeInTheDocument()
  })

  it('clears the term when a category is chosen', async () => {
    serveDictionary()
    const user = userEvent.setup()
    const { router } = renderDictionary('/resources/art-dictionary?category=techniques&term=impasto')
    expect(await screen.findByRole('heading', { level: 2, name: 'Impasto' })).toBeInTheDocument()
    await user.click(categoryLink('Movements & Styles'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Movements & Styles' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=movements')
    expect(await screen.findByRole('link', { name: 'Cubism' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Impasto' })).not.toBeInTheDocument()
  })

  it('searches terms and definitions across categories as you type', async () => {
    const requests = serveDictionary()
    const user = userEvent.setup()
    const { router } = renderDictionary()
    await screen.findByRole('link', { name: 'Impasto' })
    await user.type(screen.getByRole('searchbox', { name: 'Search terms and definitions' }), 'light')

    const results = await screen.findByRole('region', { name: /2 terms for “light”/ })
    const links = within(results).getAllByRole('link')
    expect(links.map((l) => within(l).getByText(/^(Glazing|Impressionism)$/).textContent)).toEqual(['Glazing', 'Impressionism'])
    expect(within(results).getByText('Movements & Styles')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=techniques&q=light')
    // Every category was loaded to search across them.
    await waitFor(() =>
      expect(new Set(requests.filter((r) => r.term === 'all').map((r) => r.categorySlug))).toEqual(
        new Set(['techniques', 'movements', 'materials']),
      ),
    )

    // A name match by its start comes first; the search narrows as you type.
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'impa')
    const narrowed = await screen.findByRole('region', { name: /1 term for “impa”/ })
    await user.click(within(narrowed).getByRole('link', { name: /Impasto/ }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Impasto' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=techniques&term=impasto')
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('says when a search finds nothing', async () => {
    serveDictionary()
    const user = userEvent.setup()
    renderDictionary()
    await screen.findByRole('link', { name: 'Impasto' })
    await user.type(screen.getByRole('searchbox'), 'bronze')
    expect(await screen.findByText('No terms found')).toBeInTheDocument()
  })

  it("offers 'Try again' when the categories cannot be loaded", async () => {
    server.use(http.get('/api/public/dictionary/category', () => HttpResponse.json({ error: 'Service unavailable.' }, { status: 503 })))
    renderDictionary()
    expect(await screen.findByRole('alert')).toHaveTextContent('The dictionary could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

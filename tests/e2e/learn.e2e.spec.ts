import { api, expect, expectAccessible, test } from './fixtures'

type Guide = { slug: string; title: string }
type Category = { slug: string; category: string }
type Term = { slug: string; term: string; definition: string; categorySlug: string; relatedTerms: string[] }

test.describe('learning hub, dictionary and quiz', () => {
  test('the hub shows six guides, each readable, and buttons to the shop and the quiz', async ({ page, request }) => {
    const { guides } = await api<{ guides: Guide[] }>(request, '/api/public/guides')
    expect(guides).toHaveLength(6)
    await page.goto('/resources/how-to')
    const hero = page.getByRole('region', { name: /./ }).first()
    await expect(hero.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
    await expect(hero.getByRole('link', { name: 'Take the Style Quiz' })).toHaveAttribute('href', '/learn/quiz')
    const tiles = page.getByRole('region', { name: 'Guides' }).getByRole('link')
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(guides.map((g) => g.title))
    await expectAccessible(page, '/resources/how-to')

    for (const [i, guide] of guides.entries()) await expect(tiles.nth(i)).toHaveAttribute('href', `/resources/how-to/${guide.slug}`)
    for (const [i, guide] of guides.entries()) {
      await page.goto(`/resources/how-to/${guide.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
      const { guide: full } = await api<{ guide: { sections: { heading: string }[] } }>(request, `/api/public/guide/${guide.slug}`)
      expect(full.sections.length).toBeGreaterThan(0)
      await expect(page.getByRole('article').getByRole('heading', { level: 2, name: full.sections[0]!.heading })).toBeVisible()
      if (i === 0) await expectAccessible(page, 'a guide')
    }
  })

  test('art dictionary: first category selected; a term opens with its definition; a related term opens; back returns; search works; a category clears the term', async ({
    page,
    request,
  }) => {
    const { categories } = await api<{ categories: Category[] }>(request, '/api/public/dictionary/category')
    const first = categories[0]!
    const { terms } = await api<{ terms: Term[] }>(request, '/api/public/dictionary/terms', { categorySlug: first.slug, term: 'all' })
    const pick = terms.find((t) => t.relatedTerms.length > 0)!
    const detail = await api<{ term: Term; related: Term[] }>(request, '/api/public/dictionary/terms', {
      categorySlug: first.slug,
      term: pick.slug,
    })
    const related = detail.related[0]!

    await page.goto('/resources/art-dictionary')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art Dictionary')
    const nav = page.getByRole('navigation', { name: 'Categories' })
    await expect(nav.getByRole('link')).toHaveText(categories.map((c) => c.category))
    await expect(nav.getByRole('link', { name: first.category })).toHaveAttribute('aria-current', 'true')
    const list = page.getByRole('region', { name: first.category })
    await expect(list.getByRole('link')).toHaveText(terms.map((t) => t.term))
    await expectAccessible(page, '/resources/art-dictionary')

    await list.getByRole('link', { name: pick.term, exact: true }).click()
    const article = page.getByRole('article', { name: pick.term })
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(pick.term)
    await expect(article).toContainText(pick.definition)
    const relatedSection = article.getByRole('region', { name: 'Related terms' })
    await expect(relatedSection.getByRole('link')).toHaveText(detail.related.map((r) => r.term))
    await expectAccessible(page, 'a dictionary term')

    await relatedSection.getByRole('link', { name: related.term, exact: true }).click()
    await expect(page.getByRole('article', { name: related.term }).getByRole('heading', { level: 2 })).toHaveText(related.term)
    await expect(page.getByRole('article', { name: related.term })).toContainText(related.definition)

    // Back (the browser's) returns to the first term; the back link returns to the list.
    await page.goBack()
    await expect(page.getByRole('article', { name: pick.term })).toBeVisible()
    await page.getByRole('link', { name: `Back to ${first.category}` }).click()
    await expect(page.getByRole('region', { name: first.category }).getByRole('link')).toHaveCount(terms.length)

    // Choosing another category clears the term.
    await list.getByRole('link', { name: pick.term, exact: true }).click()
    await expect(page.getByRole('article', { name: pick.term })).toBeVisible()
    const second = categories[1]!
    await nav.getByRole('link', { name: second.category }).click()
    await expect(nav.getByRole('link', { name: second.category })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('region', { name: second.category })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)

    // The search finds terms across categories as you type.
    const search = page.getByRole('searchbox', { name: 'Search terms and definitions' })
    await search.fill(pick.term.toLowerCase())
    const results = page.getByRole('region', { name: new RegExp(`terms? for “${pick.term.toLowerCase()}”`) })
    await expect(results).toBeVisible()
    await expect(results.getByRole('link').filter({ hasText: pick.term }).first()).toHaveAttribute(
      'href',
      `/resources/art-dictionary?category=${first.slug}&term=${pick.slug}`,
    )
    await search.fill('zzzqqq')
    await expect(page.getByText('No terms found')).toBeVisible()
  })

  test("the quiz: six one-click choices, \"You're all set!\", and 'Start Exploring' opens the shop ranked by the answers", async ({
    page,
  }) => {
    await page.goto('/learn/quiz')
    const dialog = page.getByRole('dialog', { name: 'Style quiz' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Step 1 of 7')).toBeVisible()
    await expectAccessible(page, 'the style quiz')
    const answers = ['Vibrant red', 'Portrait', 'Oil', 'Calm', 'Jazz', 'It grounds me']
    for (const [i, answer] of answers.entries()) {
      await expect(dialog.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', String(i + 1))
      const options = dialog.getByRole('list').getByRole('button')
      await expect(options).toHaveCount(i === 5 ? 2 : 3)
      await options.filter({ hasText: answer }).click()
    }
    await expect(dialog.getByRole('heading', { name: "You're all set!" })).toBeVisible()
    await expect(dialog.getByText('Step 7 of 7')).toBeVisible()
    for (const answer of answers) await expect(dialog).toContainText(answer)
    await dialog.getByRole('button', { name: 'Start Exploring' }).click()
    await expect(page).toHaveURL(/\/shop\/artworks\?/)
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      color: 'red',
      style: 'figurative',
      medium: 'oil',
      mood: 'calm,serene',
      match: 'any',
    })
    // The answers rank the collection instead of intersecting: the quiz always leads to works.
    await expect(page.getByText(/Ranked by your choices/)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Artworks' }).getByRole('article').first()).toBeVisible()
    await expect(page.getByText('No Artworks Found')).toHaveCount(0)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.getByRole('checkbox', { name: 'Figurative' })).toBeChecked()
    await expect(filters.getByRole('checkbox', { name: 'Oil' })).toBeChecked()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

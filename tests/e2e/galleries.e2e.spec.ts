import { api, type Artwork, expect, expectAccessible, expectExcerpt, stripHtml, test } from './fixtures'

type Gallery = { _id: string; username: string; fullName: string; bio: string | null }
type Exhibition = { _id: string; name: string; venue?: string | null; galleryName?: string | null }

test.describe('galleries', () => {
  test("'Explore Galleries' with the tabs Currently Viewing, Most Active, New Arrivals; tiles link to /gallery/{username}", async ({
    page,
    request,
  }) => {
    const current = await api<{ galleries: Gallery[] }>(request, '/api/public/top-galleries', { type: 'Currently Viewing' })
    const active = await api<{ galleries: Gallery[] }>(request, '/api/public/top-galleries', { type: 'Most Active' })

    await page.goto('/galleries')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Galleries')
    const tabs = page.getByRole('tablist', { name: 'Galleries' }).getByRole('tab')
    await expect(tabs).toHaveText(['Currently Viewing', 'Most Active', 'New Arrivals'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const tiles = page.getByRole('tabpanel').getByRole('listitem').getByRole('link')
    await expect(tiles.getByRole('heading')).toHaveText(current.galleries.map((g) => g.fullName))
    await expect(tiles.first()).toHaveAttribute('href', `/gallery/${current.galleries[0]!.username}`)
    await expectAccessible(page, '/galleries')

    await page.getByRole('tab', { name: 'Most Active' }).click()
    await expect(page).toHaveURL('/galleries?tab=most-active')
    await expect(tiles.getByRole('heading')).toHaveText(active.galleries.map((g) => g.fullName))
    await tiles.first().click()
    await expect(page).toHaveURL(`/gallery/${active.galleries[0]!.username}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(active.galleries[0]!.fullName)
  })

  test("gallery page: banner with a 340-character excerpt and 'View More', 'Explore Exhibitions By {name}', Current / Upcoming / Archive filter the exhibitions", async ({
    page,
    request,
  }) => {
    const { galleries } = await api<{ galleries: Gallery[] }>(request, '/api/public/galleries', {})
    const gallery = galleries.find((g) => g.username === 'sutra-contemporary') ?? galleries[0]!
    const byFilter = Object.fromEntries(
      await Promise.all(
        (['current', 'upcoming', 'archive'] as const).map(async (filter) => [
          filter,
          (await api<{ exhibitions: Exhibition[] }>(request, '/api/public/exhibitions', { galleryId: gallery._id, filter })).exhibitions,
        ]),
      ),
    ) as Record<'current' | 'upcoming' | 'archive', Exhibition[]>

    await page.goto(`/gallery/${gallery._id}`)
    const banner = page.getByRole('region', { name: gallery.fullName, exact: true })
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText(gallery.fullName)
    const bio = stripHtml(gallery.bio ?? '')
    expect(bio.length, 'a bio long enough to be cut').toBeGreaterThan(340)
    expectExcerpt(
      await banner
        .locator('p')
        .filter({ hasText: bio.slice(0, 30) })
        .innerText(),
      gallery.bio!,
      340,
    )
    // View More leads to the gallery's about section: its logo and its whole text.
    await expect(banner.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '#about')
    await banner.getByRole('link', { name: 'View More' }).click()
    const about = page.getByRole('region', { name: 'About the gallery' })
    await expect(about).toBeInViewport()
    await expect(about).toContainText(stripHtml(gallery.bio!).slice(-40))

    const section = page.getByRole('region', { name: `Explore Exhibitions By ${gallery.fullName}` })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(`Explore Exhibitions By ${gallery.fullName}`)
    const tabs = section.getByRole('tab')
    await expect(tabs).toHaveText(['Current', 'Upcoming', 'Archive'])
    await expect(section.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true')
    await expectAccessible(page, 'the gallery page')
    const tiles = section.getByRole('tabpanel').getByRole('link')
    for (const [filter, name] of [
      ['current', 'Current'],
      ['upcoming', 'Upcoming'],
      ['archive', 'Archive'],
    ] as const) {
      await section.getByRole('tab', { name }).click()
      await expect(section.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      const expected = byFilter[filter]
      if (expected.length) {
        await expect(tiles.getByRole('heading')).toHaveText(expected.map((e) => e.name))
        await expect(tiles.first()).toHaveAttribute('href', `/exhibition/${expected[0]!._id}`)
      } else {
        await expect(tiles).toHaveCount(0)
      }
    }
    expect(Object.values(byFilter).flat().length, 'the seeded gallery has exhibitions').toBeGreaterThan(0)
  })

  test('exhibition page: name, dates, venue, gallery link and its works', async ({ page, request }) => {
    const data = await api<{ exhibition: Exhibition; gallery: Gallery | null; artworks: Artwork[] }>(request, '/api/public/exhibition/1')
    await page.goto(`/exhibition/${data.exhibition._id}`)
    await expect(page).toHaveTitle(`${data.exhibition.name} · Kala`)
    const article = page.getByRole('article', { name: data.exhibition.name })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(data.exhibition.name)
    await expect(article.getByRole('term').filter({ hasText: 'Dates' })).toBeVisible()
    if (data.exhibition.venue) await expect(article).toContainText(data.exhibition.venue)
    if (data.gallery)
      await expect(article.getByRole('link', { name: data.gallery.fullName }).first()).toHaveAttribute(
        'href',
        new RegExp(`/gallery/(${data.gallery.username}|${data.gallery._id})$`),
      )
    const works = page.getByRole('region', { name: 'Works in the exhibition' }).getByRole('article')
    await expect(works).toHaveCount(data.artworks.length)
    await expect(works.first().getByRole('heading', { level: 3 })).toHaveText(data.artworks[0]!.title)
    await expectAccessible(page, 'the exhibition page')
  })
})

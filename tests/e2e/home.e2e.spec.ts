import { api, type Artwork, expect, expectAccessible, inr, type Paged, test } from './fixtures'

const topArtworks = (request: Parameters<typeof api>[0], type: string) =>
  api<Paged<'artworks', Artwork>>(request, '/api/public/top-artworks', { type })

test.describe('home', () => {
  test('hero with links to /about, /shop and /admin, the four offers, and no accessibility blockers', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Kala')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const main = page.getByRole('main')
    for (const href of ['/about', '/shop', '/admin']) await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible()

    const offers = page.getByRole('region', { name: 'Four ways to live with art' })
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
      'Buy original art',
      'Manage your art',
      'A personal viewing room',
      'Events and exhibitions',
    ])
    await expect(offers.getByRole('listitem').filter({ hasText: 'Events and exhibitions' })).toContainText('Coming soon')
    await expect(page.locator('[aria-roledescription="carousel"] a[data-slot]')).toHaveCount(5)
    await expectAccessible(page, 'the home page')
  })

  test('the carousel shows 5 top picks; a side slide rotates to the centre, input is locked for 400 ms, the centre opens the artwork', async ({
    page,
    request,
  }) => {
    const { artworks } = await topArtworks(request, 'Top Picked')
    const expected = artworks.slice(0, 5).map((a) => `/shop/artwork/${a.uploadedBy}/${a._id}`)

    await page.goto('/')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    const slides = carousel.locator('a[data-slot]')
    await expect(slides).toHaveCount(5)
    const bySlot = async () => {
      const out: string[] = []
      for (let slot = 0; slot < 5; slot++) out.push((await carousel.locator(`a[data-slot="${slot}"]`).getAttribute('href'))!)
      return out
    }
    const before = await bySlot()
    // The five slides link to the top picks by uploader and id, the first pick in the centre (index 2).
    expect([...before].sort()).toEqual([...expected].sort())
    await expect(carousel.locator('a[aria-current="true"]')).toHaveAttribute('data-slot', '2')

    // A right-side slide (slot 3) rotates the list left by one: it comes to the centre. A second
    // click at once, during the 400 ms lock, on the slide that is then leftmost, is ignored. Both
    // clicks are sent in one task of the page, so a slow machine cannot space them past the lock.
    const leftmost = carousel.locator(`a[href="${before[1]}"]`)
    await carousel.evaluate(
      (root, [first, second]) => {
        for (const href of [first, second]) root.querySelector<HTMLElement>(`a[href="${href}"]`)?.click()
      },
      [before[3]!, before[1]!],
    )
    await expect(page).toHaveURL('/')
    await expect(carousel.locator(`a[href="${before[3]}"]`)).toHaveAttribute('data-slot', '2')
    await expect(carousel.locator(`a[href="${before[3]}"]`)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator(`a[href="${before[4]}"]`)).toHaveAttribute('data-slot', '3')
    await expect(carousel.locator(`a[href="${before[0]}"]`)).toHaveAttribute('data-slot', '4')
    await expect(leftmost).toHaveAttribute('data-slot', '0')
    const centreTitle = artworks.find((a) => before[3]!.endsWith(`/${a._id}`))!.title
    await expect(page.getByTestId('carousel-caption')).toContainText(centreTitle)

    // After the lock, a left-side slide (slot 0) rotates the list right by two.
    await page.waitForTimeout(450)
    await leftmost.click()
    await expect(leftmost).toHaveAttribute('data-slot', '2')
    await expect(leftmost).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator(`a[href="${before[3]}"]`)).toHaveAttribute('data-slot', '4')

    // The centre slide is a link to its artwork page.
    await page.waitForTimeout(450)
    await leftmost.click()
    await expect(page).toHaveURL(before[1]!)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artworks.find((a) => before[1]!.endsWith(`/${a._id}`))!.title)
  })

  test('artwork of the day and the top-list tabs show what the API says', async ({ page, request }) => {
    const today = await api<{ artwork: Artwork | null }>(request, '/api/public/artwork-of-the-day')
    const newArrivals = await topArtworks(request, 'New Arrivals')
    const trending = await topArtworks(request, 'Trending Artworks')

    await page.goto('/')
    expect(today.artwork, 'the seed has public artworks, so there is an artwork of the day').not.toBeNull()
    const aotd = page.getByRole('region', { name: today.artwork!.title })
    await expect(aotd.getByText('Artwork of the day', { exact: true })).toBeVisible()
    await expect(aotd.getByRole('heading', { level: 2 })).toHaveText(today.artwork!.title)
    await expect(aotd.getByRole('link', { name: today.artwork!.artistName, exact: true })).toBeVisible()
    // Its price, or 'Sold' once another test (or a collector) has bought it.
    await expect(aotd).toContainText(today.artwork!.saleStatus === 'sold' ? 'PriceSold' : `${inr(today.artwork!.price!)}/-`)
    await expect(aotd.getByRole('link', { name: 'View the artwork' })).toHaveAttribute(
      'href',
      new RegExp(`/shop/artwork/[^/]+/${today.artwork!._id}$`),
    )

    const tabs = page.getByRole('tablist', { name: 'Top artworks' }).getByRole('tab')
    await expect(tabs).toHaveText(['Trending Artworks', 'Top Picked', 'New Arrivals'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('region', { name: 'What collectors are looking at' }).getByRole('tabpanel')
    await expect(panel.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(trending.artworks[0]!.title)
    await expect(panel.getByRole('article')).toHaveCount(Math.min(8, trending.artworks.length))

    await page.getByRole('tab', { name: 'New Arrivals' }).click()
    await expect(page.getByRole('tab', { name: 'New Arrivals' })).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(newArrivals.artworks[0]!.title)
    // A card shows artist name, title, 'medium on material', 'W x H in.' and the price with '/-'.
    const card = panel.getByRole('article').first()
    const first = newArrivals.artworks[0]!
    await expect(card.getByRole('link', { name: first.artistName, exact: true })).toBeVisible()
    await expect(card).toContainText(`${first.width} x ${first.height} in.`)
    if (first.price !== null) await expect(card).toContainText(`${inr(first.price)}/-`)

    // Arrow keys move between the tabs (WAI-ARIA tabs).
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Top Picked' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Top Picked' })).toHaveAttribute('aria-selected', 'true')
    await expectAccessible(page, 'the home page, top lists')
  })
})

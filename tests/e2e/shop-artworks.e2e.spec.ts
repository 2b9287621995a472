import type { Page } from '@playwright/test'
import { expect, expectAccessible, publicArtworks, test } from './fixtures'

const count = (n: number) => `${new Intl.NumberFormat('en-IN').format(n)} ${n === 1 ? 'artwork' : 'artworks'}`

/** The query of the current URL, as a plain object. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

/** The listing shows `shown` of `total` works, the first one being `firstTitle`. */
async function expectResults(page: Page, total: number, firstTitle: string, shown = Math.min(12, total)) {
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${shown} of ${count(total)}`)
  await expect(results.getByRole('list', { name: 'Artworks' }).getByRole('article')).toHaveCount(shown)
  await expect(results.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(firstTitle)
}

test.describe('shop artworks', () => {
  test('filters change the URL and the results; Back restores them; Clear All clears them', async ({ page, request }) => {
    const all = await publicArtworks(request)
    const abstract = await publicArtworks(request, { style: 'abstract' })
    const abstractBlue = await publicArtworks(request, { style: 'abstract', color: 'blue' })
    expect(abstract.count, 'the seed has abstract works').toBeGreaterThan(0)
    expect(abstract.count).toBeLessThan(all.count)

    await page.goto('/shop/artworks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artworks')
    await expectResults(page, all.count, all.artworks[0]!.title)
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters.getByRole('button', { name: 'Clear All' })).toBeDisabled()
    await expectAccessible(page, '/shop/artworks')

    // Style starts collapsed (nothing chosen yet). The checkbox follows the URL (it is checked once
    // the navigation has happened), so click, not check().
    await filters.getByRole('button', { name: 'Style' }).click()
    await filters.getByRole('checkbox', { name: 'Abstract' }).click()
    await expect(filters.getByRole('checkbox', { name: 'Abstract' })).toBeChecked()
    await expect.poll(() => query(page)).toEqual({ style: 'abstract' })
    await expectResults(page, abstract.count, abstract.artworks[0]!.title)

    await filters.getByRole('button', { name: 'Blue' }).click()
    await expect.poll(() => query(page)).toEqual({ style: 'abstract', color: 'blue' })
    await expect(filters.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true')
    if (abstractBlue.count) await expectResults(page, abstractBlue.count, abstractBlue.artworks[0]!.title)
    else await expect(page.getByText('No Artworks Found')).toBeVisible()

    // A link reproduces the view.
    const link = page.url()
    // Back steps through the choices.
    await page.goBack()
    await expect.poll(() => query(page)).toEqual({ style: 'abstract' })
    await expect(filters.getByRole('checkbox', { name: 'Abstract' })).toBeChecked()
    await expect(filters.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'false')
    await expectResults(page, abstract.count, abstract.artworks[0]!.title)
    await page.goBack()
    await expect.poll(() => query(page)).toEqual({})
    await expect(filters.getByRole('checkbox', { name: 'Abstract' })).not.toBeChecked()
    await expectResults(page, all.count, all.artworks[0]!.title)

    await page.goto(link)
    await expect(filters.getByRole('checkbox', { name: 'Abstract' })).toBeChecked()
    await expect(filters.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('list', { name: 'Applied filters' })).toBeVisible()
    await filters.getByRole('button', { name: 'Clear All' }).click()
    await expect(page).toHaveURL('/shop/artworks')
    await expectResults(page, all.count, all.artworks[0]!.title)
  })

  test("'Load More' appends the next 12", async ({ page, request }) => {
    const first = await publicArtworks(request, { page: 1 })
    const second = await publicArtworks(request, { page: 2 })
    await page.goto('/shop/artworks')
    await expectResults(page, first.count, first.artworks[0]!.title)
    await page.getByRole('button', { name: 'Load More' }).click()
    await expectResults(page, first.count, first.artworks[0]!.title, Math.min(24, first.count))
    const cards = page.getByRole('list', { name: 'Artworks' }).getByRole('article')
    await expect(cards.nth(12).getByRole('heading', { level: 3 })).toHaveText(second.artworks[0]!.title)
    await expect(cards.nth(11).getByRole('heading', { level: 3 })).toHaveText(first.artworks[11]!.title)
    expect(query(page), 'the page number is not part of the URL').toEqual({})
  })

  test("an impossible price range shows 'No Artworks Found'; its Clear All brings the works back", async ({ page, request }) => {
    const none = await publicArtworks(request, { priceMin: 1, priceMax: 2 })
    expect(none.count).toBe(0)
    await page.goto('/shop/artworks')
    const price = page.getByRole('form', { name: 'Price range in rupees' })
    await price.getByLabel('Min').fill('1')
    await price.getByLabel('Max').fill('2')
    await price.getByRole('button', { name: 'GO' }).click()
    await expect.poll(() => query(page)).toEqual({ priceMin: '1', priceMax: '2' })
    await expect(page.getByText('No Artworks Found')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
    await expectAccessible(page, '/shop/artworks with no results')
    await page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Clear All' }).click()
    await expect(page).toHaveURL('/shop/artworks')
    await expect(page.getByRole('list', { name: 'Artworks' }).getByRole('article')).toHaveCount(12)
  })

  test('at 1440 x 900 Price and Colour come first and open, and every other filter is a heading away', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/shop/artworks')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(page.getByRole('list', { name: 'Artworks' }).getByRole('article').first()).toBeVisible()
    const headings = filters.locator('h3 button')
    await expect(headings).toHaveCount(7)
    const titles = await headings.evaluateAll((els) => els.map((el) => el.firstElementChild?.firstChild?.textContent))
    expect(titles).toEqual(['Price', 'Colour', 'Category', 'Style', 'Medium', 'Mood', 'Size'])
    await expect(filters.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'true')
    await expect(filters.getByRole('button', { name: 'Colour' })).toHaveAttribute('aria-expanded', 'true')
    await expect(filters.getByRole('slider', { name: 'Minimum price' })).toBeInViewport()
    await expect(filters.getByRole('button', { name: 'Blue' })).toBeInViewport()
    // The next heading shows below them (a hint that more filters follow)...
    const tops = await headings.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
    expect(tops[2]).toBeLessThan(900)
    await page.screenshot({ path: 'test-results/screens/shop-filters-1440x900.png' })
    // ...and once the page scrolls past its title, the sticky sidebar shows every filter at once.
    await page.mouse.move(900, 600)
    await page.mouse.wheel(0, 420)
    await expect.poll(() => headings.last().evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(900)
    await page.screenshot({ path: 'test-results/screens/shop-filters-1440x900-scrolled.png' })
  })

  test('multi-selects show 5 options with Show More/Less and a search box; filters hide and show; 3 or 2 per row', async ({ page }) => {
    await page.goto('/shop/artworks')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('button', { name: 'Category' }).click()
    const categories = filters.getByRole('list', { name: 'Category options' }).getByRole('checkbox')
    await expect(categories).toHaveCount(5)
    const showMore = filters.getByRole('button', { name: 'Show More' }).first()
    await showMore.click()
    await expect(categories).toHaveCount(8)
    await filters.getByRole('button', { name: 'Show Less' }).first().click()
    await expect(categories).toHaveCount(5)
    await filters.getByRole('searchbox', { name: 'Search category' }).fill('sculp')
    await expect(categories).toHaveCount(1)
    await expect(categories.first()).toHaveAccessibleName('Sculpture')

    const grid = page.getByRole('list', { name: 'Artworks' })
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    await expect(page.getByRole('button', { name: '3 per row' })).toHaveAttribute('aria-pressed', 'true')
    expect(await columns()).toBe(3)
    await page.getByRole('button', { name: '2 per row' }).click()
    await expect(page.getByRole('button', { name: '2 per row' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(columns).toBe(2)

    await page.getByRole('button', { name: 'Hide filters' }).click()
    await expect(filters).toBeHidden()
    await page.getByRole('button', { name: 'Show filters' }).click()
    await expect(filters).toBeVisible()
  })

  test('searching "sutra" (a seeded gallery) suggests the gallery and shows it above the works', async ({ page, request }) => {
    const works = await publicArtworks(request, { page: 1, sort: 'newest', q: 'sutra' })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/shop/artworks')
    const box = page.getByRole('combobox', { name: 'Search artworks and artists' })
    await box.fill('sutra')
    const suggestions = page.getByRole('listbox', { name: 'Artists and galleries' })
    const suggested = suggestions.getByRole('group', { name: 'Galleries' }).getByRole('option', { name: /^Sutra Contemporary/ })
    await expect(suggested).toHaveAttribute('href', '/gallery/sutra-contemporary')
    await expectAccessible(page, "the header search's suggestions")

    // Enter with no suggestion highlighted searches the works.
    await box.press('Enter')
    await expect.poll(() => query(page)).toEqual({ q: 'sutra' })
    const people = page.getByRole('region', { name: 'Artists and galleries' })
    const gallery = people.getByRole('list', { name: 'Galleries' }).getByRole('link', { name: /^Sutra Contemporary/ })
    await expect(gallery).toHaveAttribute('href', '/gallery/sutra-contemporary')
    if (works.count) await expectResults(page, works.count, works.artworks[0]!.title)
    else await expect(page.getByText('No artworks match these words')).toBeVisible()
    await expect(page.getByText('No Artworks Found')).toHaveCount(0)
    await expectAccessible(page, '/shop/artworks?q=sutra')

    // On a phone the row scrolls inside itself; the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(gallery).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await gallery.click()
    await expect(page).toHaveURL('/gallery/sutra-contemporary')
  })
})

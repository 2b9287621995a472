import { COLORS, expect, expectAccessible, publicArtworks, test } from './fixtures'

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

test.describe('shop landing', () => {
  test('hero, Explore Artworks, Take the Style Quiz, Shop By (3 styles, mediums, moods), 12 colour swatches and Why Buy with 5 tabs', async ({
    page,
  }) => {
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Art That Speaks to You')
    const hero = page.getByRole('region', { name: 'Find Art That Speaks to You' })
    await expect(hero.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
    await expect(hero.getByRole('link', { name: 'Take the Style Quiz' })).toHaveAttribute('href', '/learn/quiz')

    const shopBy = page.getByRole('region', { name: 'Shop By', exact: true })
    await expect(shopBy.getByRole('heading', { level: 2 })).toHaveText('Shop By')
    const expected = {
      Style: ['abstract', 'figurative', 'surreal'],
      Medium: ['oil', 'watercolor', 'charcoal'],
      Mood: ['bold', 'calm', 'dreamy'],
    }
    for (const [title, values] of Object.entries(expected)) {
      const links = shopBy.getByRole('region', { name: title, exact: true }).getByRole('link')
      await expect(links).toHaveCount(3)
      for (const [i, value] of values.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `/shop/artworks?${title.toLowerCase()}=${value}`)
        await expect(links.nth(i)).toContainText(label(value))
      }
    }

    const swatches = page.getByRole('region', { name: 'Color', exact: true }).getByRole('link')
    await expect(swatches).toHaveCount(12)
    for (const [i, color] of COLORS.entries()) {
      await expect(swatches.nth(i)).toHaveAttribute('href', `/shop/artworks?color=${color}`)
      await expect(swatches.nth(i)).toHaveAccessibleName(`${label(color)}: explore artworks`)
    }
    // Hovering a swatch widens it.
    const red = swatches.first().locator('xpath=ancestor::li[1]')
    const narrow = (await red.boundingBox())!.width
    await red.hover()
    await expect.poll(async () => (await red.boundingBox())!.width).toBeGreaterThan(narrow * 1.8)

    const whyBuy = page.getByRole('region', { name: 'Why Buy' })
    const tabs = whyBuy.getByRole('tab')
    await expect(tabs).toHaveCount(5)
    await expect(tabs).toHaveText([
      'Direct from artists',
      'Story-driven listings',
      'Packaging and shipping',
      'Guides',
      'Collector-friendly',
    ])
    const panel = whyBuy.getByRole('tabpanel')
    const firstText = await panel.innerText()
    await tabs.nth(2).click()
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(panel).toHaveAccessibleName('Packaging and shipping')
    expect(await panel.innerText()).not.toBe(firstText)
    await expectAccessible(page, '/shop')
  })

  test('a colour swatch opens the listing filtered by that colour', async ({ page, request }) => {
    const { count } = await publicArtworks(request, { color: 'blue' })
    await page.goto('/shop')
    await page.getByRole('link', { name: 'Blue: explore artworks' }).click()
    await expect(page).toHaveURL('/shop/artworks?color=blue')
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('main')).toContainText(`${count} ${count === 1 ? 'artwork' : 'artworks'}`)
  })
})

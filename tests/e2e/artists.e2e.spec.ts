import { api, artworksByArtist, COLORS, expect, expectAccessible, expectExcerpt, stripHtml, test } from './fixtures'

type ArtistSummary = { artistSlug: string; artistName: string }
type Profile = {
  username: string
  artistSlug: string
  artistName: string
  bio: string | null
  education: unknown[]
  workshops: unknown[]
  exhibitions: { title: string; year: string }[]
  awards: unknown[]
  publications: unknown[]
}

const SLUG = 'meera-iyer'
const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

test.describe('artists', () => {
  test("'Explore Artists' with the tabs Trending Artists, Top Ranked, New Arrivals; tiles link to the artist's works", async ({
    page,
    request,
  }) => {
    const trending = await api<{ artists: ArtistSummary[]; count: number }>(request, '/api/public/top-artists', {
      type: 'Trending Artists',
    })
    const arrivals = await api<{ artists: ArtistSummary[] }>(request, '/api/public/top-artists', { type: 'New Arrivals' })

    await page.goto('/artists')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Artists')
    const tabs = page.getByRole('tablist', { name: 'Artists' }).getByRole('tab')
    await expect(tabs).toHaveText(['Trending Artists', 'Top Ranked', 'New Arrivals'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const tiles = page.getByRole('tabpanel').getByRole('listitem').getByRole('link')
    await expect(tiles).toHaveCount(Math.min(12, trending.count))
    await expect(tiles.first().getByRole('heading')).toHaveText(trending.artists[0]!.artistName)
    await expect(tiles.first()).toHaveAttribute('href', `/artworks/${trending.artists[0]!.artistSlug}`)
    await expectAccessible(page, '/artists')

    await page.getByRole('tab', { name: 'New Arrivals' }).click()
    await expect(page).toHaveURL('/artists?tab=new-arrivals')
    await expect(tiles.first().getByRole('heading')).toHaveText(arrivals.artists[0]!.artistName)

    await tiles.first().click()
    await expect(page).toHaveURL(`/artworks/${arrivals.artists[0]!.artistSlug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arrivals.artists[0]!.artistName)
  })

  test("artist profile: bio as HTML, photo, link to the works, five resume sections with 'View N More' opening a numbered list", async ({
    page,
    request,
  }) => {
    const { profile } = await api<{ profile: Profile }>(request, `/api/public/profile/artist/${SLUG}`)
    await page.goto(`/artist/${SLUG}`)
    const article = page.getByRole('article', { name: profile.artistName })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.artistName)
    await expect(article.getByRole('img', { name: `Portrait of ${profile.artistName}` }).first()).toBeVisible()
    // The bio is rendered as HTML (its paragraphs are paragraphs), not shown as markup.
    const bioParagraphs = (profile.bio ?? '').match(/<p>/g)?.length ?? 0
    expect(bioParagraphs).toBeGreaterThan(1)
    await expect(article.getByText(stripHtml(profile.bio!.split('</p>')[0]!))).toBeVisible()
    await expect(article).not.toContainText('<p>')
    await expect(article.getByRole('link', { name: 'View Artworks' })).toHaveAttribute('href', `/artworks/${SLUG}`)
    await expect(article.getByRole('link', { name: `${profile.artistName} on Instagram (opens in a new tab)` })).toHaveAttribute(
      'target',
      '_blank',
    )

    const resume = page.getByRole('region', { name: 'Resume' })
    await expect(resume.getByRole('heading', { level: 3 })).toHaveText([
      'Education / Training',
      'Workshops / Masterclasses',
      'Exhibitions',
      'Awards / Recognitions',
      'Publications / Press',
    ])
    const exhibitions = resume.getByRole('region', { name: 'Exhibitions' })
    expect(profile.exhibitions.length, 'the seed gives Meera more than 4 exhibitions').toBeGreaterThan(4)
    await expect(exhibitions.getByRole('listitem')).toHaveCount(4)
    const more = exhibitions.getByRole('button', { name: `View ${profile.exhibitions.length - 4} More` })
    // Sections of 4 or fewer items have no button.
    await expect(resume.getByRole('region', { name: 'Education / Training' }).getByRole('button')).toHaveCount(0)
    await expectAccessible(page, 'the artist profile')

    await more.click()
    const dialog = page.getByRole('dialog', { name: 'Exhibitions' })
    const items = dialog.getByRole('listitem')
    await expect(items).toHaveCount(profile.exhibitions.length)
    // Newest first (the latest year an entry names), entries of one year in the artist's order.
    const latest = (year: string) => Math.max(-1, ...(year.match(/\d{4}/g) ?? []).map(Number))
    const newestFirst = profile.exhibitions
      .map((item, index) => ({ item, index }))
      .sort((a, b) => latest(b.item.year) - latest(a.item.year) || a.index - b.index)
      .map((e) => e.item)
    for (const [i, item] of newestFirst.entries()) {
      await expect(items.nth(i)).toContainText(`${i + 1}.`)
      await expect(items.nth(i)).toContainText(item.title)
    }
    await expectAccessible(page, "the resume's 'View More' modal")
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await more.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(8, 8) // outside the panel
    await expect(dialog).toBeHidden()
    await more.click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('artist contact form: required fields, a 10-digit phone, then the thank-you text', async ({ page }) => {
    await page.goto(`/artist/${SLUG}`)
    const form = page.getByRole('form', { name: 'Contact Meera Iyer' })
    let posted = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/contact')) posted++
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const name of ['Name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(name)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Name')).toBeFocused()

    await form.getByLabel('Name').fill('Vikram Shetty')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Phone').fill('98200')
    await form.getByLabel('Message').fill('Is Thread Count still available for a studio visit next month?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form).toContainText('Phone must be exactly 10 digits')
    await expect(form).toContainText('Please enter a valid e-mail address.')
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, 'the artist contact form with errors', { include: 'form' })
    expect(posted, 'an invalid form sends nothing').toBe(0)

    await form.getByLabel('Email').fill('vikram.shetty@example.in')
    await form.getByLabel('Phone').fill('9820012345')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/user/contact'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    const sent = await response
    expect(sent.status()).toBe(201)
    expect(sent.request().postDataJSON()).toMatchObject({ username: SLUG, phone: '9820012345' })
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your contacting. We will get back to you soon.' })).toBeVisible()
  })

  test("artworks by artist: banner with a 240-character excerpt and 'Learn More', 'Showing a - b of N works', the colour filter and 'No Artwork'", async ({
    page,
    request,
  }) => {
    const all = await artworksByArtist(request, { artistSlug: SLUG })
    const perColour = await Promise.all(
      COLORS.map(async (color) => ({ color, count: (await artworksByArtist(request, { artistSlug: SLUG, color })).count })),
    )
    const some = perColour.find((c) => c.count > 0 && c.count < all.count)!
    const none = perColour.find((c) => c.count === 0)
    expect(some, 'a colour that narrows the list').toBeTruthy()

    await page.goto(`/artworks/${SLUG}`)
    await expect(page).toHaveTitle(`Artworks by ${all.profile.artistName} · Kala`)
    const banner = page.getByRole('region', { name: all.profile.artistName })
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText(all.profile.artistName)
    const bio = stripHtml(all.profile.bio ?? '')
    expectExcerpt(
      await banner
        .locator('p')
        .filter({ hasText: bio.slice(0, 30) })
        .innerText(),
      all.profile.bio ?? '',
      240,
    )
    await expect(banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/artist/${SLUG}`)

    const grid = page.getByRole('region', { name: 'Artworks' })
    const pages = grid.getByRole('navigation', { name: 'Pages' })
    await expect(pages).toContainText(`Showing 1 - ${Math.min(12, all.count)} of ${all.count} works`)
    await expect(grid.getByRole('article')).toHaveCount(Math.min(12, all.count))
    await expect(grid.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(grid.getByRole('group', { name: 'Colour' }).getByRole('listitem')).toHaveCount(12)
    await expectAccessible(page, '/artworks/{artistSlug}')

    await grid.getByRole('button', { name: label(some.color), exact: true }).click()
    await expect(grid.getByRole('button', { name: label(some.color), exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(pages).toContainText(`Showing 1 - ${some.count} of ${some.count} works`)
    await expect(grid.getByRole('article')).toHaveCount(some.count)
    if (none) {
      await grid.getByRole('button', { name: label(none.color), exact: true }).click()
      await expect(grid.getByText('No Artwork', { exact: true })).toBeVisible()
      await expect(grid.getByRole('article')).toHaveCount(0)
    }
    await grid.getByRole('button', { name: 'All', exact: true }).click()
    await expect(pages).toContainText(`Showing 1 - ${Math.min(12, all.count)} of ${all.count} works`)
    await expect(grid.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    if (all.count <= 12) await expect(grid.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  test("the artist name on a work a gallery uploaded links to that artist's profile", async ({ page, request }) => {
    // Was a defect: artistSlug followed the uploader, so a gallery's work linked its artist's name to
    // the gallery. Artworks now name their represented artist (collections/Artworks `artist`).
    const { galleries } = await api<{ galleries: { username: string }[] }>(request, '/api/public/galleries', {})
    const { artworks } = await api<{ artworks: { _id: string; uploadedBy: string; artistName: string }[] }>(
      request,
      '/api/public/artworks',
      {},
    )
    const work = artworks.find((a) => galleries.some((g) => g.username === a.uploadedBy))
    expect(work, 'a gallery-uploaded work on the first page').toBeTruthy()
    await page.goto(`/shop/artwork/${work!.uploadedBy}/${work!._id}`)
    await page.getByRole('region', { name: 'Specifications' }).getByRole('link', { name: work!.artistName }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(work!.artistName)
  })
})

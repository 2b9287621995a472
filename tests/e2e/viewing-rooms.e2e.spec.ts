/**
 * Personal viewing rooms end to end (issue 21, part 5), in Chromium against the real server: a
 * member builds a room of two works found by searching, with a note, and copies its link; a
 * visitor in a second browser context opens the link and sees the works and the note (the page's
 * server-rendered head says noindex); the owner revokes the link and the visitor's reload says the
 * room is no longer available, with none of its works. axe on the list, the editor and the room;
 * screenshots of the room and the editor at 390 and 1440 px.
 */
import type { Page } from '@playwright/test'
import { expectToast, expect, expectAccessible, newMember, shoot, test, worksForSale, signInByApi } from './fixtures'

const WIDTHS = [390, 1440] as const

/**
 * Finds a work by its title and adds it, until the editor holds it (its note field is there). In
 * ci13 a room was once saved without its second work and only the visitor's page noticed; no trace
 * was kept, so whether the click on "Add" was lost is not known. The add is now seen to take.
 */
async function addWork(page: Page, title: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Find works to add' }).fill(title)
  const note = page.getByLabel(`Note on ${title}`)
  await expect(async () => {
    if ((await note.count()) === 0) {
      await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: `Add ${title}` })
        .first()
        .click({ timeout: 5_000 })
    }
    await expect(note).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

test.describe('viewing rooms', () => {
  test('a member shares a room by its link; a visitor opens it; once revoked it is no longer available', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const [first, second] = await worksForSale(request, 2)
    const owner = await newMember(request, 'collector', 'Asha Menon')
    const ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await ownerContext.newPage()
    await signInByApi(page, owner.email, owner.password)

    await page.goto('/admin/rooms')
    await expect(page.getByRole('heading', { level: 1, name: 'Viewing rooms' })).toBeVisible()
    await expect(page.getByText('No viewing rooms yet')).toBeVisible()
    await expectAccessible(page, 'the viewing rooms list')
    await page.getByRole('link', { name: 'New viewing room' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'New viewing room' })).toBeVisible()
    await page.getByLabel(/^Title/).fill('For the new flat')
    await page.getByLabel(/^Introduction/).fill('Two works I would hang in the living room.')
    await addWork(page, first!.title)
    await page.getByLabel(`Note on ${first!.title}`).fill('The colours match the rug.')
    await addWork(page, second!.title)
    await page.getByRole('button', { name: 'Create room' }).click()
    await expectToast(page, 'Viewing room saved.')
    await expect(page).toHaveURL(/\/admin\/edit\/room\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit viewing room' })).toBeVisible()
    await expect(page.getByText('Not opened yet.')).toBeVisible()

    // Copy link: the clipboard holds the room's address.
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^https?:\/\/[^/]+\/rooms\/[A-Za-z0-9_-]{32}$/)
    await expect(page.getByLabel('Room link')).toHaveValue(link)
    const path = new URL(link).pathname
    await expectAccessible(page, 'the viewing room editor')

    // The page as a link preview reads it: server-rendered head, out of search engines.
    const head = await request.get(path)
    expect(head.status()).toBe(200)
    const html = await head.text()
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<title>For the new flat · Kala</title>')
    expect(html).toMatch(/<meta property="og:image" content="[^"]+" \/>/)

    // A visitor opens the link in a browser of their own.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1, name: 'For the new flat' })).toBeVisible()
    await expect(visitor.getByText('Gathered by Asha Menon')).toBeVisible()
    await expect(visitor.getByRole('heading', { level: 2, name: first!.title })).toBeVisible()
    await expect(visitor.getByRole('heading', { level: 2, name: second!.title })).toBeVisible()
    await expect(visitor.getByText('The colours match the rug.')).toBeVisible()
    await expectAccessible(visitor, 'a viewing room')

    // The owner sees the open counted.
    await page.reload()
    await expect(page.getByText(/^Opened 1 time: first on /)).toBeVisible()

    // Screenshots (written under docs/screenshots only by `npm run screenshots`).
    for (const width of WIDTHS) {
      await visitor.setViewportSize({ width, height: 900 })
      await visitor.reload()
      await expect(visitor.getByText('The colours match the rug.')).toBeVisible()
      await shoot(visitor, 'viewing-room', width)
      await page.setViewportSize({ width, height: 900 })
      await expect(page.getByRole('heading', { level: 1, name: 'Edit viewing room' })).toBeVisible()
      await shoot(page, 'viewing-room-editor', width)
    }

    // The owner revokes the link: the visitor's reload shows nothing of the room.
    await page.getByRole('button', { name: 'Revoke link' }).click()
    await expect(page.getByText('The link is revoked: it no longer opens the room.').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'New link' })).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1, name: 'This viewing room is no longer available.' })).toBeVisible()
    await expect(visitor.getByText(first!.title)).toHaveCount(0)
    await expect(visitor.getByText('The colours match the rug.')).toHaveCount(0)
    await expectAccessible(visitor, 'a revoked viewing room')
    const gone = await request.get(`/api${path}`)
    expect(gone.status()).toBe(410)
    expect(baseURL).toBeTruthy()
    await visitorContext.close()
    await ownerContext.close()
  })
})

/**
 * A certificate of authenticity, end to end (issue 20), in Chromium against the real server with
 * the payment simulator: a buyer buys a work asking for their name on the certificate; staff move
 * the order to delivered; the buyer downloads the certificate from /admin/orders and it reads as
 * one (number, title, artist, both units of size, their name, the verify address); a visitor opens
 * the printed address and sees Valid and the work, and nothing of the buyer; the work's page shows
 * its provenance, linked to the same page.
 */
import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'
import { expectToast, expect, inr, newBuyer, test, worksForSale, signInByApi } from './fixtures'
import { deliver } from './sales'

test.describe('certificates of authenticity', () => {
  test('bought, delivered, downloaded, verified by a visitor, and named on the work’s page', async ({ browser, request }) => {
    test.setTimeout(180_000)
    const [work] = await worksForSale(request, 1)
    const buyer = await newBuyer(request)
    const page = await (await browser.newContext()).newPage()

    // The buyer buys it, asking for their name on the certificate.
    await signInByApi(page, buyer.email, buyer.password)
    await page.goto(`/shop/artwork/${work!.uploadedBy}/${work!._id}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click()
    await expectToast(page, 'Added to cart')
    await page.goto('/shop/checkout')
    const form = page.getByRole('form', { name: 'Billing details' })
    await form.getByLabel(/^Phone/).fill('9812345678')
    await form.getByLabel(/Address line 1/).fill('12 MG Road')
    await form.getByLabel(/^City/).fill('Bengaluru')
    await form.getByLabel(/^State/).fill('Karnataka')
    await form.getByLabel(/PIN code/).fill('560001')
    await form.getByRole('button', { name: 'ADD BILLING DETAILS' }).click()
    await page.getByRole('radio', { name: /12 MG Road/ }).check()
    const choice = page.getByRole('checkbox', { name: 'Print my name on the certificate of authenticity' })
    await expect(choice).not.toBeChecked()
    await choice.check()
    await page.getByRole('button', { name: `Pay ${inr(work!.price!)}` }).click()
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/user/rp-verify-signature'))
    await page
      .getByRole('dialog', { name: 'Kala' })
      .getByRole('button', { name: `Pay ${inr(work!.price!)}` })
      .click()
    const { order } = (await (await verified).json()) as { order: { _id: string; orderNumber: string } }

    // Staff deliver it, as they do from /cms.
    await deliver(request, order)

    // The buyer downloads the certificate from their orders.
    await page.goto('/admin/orders')
    const card = page.getByRole('article', { name: `Order ${order.orderNumber}` })
    await expect(card).toContainText('Delivered')
    await page.waitForLoadState('networkidle')
    await expect(card.getByRole('link', { name: "Read the collector's handbook" })).toHaveAttribute(
      'href',
      '/resources/how-to/collectors-handbook',
    )
    const download = page.waitForEvent('download')
    await card.getByRole('button', { name: `Certificate of authenticity: ${work!.title}` }).click()
    const file = await (await download).path()
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)))
    // The printed address may wrap after one of the number's hyphens: read it whole.
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ').replace(/-\s+(?=[2-9A-HJKMNP-Z]{4})/g, '-')
    const number = /KALA(?:-[2-9A-HJKMNP-Z]{4}){4}/.exec(text)?.[0]
    expect(number, text).toBeTruthy()
    for (const words of [work!.title, work!.artistName, ' in ', ' cm', 'Tara Bhat', `/verify/${number}`]) expect(text).toContain(words)

    // A visitor types the printed address: Valid, the work and its artist, nothing of the buyer.
    const printed = new RegExp(`https?://\\S+(/verify/${number})`).exec(text)?.[1]
    expect(printed).toBe(`/verify/${number}`)
    const visitor = await (await browser.newContext()).newPage()
    const answer = await visitor.goto(printed!)
    expect(answer?.status()).toBe(200)
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await expect(visitor.getByRole('status')).toHaveText('Valid')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(number!)
    await expect(visitor.getByRole('heading', { level: 2, name: work!.title })).toBeVisible()
    await expect(visitor.getByText('Sold through Kala', { exact: true })).toBeVisible()
    await expect(visitor.locator('body')).not.toContainText('Tara')
    await expect(visitor.locator('body')).not.toContainText(buyer.email)

    // The work's page names its certificate, linked to the same page.
    await visitor.goto(`/shop/artwork/${work!.uploadedBy}/${work!._id}`)
    const provenance = visitor.getByText(/Sold through Kala, \w+ \d{4}, certificate/)
    await expect(provenance).toBeVisible()
    await expect(provenance.getByRole('link', { name: number })).toHaveAttribute('href', `/verify/${number}`)
    await expect(visitor.locator('body')).not.toContainText('Tara')
  })
})

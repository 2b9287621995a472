/**
 * A server-rendered page paints styled before the style sheet and the app arrive (issue 22): its
 * head carries the rules its content uses, the whole sheet is linked after the content
 * (cms/render/criticalCss.ts), and the app is started after the first paint (cms/render/appBoot.ts;
 * every other end-to-end test waits for the app to have taken its page over). Without JavaScript, so what is measured is the server's page: every
 * element of the content sits where it sits with the whole sheet, in the same font and colour.
 */
import type { Page } from '@playwright/test'
import { expect, publicArtworks, test } from './fixtures'

/** Each element of the content: its tag, box, font and colour, as laid out now. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')].map((el) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      const at = [box.x, box.y, box.width, box.height].map(Math.round).join(' ')
      return `${el.tagName.toLowerCase()} ${at} ${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.color} ${style.backgroundColor}`
    }),
  )

test('home, the shop and an artwork are laid out by their inlined rules alone as by the whole style sheet, at 390 and 1440 px', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const page = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()
  const { artworks } = await publicArtworks(request)
  const work = artworks[0]!
  for (const path of ['/', '/shop/artworks', `/shop/artwork/${work.uploadedBy}/${work._id}`]) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, `${path}: its rules in its head`).toMatch(/<style>@layer /)
    expect(head, `${path}: no style sheet holds back its first paint`).not.toMatch(/rel="stylesheet"/)
    expect(head, `${path}: the app's modules are not asked for before the first paint`).not.toMatch(/type="module"|modulepreload/)
    // After the content: the whole sheet, then the loader that starts the app after the first paint.
    expect(html.slice(html.indexOf('</head>')), `${path}: the whole sheet and the app's loader after the content`).toMatch(
      /<link rel="stylesheet"[^>]*\.css">\s*<script type="application\/json" id="__KALA_APP__">\["\/assets\/[^"]+\.js"[^<]*<\/script><script type="module">[^<]+<\/script>\s*<\/body>/,
    )

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.unroute('**/assets/*.css')
      await page.goto(path)
      const whole = await layout(page)
      expect(whole.length, `${path}: content in the server's page`).toBeGreaterThan(20)
      // The sheet never arrives: only the head's rules style the page.
      await page.route('**/assets/*.css', (route) => route.abort())
      await page.goto(path)
      expect(await layout(page), `${path} at ${width} px with its inlined rules alone`).toEqual(whole)
    }
  }
})

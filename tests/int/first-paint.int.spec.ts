/**
 * A server-rendered page's own rules in its head, the whole style sheet at the end of its body
 * and the app started after the first paint (cms/render/criticalCss.ts, appBoot.ts, document.ts):
 * what a page's markup uses is inlined, in the sheet's order; nothing it does not use; pages
 * without content keep the sheet and the app in their head.
 */
import { createHash } from 'node:crypto'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { APP_BOOT } from '../../cms/render/appBoot'
import { classesInMarkup, criticalCss, parseSheet } from '../../cms/render/criticalCss'
import { securityHeaders } from '../../cms/security'
import { listen } from './helpers/server'
import { parseShell, renderDocument, type PageDocument } from '../../cms/render/document'

const SHEET = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-ink:#111}}',
  '@layer base{*,:before,:after{box-sizing:border-box}body{margin:0}}',
  '@layer components{.card{padding:1rem}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.text-ink{color:var(--color-ink)}',
  '.w-1\\/2{width:50%}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}',
  '.group:hover .group-hover\\:underline{text-decoration-line:underline}',
  '.btn:not(.is-active){opacity:.5}',
  '.a,.b{margin:0}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
  '@media (min-width:64rem){.lg\\:flex{display:flex}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@font-face{font-family:Noto;src:url(/n.woff2)}',
].join('')

const html = (classes: string) => `<div class="${classes}"><span>x</span></div>`

describe('the rules a page uses', () => {
  const sheet = parseSheet(SHEET)

  it('keeps the rules of the classes in the markup and those that need none, in the sheet’s order, and drops the rest', () => {
    const css = criticalCss(sheet, html('flex text-ink md:grid'))
    expect(css).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer theme{:root,:host{--color-ink:#111}}',
        '@layer base{*,:before,:after{box-sizing:border-box}body{margin:0}}',
        '@layer components{}',
        '@layer utilities{.flex{display:flex}.text-ink{color:var(--color-ink)}@media (min-width:48rem){.md\\:grid{display:grid}}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
        '@font-face{font-family:Noto;src:url(/n.woff2)}',
      ].join(''),
    )
  })

  it('reads escaped class names as the markup writes them, React’s entities included', () => {
    const markup = '<p class="w-1/2 [&amp;&gt;svg]:size-4"></p>'
    expect([...classesInMarkup(markup)]).toEqual(['w-1/2', '[&>svg]:size-4'])
    const css = criticalCss(sheet, markup)
    expect(css).toContain('.w-1\\/2{width:50%}')
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}')
    expect(css).not.toContain('.flex{')
  })

  it('keeps a rule when one of its selectors matches, needing every class of that selector but none inside :not()', () => {
    expect(criticalCss(sheet, html('b'))).toContain('.a,.b{margin:0}')
    expect(criticalCss(sheet, html('group-hover:underline'))).not.toContain('group-hover')
    expect(criticalCss(sheet, html('group group-hover:underline'))).toContain('.group:hover .group-hover\\:underline{')
    expect(criticalCss(sheet, html('btn'))).toContain('.btn:not(.is-active){opacity:.5}')
  })

  it('drops a media block none of whose rules the page uses', () => {
    expect(criticalCss(sheet, html('flex'))).not.toContain('@media')
    expect(criticalCss(sheet, html('lg:flex'))).toContain('@media (min-width:64rem){.lg\\:flex{display:flex}}')
  })
})

describe('a rendered page’s document', () => {
  const index = [
    '<!doctype html><html lang="en-IN"><head>',
    '<title>Kala</title>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/dep-c.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-b.css">',
    '</head><body><div id="root"></div><noscript>Kala needs JavaScript.</noscript></body></html>',
  ].join('\n')
  const shell = parseShell(index, (href) => (href === '/assets/index-b.css' ? SHEET : null))
  const page: PageDocument = { title: 'Shop', description: 'Works', path: '/shop/artworks', type: 'website', jsonLd: [] }
  const link = '<link rel="stylesheet" crossorigin href="/assets/index-b.css">'

  it('inlines the rules its content uses in the head, and links the whole sheet after the content', () => {
    const doc = renderDocument(shell, { ...page, body: '<main class="flex">Works</main>' })
    const head = doc.slice(0, doc.indexOf('</head>'))
    expect(head).toContain('<style>@layer theme,base,components,utilities;')
    expect(head).toContain('.flex{display:flex}')
    expect(head).not.toContain('.hidden{')
    expect(head).not.toContain(link)
    expect(doc.indexOf(link)).toBeGreaterThan(doc.indexOf('<main class="flex">Works</main>'))
    expect(doc.indexOf(link)).toBeLessThan(doc.indexOf('</body>'))
    expect(doc.match(/rel="stylesheet"/g)).toHaveLength(1)
  })

  it('starts the app after its first paint: no module in the head, the loader after the sheet, allowed by its hash alone', async () => {
    const doc = renderDocument(shell, { ...page, body: '<main class="flex">Works</main>' })
    const head = doc.slice(0, doc.indexOf('</head>'))
    expect(head).not.toMatch(/type="module"|modulepreload/)
    const tail = doc.slice(doc.indexOf(link))
    expect(tail).toContain('<script type="application/json" id="__KALA_APP__">["/assets/index-a.js","/assets/dep-c.js"]</script>')
    const inline = /<script type="module">([^<]+)<\/script>/.exec(tail)?.[1]
    expect(inline).toBe(APP_BOOT)
    // The storefront's policy names that script's hash, and allows no other inline script.
    const app = express()
    app.use(securityHeaders({ dev: false }).storefront)
    app.get('/', (_req, res) => void res.send('ok'))
    const server = await listen(app)
    try {
      const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? ''
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline!).digest('base64')}'`)
      expect(scriptSrc).not.toContain('unsafe-inline')
    } finally {
      await server.close()
    }
  })

  it('keeps the sheet and the app in the head of a page without content, and when the sheet cannot be read', () => {
    expect(renderDocument(shell, page)).toContain(`${link}\n</head>`)
    expect(renderDocument(shell, page)).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>')
    const unread = parseShell(index)
    expect(renderDocument(unread, { ...page, body: '<main class="flex">Works</main>' })).toContain(`${link}\n</head>`)
  })
})

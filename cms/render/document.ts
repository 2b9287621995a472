/**
 * The storefront's HTML shell (index.html as the build wrote it) filled for one page: its own
 * <title>, description, canonical URL, Open Graph and Twitter card tags, JSON-LD, the preload of
 * its largest image, its main content inside #root and the data its first render needs.
 */
import { publicUrl } from '../publicUrl'
import { bootAfterPaint } from './appBoot'
import { criticalCss, parseSheet, type CriticalSheet } from './criticalCss'
import { escapeHtml, jsonForScript } from './escape'

export type ImageRef = { url: string; width: number; height: number; alt: string }

/** One query's answer, under the key the storefront's hook uses (seeded before the first render). */
export type DehydratedQuery = { queryKey: readonly unknown[]; data: unknown }

export type PageDocument = {
  /** The page's own title; ' · Kala' is appended as the storefront's useDocumentMeta does. */
  title: string
  description: string
  /** The canonical path ('/shop/artwork/meera-iyer/12'). */
  path: string
  type: 'website' | 'product' | 'profile'
  image?: ImageRef | null
  jsonLd: Record<string, unknown>[]
  /** The page's main content as HTML, for readers without JavaScript; React replaces it on mount. */
  body?: string
  /** The largest image of the first screen, as the page's <img> asks for it. */
  preload?: { href: string; srcset: string; sizes: string; type?: 'image/avif' }
  queries?: DehydratedQuery[]
  /**
   * Kept out of search engines, and its head only: the storefront fills the page in the browser
   * (a certificate's verify page, whose answer comes from the rate-limited API, never from here).
   */
  noindex?: boolean
}

export const SITE = 'Kala'
/** The element the dehydrated queries travel in; storefront/src/lib/server-data.ts reads it. */
export const DATA_ELEMENT_ID = '__KALA_DATA__'

export const fullTitle = (title: string): string => (title === SITE ? SITE : `${title} · ${SITE}`)

/** An address on this site ('/media/x.jpg') as an absolute URL; absolute ones are kept. */
export function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl()}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * The shell as built (`plain`), marked noindex, and cut where a page's tags and content go
 * (`parts`: null when it lacks a <title> or an empty #root, and then pages get it plain).
 * `withContent`: for a page with content, when the shell links a style sheet whose file could be
 * read, the shell cut once more where the page's own rules go (`beforeStyle`, `afterStyle`; the
 * sheet's link and the app's modules taken out), and its end (`last`) with the whole sheet and the
 * app's loader (appBoot.ts) before </body>: what a render then only joins.
 */
export type Shell = {
  plain: string
  noindex: string
  parts: { head: string; beforeRoot: string; afterRoot: string } | null
  withContent: { beforeStyle: string; afterStyle: string; last: string; sheet: () => CriticalSheet } | null
}

const ROOT = '<div id="root"></div>'
/** The shell's site-wide tags that each page replaces with its own. */
const PER_PAGE_TAGS = [
  /<title>[\s\S]*?<\/title>/i,
  /<meta\s+name="description"[^>]*>/i,
  /<meta\s+property="og:(?:title|description|type)"[^>]*>/gi,
]
const MARK = '<!--kala:head-->'
/** The build's one style sheet link (Vite writes it last in <head>). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/

/** `readSheet` reads the style sheet the shell links to, by its href ('/assets/index-x.css'), or returns null. */
export function parseShell(html: string, readSheet: (href: string) => string | null = () => null): Shell {
  const noindex = html.replace(/<\/head>/i, '  <meta name="robots" content="noindex" />\n  </head>')
  if (!/<title>[\s\S]*?<\/title>/i.test(html) || !html.includes(ROOT)) return { plain: html, noindex, parts: null, withContent: null }
  let stripped = html.replace(PER_PAGE_TAGS[0], MARK)
  for (const tag of PER_PAGE_TAGS.slice(1)) stripped = stripped.replace(tag, '')
  // The blank lines the removed tags leave behind.
  stripped = stripped.replace(/\n\s*\n/g, '\n')
  const [beforeMark, afterMark] = stripped.split(MARK) as [string, string]
  const [middle, afterRoot] = afterMark.split(ROOT) as [string, string]
  const parts = { head: beforeMark, beforeRoot: middle, afterRoot }
  return { plain: html, noindex, parts, withContent: cutForContent(middle, afterRoot, readSheet) }
}

/** A page whose content is in the HTML is readable without JavaScript: no "needs JavaScript" notice. */
const withoutNoscript = (afterRoot: string): string => afterRoot.replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '')

/**
 * The rules a page's content uses go in its head; the whole sheet at the end of the body, where it
 * holds back no paint of the content before it; the app started after the first paint
 * (appBoot.ts), once the sheet is there (a module script waits for the sheets before it).
 */
function cutForContent(beforeRoot: string, afterRoot: string, readSheet: (href: string) => string | null): Shell['withContent'] {
  const link = STYLESHEET.exec(beforeRoot)
  const css = link ? readSheet(link[1]!) : null
  if (!link || css === null) return null
  const app = bootAfterPaint(beforeRoot)
  const [beforeStyle, afterStyle] = (app?.tags ?? beforeRoot).split(link[0]) as [string, string]
  const last = withoutNoscript(afterRoot).replace(/<\/body>/i, () => `  ${link[0]}\n  ${app?.boot ?? ''}\n  </body>`)
  // Parsed at the first page that needs it (some 0.3 s), not while the server starts.
  let parsed: CriticalSheet | undefined
  return { beforeStyle, afterStyle, last, sheet: () => (parsed ??= parseSheet(css)) }
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`

/** The page's tags for <head>. */
export function headTags(page: PageDocument): string {
  const title = escapeHtml(fullTitle(page.title))
  const url = absoluteUrl(page.path)
  const tags = [
    `<title>${title}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', fullTitle(page.title)),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', fullTitle(page.title)),
    meta('name', 'twitter:description', page.description),
  ]
  if (page.image) {
    const image = absoluteUrl(page.image.url)
    tags.push(meta('property', 'og:image', image))
    if (page.image.width > 0 && page.image.height > 0) {
      tags.push(meta('property', 'og:image:width', page.image.width), meta('property', 'og:image:height', page.image.height))
    }
    tags.push(meta('property', 'og:image:alt', page.image.alt), meta('name', 'twitter:image', image))
  }
  if (page.preload) {
    const { href, srcset, sizes, type } = page.preload
    const typed = type ? ` type="${type}"` : ''
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"${typed} fetchpriority="high" />`,
    )
  }
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'))
  for (const item of page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`)
  return tags.join('\n    ')
}

/**
 * The image preloads React writes at the start of a rendered page (one for each image it renders
 * with fetchPriority="high": the hero, the first works of a grid), split from the content. In the
 * body they are found only after the head's scripts, modules and style sheet, which the browser
 * then asks for first; in the head, ahead of those, the image that paints first is asked for
 * first. They are React's hints, not part of the tree it hydrates.
 */
const LEADING_IMAGE_PRELOADS = /^(?:\s*<link rel="preload" as="image"[^<>]*\/>)+/

export function splitImagePreloads(body: string): { preloads: string; content: string } {
  const found = LEADING_IMAGE_PRELOADS.exec(body)?.[0] ?? ''
  return { preloads: found.trim(), content: body.slice(found.length) }
}

/** The whole document for a page. */
export function renderDocument(shell: Shell, page: PageDocument): string {
  if (!shell.parts) return shell.plain
  const data = page.queries?.length
    ? `<script type="application/json" id="${DATA_ELEMENT_ID}">${jsonForScript({ queries: page.queries })}</script>`
    : ''
  const { head, beforeRoot, afterRoot } = shell.parts
  const { preloads, content } = splitImagePreloads(page.body ?? '')
  const hints = preloads ? `\n    ${preloads}` : ''
  const cut = page.body ? shell.withContent : null
  if (!cut) {
    const after = page.body ? withoutNoscript(afterRoot) : afterRoot
    return `${head}${headTags(page)}${hints}${beforeRoot}<div id="root">${content}</div>${data}${after}`
  }
  const style = `<style>${criticalCss(cut.sheet(), content)}</style>`
  return `${head}${headTags(page)}${hints}${cut.beforeStyle}${style}${cut.afterStyle}<div id="root">${content}</div>${data}${cut.last}`
}

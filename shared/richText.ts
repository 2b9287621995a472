/**
 * The HTML a member may write in a bio (DECISIONS 22), one allow-list for both sides: the server
 * cleans a bio on save with sanitize-html (hooks/sanitizeBio.ts) and the storefront cleans it again
 * before showing it with DOMPurify (defence in depth: storefront/src/lib/sanitize-html.ts). Both
 * keep the same elements, so what the member saved is what the profile shows. Browser-safe:
 * imports nothing.
 */

/** Elements kept, with no attributes except a link's href (and the link attributes below). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'] as const

/** Elements written as their current equivalent: <b> is kept as <strong>, <i> as <em>. */
export const RICH_TEXT_RENAMED: Readonly<Record<string, (typeof RICH_TEXT_TAGS)[number]>> = { b: 'strong', i: 'em' }

/**
 * Elements dropped together with everything inside them (code, embedded documents, form controls
 * and media). Any other element that is not kept is unwrapped: its text stays.
 */
export const RICH_TEXT_DROPPED = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'textarea',
  'select',
  'option',
  'button',
  'form',
  'input',
  'img',
  'video',
  'audio',
  'canvas',
  'picture',
  'source',
] as const

/** Link schemes kept; a link to anything else (relative, javascript:, data:) is unwrapped. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const

const SAFE_HREF = new RegExp(`^(${RICH_TEXT_SCHEMES.map((s) => (s === 'mailto' ? 'mailto:' : `${s}://`)).join('|')})`, 'i')

/** The href to keep, or null: only absolute http(s) and mailto links, without control characters. */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null
  // Browsers ignore whitespace and control characters inside a scheme ("java\nscript:").
  // eslint-disable-next-line no-control-regex
  const href = value.trim().replace(/[\u0000-\u001F\u007F]/g, '')
  return SAFE_HREF.test(href) ? href : null
}

/** What a kept link carries besides its href: a web link opens in a new tab, passing no referrer or rank. */
export function linkAttributes(href: string): Record<string, string> {
  return href.toLowerCase().startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' }
}

/**
 * Member-written rich text cleaned in Node: by the save hook (hooks/sanitizeBio.ts) and by the
 * storefront's server renderer (entry-server.tsx), where the browser's DOMPurify has no DOM.
 * sanitize-html, configured from the allow-list the storefront's DOMPurify uses too (richText.ts).
 */
import sanitizeHtml from 'sanitize-html'
import { linkAttributes, RICH_TEXT_DROPPED, RICH_TEXT_RENAMED, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS, safeHref } from './richText'

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED],
  transformTags: {
    ...RICH_TEXT_RENAMED,
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href)
      return { tagName: 'a', attribs: href ? { href, ...linkAttributes(href) } : {} }
    },
  },
  // A link without a safe href is unwrapped: its markup goes, its text stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
}

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options)

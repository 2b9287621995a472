import type { CollectionBeforeChangeHook } from 'payload'
import sanitizeHtml from 'sanitize-html'
import type { Gallery, User } from '../payload-types'
import { linkAttributes, RICH_TEXT_DROPPED, RICH_TEXT_RENAMED, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS, safeHref } from '../shared/richText'

/** sanitize-html, configured from the allow-list the storefront's DOMPurify uses too (shared/richText.ts). */
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

export const sanitizeHtmlString = (html: string): string => sanitizeHtml(html, options)

/** Bios are shown as HTML on public pages: keep only the shared allow-list's markup. */
export const sanitizeBio: CollectionBeforeChangeHook<User | Gallery> = ({ data }) =>
  typeof data.bio === 'string' ? { ...data, bio: sanitizeHtmlString(data.bio) } : data

import type { CollectionBeforeChangeHook } from 'payload'
import sanitizeHtml from 'sanitize-html'

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
}

export const sanitizeHtmlString = (html: string): string => sanitizeHtml(html, allowed)

/** Bios are shown as HTML on public pages: keep only harmless markup. */
export const sanitizeBio: CollectionBeforeChangeHook = ({ data }) =>
  typeof data.bio === 'string' ? { ...data, bio: sanitizeHtmlString(data.bio) } : data

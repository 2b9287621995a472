/**
 * The storefront's cleaning of member-written bios before they are shown (defence in depth: the
 * server cleans them on save). DOMPurify, configured from the allow-list the server uses too
 * (shared/richText.ts): its elements are kept, <b> and <i> become <strong> and <em>, links keep
 * only an absolute http(s) or mailto href (a web link opens in a new tab), dropped elements go
 * with their content, and any other element is unwrapped (its text stays).
 */
import DOMPurify, { type Config } from 'dompurify'
import { linkAttributes, RICH_TEXT_DROPPED, RICH_TEXT_RENAMED, RICH_TEXT_TAGS, safeHref } from '@shared/richText'

export { safeHref }

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...Object.keys(RICH_TEXT_RENAMED)],
  ALLOWED_ATTR: ['href'],
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED],
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
}

/** What DOMPurify leaves, brought to the shared rules: renamed elements, safe links only. */
function finish(root: DocumentFragment) {
  for (const [from, to] of Object.entries(RICH_TEXT_RENAMED)) {
    for (const element of Array.from(root.querySelectorAll(from))) {
      const renamed = element.ownerDocument.createElement(to)
      renamed.append(...Array.from(element.childNodes))
      element.replaceWith(renamed)
    }
  }
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const href = safeHref(link.getAttribute('href'))
    if (!href) {
      link.replaceWith(...Array.from(link.childNodes))
      continue
    }
    link.setAttribute('href', href)
    for (const [name, value] of Object.entries(linkAttributes(href))) link.setAttribute(name, value)
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Plain text (no tags) becomes paragraphs: blank lines split them, single newlines are <br>. */
function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

let nodeSanitizer: ((html: string) => string) | null = null

/**
 * The cleaner used where there is no DOM (the server renderer gives shared/sanitizeRichText.ts,
 * the save hook's own, so the browser bundle does not carry it). The markup it writes may differ
 * from DOMPurify's in spelling, not in what it keeps; hydration keeps the server's.
 */
export function setNodeSanitizer(sanitize: (html: string) => string): void {
  nodeSanitizer = sanitize
}

/** Sanitised HTML for `dangerouslySetInnerHTML`; '' for empty input. */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input || !input.trim()) return ''
  const source = /<[a-z!/?]/i.test(input) ? input : textToHtml(input)
  if (typeof document === 'undefined') {
    if (!nodeSanitizer) throw new Error('sanitizeHtml: no DOM and no Node sanitizer set')
    return nodeSanitizer(source)
  }
  const fragment = DOMPurify.sanitize(source, CONFIG)
  finish(fragment)
  const root = document.createElement('div')
  root.append(fragment)
  return root.innerHTML
}

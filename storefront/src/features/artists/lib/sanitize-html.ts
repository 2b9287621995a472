/**
 * A tiny allow-list HTML sanitiser for member-written bios (defence in depth: the server cleans
 * bios too). Built on DOMParser, no dependency. Kept: p, br, strong, em (b and i become strong
 * and em) and a with an http(s) or mailto href. Script-like elements are dropped with their
 * content; any other element is unwrapped (its text stays). The output is built from fresh nodes
 * (text nodes and the allowed tags only), so nothing of the input's markup survives serialisation.
 */

const KEEP: Record<string, string> = { P: 'p', BR: 'br', STRONG: 'strong', EM: 'em', B: 'strong', I: 'em', A: 'a' }
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'BASE',
  'TEXTAREA',
  'SELECT',
  'OPTION',
  'BUTTON',
  'FORM',
  'INPUT',
  'IMG',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'PICTURE',
  'SOURCE',
])
const SAFE_HREF = /^(https?:\/\/|mailto:)/i

/** The href to keep, or null: only absolute http(s) and mailto links, without control characters. */
export function safeHref(value: string | null): string | null {
  if (!value) return null
  // Browsers ignore whitespace and control characters inside a scheme ("java\nscript:").
  // eslint-disable-next-line no-control-regex
  const href = value.trim().replace(/[\u0000-\u001F\u007F]/g, '')
  return SAFE_HREF.test(href) ? href : null
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) copyNode(child, to, doc)
}

function copyNode(node: Node, parent: Node, doc: Document) {
  if (node.nodeType === Node.TEXT_NODE) {
    parent.appendChild(doc.createTextNode(node.textContent ?? ''))
    return
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return // comments, processing instructions
  const element = node as Element
  const tag = element.tagName.toUpperCase()
  if (DROP.has(tag)) return
  const keep = KEEP[tag]
  if (!keep) {
    copyChildren(element, parent, doc)
    return
  }
  if (keep === 'a') {
    const href = safeHref(element.getAttribute('href'))
    if (!href) {
      copyChildren(element, parent, doc)
      return
    }
    const link = doc.createElement('a')
    link.setAttribute('href', href)
    if (!href.toLowerCase().startsWith('mailto:')) {
      link.setAttribute('target', '_blank')
      link.setAttribute('rel', 'noopener noreferrer nofollow')
    }
    copyChildren(element, link, doc)
    parent.appendChild(link)
    return
  }
  const clean = doc.createElement(keep)
  if (keep !== 'br') copyChildren(element, clean, doc)
  parent.appendChild(clean)
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

/** Sanitised HTML for `dangerouslySetInnerHTML`; '' for empty input. */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input || !input.trim()) return ''
  const source = /<[a-z!/?]/i.test(input) ? input : textToHtml(input)
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${source}`, 'text/html')
  const out = document.implementation.createHTMLDocument('')
  const root = out.createElement('div')
  copyChildren(parsed.body, root, out)
  return root.innerHTML
}

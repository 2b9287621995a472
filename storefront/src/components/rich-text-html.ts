/**
 * The HTML of the bio's editor, brought to the bio's allow-list (shared/richText.ts, DECISIONS 22)
 * before it is sent, and a saved bio before it is loaded into the editor. Lexical writes a <span
 * style="white-space: pre-wrap"> around each run of text, classes and a dir on blocks, and bold or
 * italic text twice over (<b><strong class=…>); pasted or older markup brings <div>s and styles. The
 * server would strip these in ways the member did not see. Kept elements keep no attributes except a
 * safe link href; <b>/<i> become <strong>/<em>, and one inside another of its kind is unwrapped; a
 * <div> becomes a <p>; dropped elements go with their content; anything else is unwrapped.
 */
import { RICH_TEXT_DROPPED, RICH_TEXT_RENAMED, RICH_TEXT_TAGS, safeHref } from '@shared/richText'

const KEPT = new Set<string>(RICH_TEXT_TAGS)
const DROPPED = new Set<string>(RICH_TEXT_DROPPED)
/** Block elements of pasted or browser-made markup that stand for a paragraph. */
const AS_PARAGRAPH = new Set(['div', 'section', 'article', 'h1', 'h2', 'h5', 'h6', 'pre'])

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')]
  if (node.nodeType !== Node.ELEMENT_NODE) return []
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  if (DROPPED.has(tag)) return []
  const children = Array.from(element.childNodes).flatMap((child) => clean(child, doc))
  const name = RICH_TEXT_RENAMED[tag] ?? (AS_PARAGRAPH.has(tag) ? 'p' : tag)
  if (!KEPT.has(name)) return children
  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'))
    if (!href) return children
    const link = doc.createElement('a')
    link.setAttribute('href', href)
    link.append(...children)
    return [link]
  }
  const kept = doc.createElement(name)
  kept.append(...children)
  return [kept]
}

/** A paragraph with nothing but a line break (an empty editor line). */
const isEmptyBlock = (node: Node) =>
  node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName === 'P' && !(node.textContent ?? '').trim()

/** The allow-listed HTML of an editor's content; '' when it holds no text. */
export function normalizeRichText(html: string): string {
  if (!html.trim()) return ''
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const out = doc.createElement('div')
  out.append(...Array.from(doc.body.childNodes).flatMap((child) => clean(child, doc)))
  // Paragraphs cannot hold paragraphs (a <div> inside a <div> would nest them), and bold inside bold
  // is bold (Lexical's <b><strong>): the inner one is unwrapped.
  for (const inner of Array.from(out.querySelectorAll('p p, strong strong, em em, u u'))) inner.replaceWith(...Array.from(inner.childNodes))
  // Text typed before the first paragraph sits loose at the top: wrap each run of it in a <p>.
  let run: Node[] = []
  const flush = (before: Node | null) => {
    if (run.some((n) => (n.textContent ?? '').trim() || n.nodeName === 'BR')) {
      const p = doc.createElement('p')
      out.insertBefore(p, before)
      p.append(...run)
    } else run.forEach((n) => n.parentNode?.removeChild(n))
    run = []
  }
  for (const child of Array.from(out.childNodes)) {
    const inline = child.nodeType === Node.TEXT_NODE || ['STRONG', 'EM', 'U', 'A', 'BR'].includes(child.nodeName)
    if (inline) run.push(child)
    else flush(child)
  }
  flush(null)
  for (const child of Array.from(out.childNodes)) if (isEmptyBlock(child)) child.remove()
  // A trailing <br> in a paragraph is the editor's caret placeholder.
  for (const br of Array.from(out.querySelectorAll('p > br:last-child'))) if (br.parentElement?.lastChild === br) br.remove()
  if (!(out.textContent ?? '').trim()) return ''
  return out.innerHTML
}

/**
 * The style sheet's rules a rendered page uses, for its <head> (issue 22: first paint on a phone).
 * The storefront's one style sheet (Tailwind's output, some 110 KB) blocks the first paint until
 * it has arrived; a server-rendered page instead carries the rules its own markup needs in a
 * <style>, and asks for the whole sheet at the end of its body, where it blocks no paint of what
 * came before it (document.ts). The inlined rules are a subset of the sheet in the sheet's own
 * order, so once the sheet has arrived every element is styled exactly as by the sheet alone.
 *
 * The sheet is parsed once (postcss); a page then costs a scan of its class attributes and a
 * lookup per rule.
 */
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss'

/** A part of the sheet: text kept whenever its block is, or a rule kept when a page has all the classes of one of its selectors. */
type Part =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'block'; open: string; parts: Part[]; layer: boolean }

export type CriticalSheet = { parts: Part[] }

/** `.md\:grid-cols-3` → `md:grid-cols-3`: a class selector's name as the markup writes it. */
const unescapeIdent = (ident: string): string =>
  ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  )

const CLASS = /\.((?:[\w-]|\\[\s\S]|[^\x00-\x7f])+)/g // eslint-disable-line no-control-regex -- non-ASCII name characters

/**
 * The classes an element needs for `selector` to match it or its neighbours: every class named,
 * except inside :not(), which asks for a class's absence.
 */
function classesOf(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
  return [...positive.matchAll(CLASS)].map((m) => unescapeIdent(m[1]!))
}

function partOf(node: ChildNode): Part | null {
  if (node.type === 'comment') return null
  if (node.type === 'rule') {
    const rule = node as Rule
    const needs = rule.selectors.map(classesOf)
    // A selector without classes (the reset's element selectors, :root's variables) applies to every page.
    if (needs.some((classes) => classes.length === 0)) return { kind: 'always', text: rule.toString() }
    return { kind: 'rule', text: rule.toString(), needs }
  }
  if (node.type === 'atrule') {
    const at = node as AtRule
    // Blocks of rules: kept with what they hold that a page uses. Fonts, keyframes and registered
    // properties are kept whole: a rule kept may name them.
    if (at.nodes && ['media', 'supports', 'layer', 'container'].includes(at.name)) {
      const parts = at.nodes.map(partOf).filter((p): p is Part => p !== null)
      return { kind: 'block', open: `@${at.name}${at.params ? ` ${at.params}` : ''}{`, parts, layer: at.name === 'layer' }
    }
    // A statement (`@layer a,b;`, `@import`) is written without its semicolon when written alone.
    return { kind: 'always', text: at.nodes ? at.toString() : `${at.toString()};` }
  }
  return { kind: 'always', text: node.toString() }
}

export function parseSheet(css: string): CriticalSheet {
  const root = postcss.parse(css)
  // Written without the build's line breaks and indentation (the sheet is minified already).
  root.walk((node) => {
    node.raws.before = ''
    node.raws.after = ''
    if (node.type === 'rule') node.raws.between = ''
  })
  return { parts: root.nodes.map(partOf).filter((p): p is Part => p !== null) }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

/** Every class in the markup's class attributes, as written (React escapes `&`, `<`, `>` and quotes in them). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!).split(/\s+/)) {
      if (name) classes.add(name)
    }
  }
  return classes
}

function emit(parts: Part[], classes: Set<string>): string {
  let out = ''
  for (const part of parts) {
    if (part.kind === 'always') out += part.text
    else if (part.kind === 'rule') {
      if (part.needs.some((needed) => needed.every((c) => classes.has(c)))) out += part.text
    } else {
      const inner = emit(part.parts, classes)
      // A layer is kept even when empty: the order in which layers first appear is their order in
      // the cascade, and the whole sheet, arriving later, must not append one after the others.
      if (inner || part.layer) out += `${part.open}${inner}}`
    }
  }
  return out
}

/** The sheet's rules that `html` uses, in the sheet's order, with every rule that needs no class. */
export function criticalCss(sheet: CriticalSheet, html: string): string {
  return emit(sheet.parts, classesInMarkup(html))
}

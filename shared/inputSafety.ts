/**
 * Checks on the shape of untrusted input, before anything builds objects from it (issue 16):
 * names that reach an object's prototype when assigned, and nesting deep enough to overflow the
 * stack of the recursive code that later walks a value (JSON.stringify, a deep copy, a query
 * builder). Used by the server's front door (query strings, JSON and multipart bodies) and by the
 * collections' own guard (hooks/guardOperation.ts), so every door refuses the same things.
 */

/** Names that write to a prototype when a parser or a merge assigns them (`a[__proto__][x]=1`, `constructor.prototype`). */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** The deepest nesting of objects and arrays a request body may have (a real body of Kala's has 4 at most). */
export const MAX_JSON_DEPTH = 32

/**
 * The prototype key named by a parameter such as `where[a][__proto__][b]` or `a.constructor.b`
 * (the bracket and dot spellings qs and Payload understand), or null when there is none.
 */
export function prototypeKeyInName(name: string): string | null {
  for (const part of name.split(/[[\].]+/)) if (PROTOTYPE_KEYS.has(part)) return part
  return null
}

/**
 * The first own key of `value`, at any depth, that is a prototype key, or null. Walks without
 * recursion, so a deeply nested value cannot overflow the stack here.
 */
export function prototypeKeyIn(value: unknown): string | null {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    for (const key of Object.keys(node)) {
      if (PROTOTYPE_KEYS.has(key)) return key
      stack.push((node as Record<string, unknown>)[key])
    }
  }
  return null
}

/**
 * How deeply a JSON text nests objects and arrays, read without parsing it (brackets inside
 * strings do not count). Stops counting once `stopAbove` is passed.
 */
export function jsonDepth(text: string, stopAbove = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAbove) return deepest
      }
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return deepest
}

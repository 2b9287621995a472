/**
 * Resolves conflicts in a list of Tailwind classes: of two classes that set the same property
 * (under the same variants and `!`), the later one wins and the earlier one is dropped, as
 * tailwind-merge 3 does, so `cn('px-4 text-base', className)` lets a caller's `px-2` or `text-sm`
 * replace the default. tailwind-merge knows every Tailwind utility and cost ~8 KB gzipped of the
 * home page's JavaScript (issue 22); this knows the utilities the storefront uses and their close
 * siblings. A class it does not know is kept as it is, never dropped. merge-classes.test.ts
 * compares it with tailwind-merge on every class token of storefront/src.
 *
 * A class's group names the property it sets. Groups nest with dots: a class overrides the earlier
 * classes of its group and of the groups under it, not those above it. `p-4` (group `p`) drops an
 * earlier `px-2` (`p.x`) and `pl-1` (`p.x.l`); `px-2` after `p-4` only narrows it, both stay.
 */

/** Sides as paths under a box's group: `px` is `p.x`, `pl` is `p.x.l`, `top-0` is `inset.y.t`; `w-4` is `size.w`. */
const SIDES: Record<string, string> = Object.assign(Object.create(null), {
  x: '.x',
  y: '.y',
  t: '.y.t',
  b: '.y.b',
  l: '.x.l',
  r: '.x.r',
  s: '.x.s',
  e: '.x.e',
  top: '.y.t',
  bottom: '.y.b',
  left: '.x.l',
  right: '.x.r',
  start: '.x.s',
  end: '.x.e',
  w: '.w',
  h: '.h',
})

/** Whole classes that are their group's values: the first word of each line names the group. */
const KEYWORDS: Record<string, string> = Object.create(null)
for (const [group, ...words] of [
  'display block inline-block inline flex inline-flex grid inline-grid table contents flow-root list-item hidden',
  'position static fixed absolute relative sticky',
  'visibility visible invisible collapse',
  'sr sr-only not-sr-only',
  'font-style italic not-italic',
  'text-transform uppercase lowercase capitalize normal-case',
  'text-decoration underline overline line-through no-underline',
  'text-overflow truncate text-ellipsis text-clip',
  'fvn-spacing tabular-nums proportional-nums',
  'ring-inset ring-inset',
  // These stand alone as well as with a value (`grow`, `grow-[3.5]`, `border`, `border-2`).
  'flex.grow grow',
  'flex.shrink shrink',
  'filter filter',
  'grayscale grayscale',
  'backdrop-blur backdrop-blur',
  'transition transition',
  'resize resize',
].map((line) => line.split(' ')))
  for (const word of words) KEYWORDS[word] = group!

/** What a class overrides beyond its group: line-clamp-* sets display and overflow (not overflow-x). */
const ALSO: Record<string, string[]> = Object.assign(Object.create(null), { 'line-clamp': ['display', 'overflow'] })

// A colour: the theme's (storefront/src/index.css: words, so the value alone tells a colour from a
// size), Tailwind's palette (`red-500`), the keywords and arbitrary values. tailwind-merge takes any
// word for a colour; we know ours, so `text-shadow` or a new utility is never taken for one. A
// colour added to index.css goes here too: the test fails once a class uses it (tailwind-merge
// keeps `text-new text-new` once, this would keep both).
const COLOUR = String.raw`(((paper|canvas|ink|muted|line|numeral|accent|success|danger|info)(-soft|-deep|-strong)?|white|black|transparent|current|inherit|[a-z]+-\d{2,3})$|\[)`
// An arbitrary length (`[0.72rem]`, `[calc(…)]`, `[length:…]`): a size, not a colour.
const LENGTH = String.raw`\[(length:|[\d.]+(%|px|r?em|[sdl]?v[hwib]|ch|ex|r?lh|pt)|(calc|min|max|clamp)\()`
// A spacing or size value: a number (`px-2`, `w-1/2`), an arbitrary value or one of the words
// the scales use (`h-px`, `w-full`, `max-w-prose`, `min-h-dvh`, `max-w-xl`), so that `top-artists`
// or `my-orders` (ids and test ids) are not taken for utilities.
const SCALE = String.raw`-(?:\d+(?:\.\d+)?$|\[|px$|auto$|full$|screen$|min$|max$|fit$|none$|prose$|[sdl]?v[hw]$|\d*(?:xs|sm|md|lg|xl)$)`

/**
 * Utilities by prefix, the first match wins; `$1` and `$2` in a group are the captures (a side
 * becomes its path). Where one prefix sets several properties the value decides: `text-sm` is a
 * size, `text-center` an alignment, `text-muted` a colour.
 */
const RULES: [RegExp, string][] = [
  // Arbitrary properties: `[aspect-ratio:4/3]` conflicts with another `[aspect-ratio:…]` only.
  [/^\[([^:\]]+):/, '[$1]'],
  [RegExp(`^(scroll-[pm]|[pm])([xytrblse]?)${SCALE}`), '$1$2'],
  [RegExp(`^inset(?:-([xy]))?${SCALE}|^(top|right|bottom|left|start|end)${SCALE}`), 'inset$1$2'],
  // size-* sets width and height.
  [RegExp(`^size${SCALE}|^([wh])${SCALE}`), 'size$1'],
  [RegExp(`^((min|max)-[wh])${SCALE}`), '$1'],
  [/^(gap|overflow|translate)(?:-([xyz]))?-/, '$1$2'],

  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [RegExp(`^text-(base$|\\d*(xs|sm|md|lg|xl)$|${LENGTH})`), 'font-size'],
  // Tailwind 4's text-sm sets a line height too.
  [/^leading-/, 'font-size.leading'],
  // An unlabelled arbitrary font (`font-[550]`) is a weight; a family needs `[family-name:…]`.
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[(?!family-name:))/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],

  [/^bg-(none$|(linear|radial|conic)(-|$)|\[(image:|url\(|[a-z-]*gradient\())/, 'bg-image'],
  [/^bg-(no-)?repeat/, 'bg-repeat'],
  [/^bg-(auto|cover|contain|\[length:)/, 'bg-size'],
  [/^bg-(center|top|bottom|left|right)/, 'bg-position'],

  // Widths: `border`, `border-2`, `border-t-0`, `ring-[3px]`, `divide-x`.
  [RegExp(`^border(?:-([xytrblse]))?(-(\\d+|${LENGTH}.*))?$`), 'border$1'],
  [RegExp(`^(ring|outline|divide-[xy])(-(\\d+|${LENGTH}.*))?$`), '$1-width'],
  [/^(border|outline|decoration|divide)-(solid|dashed|dotted|double|hidden|none|wavy)$/, '$1-style'],
  // `rounded-lg`, `rounded-t-xl`; corners (`rounded-tl`) and logical sides are not known.
  [/^rounded(?:-([trbl]))?(-(none|full|\d*(xs|sm|md|lg|xl)|\[)|$)/, 'rounded$1'],
  // `shadow-md`, `shadow-none`, `shadow-[0_12px_…]` (offsets first); its colours are below.
  [/^shadow(-(none|inner|\d*(xs|sm|md|lg|xl)$|\[(shadow:|(inset_)?-?([\d.]+[a-z]+|0)_))|$)/, 'shadow'],

  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  // flex-1 sets grow, shrink and basis.
  [/^flex-(\d|auto|none|\[)/, 'flex'],
  [/^(basis|grow|shrink)-/, 'flex.$1'],
  // `col-span-2` sets start and end; `col-start-1` only the start.
  [/^(col|row)-(start|end)-/, '$1-$2'],
  [/^(col|row)-(span-|auto$|\d|\[)/, '$1-span'],
  [/^content-(normal|center|start|end|between|around|evenly|stretch|baseline)$/, 'align-content'],
  [/^content-(none|\[)/, 'content'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-(\[|center|top|bottom|left|right)/, 'object-position'],
  [/^snap-(none|x|y|both)$/, 'snap-type'],
  [/^snap-(mandatory|proximity)$/, 'snap-strictness'],
  [/^snap-(start|end|center)$/, 'snap-align'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^list-(disc|decimal|none|\[)/, 'list-type'],
  [/^touch-(auto|none|manipulation)$/, 'touch'],

  // Colours, after the sizes and images that an arbitrary value may also be: `border-line`,
  // `border-b-accent`, `ring-ink/10`, `shadow-ink`, `bg-[#fbf8f2]`.
  [
    RegExp(`^(text|bg|border|ring-offset|ring|outline|decoration|divide|shadow|accent|caret|fill|stroke)(?:-([xytrblse]))?-${COLOUR}`),
    'colour-$1$2',
  ],

  // Not the prefix's group below: `justify-items-center` is not `justify-between`'s property.
  [/^(justify-(items|self)|(space|divide)-[xy]-reverse$)/, '$1'],

  // One prefix, one property: the prefix is the group (`z-10`, `tracking-wide`, `scale-x-0`).
  [
    /^(tracking|underline-offset|outline-offset|ring-offset|decoration|z|opacity|aspect|line-clamp|grid-cols|grid-rows|justify|items|self|space-[xy]|whitespace|align|float|clear|cursor|pointer-events|select|appearance|resize|mix-blend|backdrop-blur|transition|duration|ease|animate|origin|rotate|scale(-[xy])?)-/,
    '$1',
  ],
]

/** Variants whose order changes the selector (`before:hover:` is not `hover:before:`), as tailwind-merge's list; the others are sorted. */
const ORDERED_VARIANTS = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
])

function groupOf(utility: string): string | undefined {
  if (KEYWORDS[utility]) return KEYWORDS[utility]
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility)
    if (match) return group.replace(/\$(\d)/g, (_, i: string) => SIDES[match[+i]!] ?? match[+i] ?? '')
  }
  return undefined
}

/** A class's scope (its variants, sorted where order does not matter, and `!`) and group; undefined for a class not known. */
function keyOf(cls: string): [scope: string, group: string] | undefined {
  // Split `md:hover:px-2` on the colons outside brackets (`[&_[data-dot]]:bg-info`, `data-[state=open]:`).
  const variants: string[] = []
  let depth = 0
  let start = 0
  let slash = 0
  for (let i = 0; i < cls.length; i++) {
    const char = cls[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (!depth && char === ':') {
      variants.push(cls.slice(start, i))
      start = i + 1
    } else if (!depth && char === '/') slash = i
  }
  const base = cls.slice(start)
  // A `/` outside brackets ends an opacity or fraction (`bg-ink/20`, `w-1/2`); a leading `-` is a
  // negative value; `!` before or after makes the class important: `p-0!` and `p-2` do not conflict.
  const group = groupOf((slash > start ? cls.slice(start, slash) : base).replace(/^!?-?|!$/g, ''))
  if (!group) return undefined
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant[0] === '[' || ORDERED_VARIANTS.has(variant)) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  sorted.push(...run.sort())
  return [sorted.join(':') + (/^!|!$/.test(base) ? '!' : '') + '|', group]
}

/** Joins a space-separated class list, dropping each class that a later class overrides. */
export function mergeClasses(list: string): string {
  // The groups of the classes kept so far (later in the list), and what line-clamp overrides.
  const taken = new Set<string>()
  const also = new Set<string>()
  const kept: string[] = []
  const classes = list.trim().split(/\s+/)
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!
    const key = keyOf(cls)
    if (key) {
      const [scope, group] = key
      // `p.x.l` is overridden by a later `p.x.l`, `p.x` or `p`.
      const paths = group.split('.').map((_, n, parts) => scope + parts.slice(0, n + 1).join('.'))
      if (also.has(scope + group) || paths.some((path) => taken.has(path))) continue
      taken.add(scope + group)
      for (const other of ALSO[group] ?? []) also.add(scope + other)
    }
    kept.push(cls)
  }
  return kept.reverse().join(' ')
}

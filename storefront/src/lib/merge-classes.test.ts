/**
 * mergeClasses against tailwind-merge (kept as a devDependency for this test only): on every class
 * token of storefront/src, their pairs, generated sequences with variants and `!`, and the real
 * `cn(…)` calls, the output must be the same string (tailwind-merge keeps the survivors' order).
 */
import { clsx } from 'clsx'
import fc from 'fast-check'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn'
import { mergeClasses } from './merge-classes'

// The storefront's sources, but merge-classes.ts (its strings are group names) and the tests.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!./merge-classes.ts', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const literalsOf = (code: string) => [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '')
const words = (text: string) => text.split(/\s+/).filter(Boolean)

// Every whitespace-separated word of every string literal: Tailwind classes, our own classes
// (`container-page`, `eyebrow`) and words that are no classes at all (ids, copy), which must pass.
const tokens = [...new Set(Object.values(sources).flatMap(literalsOf).flatMap(words))]
// The ones tailwind-merge takes for Tailwind utilities: a class doubled is kept once.
const utilities = tokens.filter((token) => twMerge(`${token} ${token}`) === token)

// The utilities without their variants and `!` (`md:px-4!` gives `px-4`).
const bare = [...new Set(utilities.map((u) => u.slice(u.lastIndexOf(':') + 1).replace(/^!|!$/g, '')))]
// The theme's colours (storefront/src/index.css), longest first.
const THEME_COLOURS =
  /\b(paper-deep|paper|canvas|ink-soft|ink|muted|line-strong|line|numeral|accent-soft|accent|success|danger|info|white|transparent|current)\b/

const same = (list: string) => ({ list, ours: mergeClasses(list), twMerge: twMerge(list) })
const differences = (lists: Iterable<string>) => [...lists].map(same).filter((r) => r.ours !== r.twMerge)

/** Each `cn(…)` call's string literals, in order: `cn('px-3 py-3', c.className)` gives ['px-3 py-3']. */
function cnCalls(code: string): string[][] {
  const calls: string[][] = []
  for (const match of code.matchAll(/\bcn\(/g)) {
    let depth = 0
    let end = match.index + 2
    for (; end < code.length; end++) {
      const char = code[end]!
      if (char === "'" || char === '"' || char === '`') end = code.indexOf(char, end + 1)
      else if (char === '(') depth++
      else if (char === ')' && --depth === 0) break
    }
    calls.push(literalsOf(code.slice(match.index, end)))
  }
  return calls
}

describe('mergeClasses', () => {
  it('finds the storefront’s classes to compare on', () => {
    expect(utilities.length).toBeGreaterThan(1000)
    expect(utilities).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'text-muted', 'md:grid-cols-2', 'hover:bg-paper']))
  })

  it('lets a later class of a group override an earlier one, per variant and `!`', () => {
    expect(cn('h-11 px-6 text-sm', 'px-2')).toBe('h-11 text-sm px-2')
    expect(cn('bg-ink text-paper', 'bg-danger')).toBe('text-paper bg-danger')
    // An axis narrows all sides; all sides override an axis before them.
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('pl-1 px-2 pt-3', 'p-4')).toBe('p-4')
    expect(cn('inset-0', 'top-2 inset-x-1')).toBe('inset-0 top-2 inset-x-1')
    expect(cn('top-2 left-1 inset-x-1', 'inset-0')).toBe('inset-0')
    // Size, colour and alignment of text are three properties; the theme's colours are words.
    expect(cn('text-base text-ink text-left', 'text-sm text-muted/80 text-center')).toBe('text-sm text-muted/80 text-center')
    expect(cn('text-sm', 'text-muted text-center')).toBe('text-sm text-muted text-center')
    expect(cn('font-sans font-medium', 'font-serif')).toBe('font-medium font-serif')
    expect(cn('border border-line', 'border-0')).toBe('border-line border-0')
    expect(cn('rounded-lg', 'rounded-t-xl')).toBe('rounded-lg rounded-t-xl')
    expect(cn('rounded-t-xl', 'rounded-none')).toBe('rounded-none')
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6')
    expect(cn('block overflow-hidden', 'line-clamp-2')).toBe('line-clamp-2')
    expect(cn('w-full -mt-2', 'w-[12rem] mt-4')).toBe('w-[12rem] mt-4')
    expect(cn('md:px-4 hover:md:bg-ink', 'md:px-2 md:hover:bg-paper')).toBe('md:px-2 md:hover:bg-paper')
    expect(cn('px-0! px-4', 'px-2')).toBe('px-0! px-2')
    expect(cn('aria-[invalid=true]:border-danger data-[state=open]:bg-paper', 'aria-[invalid=true]:border-ink')).toBe(
      'data-[state=open]:bg-paper aria-[invalid=true]:border-ink',
    )
  })

  it('keeps what it does not know', () => {
    expect(cn('container-page eyebrow', 'container-page', 'my-orders top-artists')).toBe(
      'container-page eyebrow container-page my-orders top-artists',
    )
    expect(cn('', false, '  ')).toBe('')
  })

  it('equals tailwind-merge on every token of the storefront, alone and doubled', () => {
    expect(differences(tokens.flatMap((token) => [token, `${token} ${token}`]))).toEqual([])
  })

  it('equals tailwind-merge on every pair of the storefront’s utilities (one of each shape)', () => {
    // `p-2` and `p-4`, `bg-ink` and `bg-paper` behave alike: one utility of each shape, without its
    // variants and `!` (the generated sequences below dress them), keeps this to a few seconds.
    const shapes = new Map<string, string>()
    for (const utility of bare) shapes.set(utility.replace(/\d+(\.\d+)?/g, '1').replace(THEME_COLOURS, 'colour'), utility)
    const picked = [...shapes.values()]
    expect(picked.length).toBeGreaterThan(300)
    const pairs = function* () {
      for (const a of picked) for (const b of picked) yield `${a} ${b}`
    }
    expect(differences(pairs())).toEqual([])
  }, 60_000)

  it('equals tailwind-merge on generated sequences with variants, `!` and negative values', () => {
    const variants = [
      '',
      'md:',
      'sm:',
      'hover:',
      'dark:',
      'aria-[invalid=true]:',
      'data-[state=open]:',
      'md:hover:',
      'hover:md:',
      'after:',
      'hover:after:',
      'after:hover:',
      '[&_h3]:',
      'group-hover:',
    ]
    // Families that conflict across their first letters: size with w and h, flex with grow, line-clamp with display…
    const buckets = ['swhm', 'fbgs', 'lbfghitco', 'itrble', 'tl', 'pm', 'r', 'o', 'd', 'a', 'z', 'c'].map((letters) =>
      bare.filter((u) => letters.includes(u.replace(/^-/, '')[0]!)),
    )
    const dressed = (pool: string[]) =>
      fc
        .tuple(fc.constantFrom(...variants), fc.constantFrom(...pool), fc.constantFrom('', 'prefix', 'suffix'), fc.boolean())
        .map(([variant, utility, important, negative]) => {
          const value = negative && /^(m|inset|top|left|right|bottom|translate)/.test(utility) ? `-${utility}` : utility
          return variant + (important === 'prefix' ? '!' : '') + value + (important === 'suffix' ? '!' : '')
        })
    const sequence = fc.oneof(
      fc.array(dressed(bare), { minLength: 2, maxLength: 8 }),
      ...buckets.map((pool) => fc.array(dressed(pool), { minLength: 2, maxLength: 8 })),
    )
    fc.assert(
      fc.property(sequence, (classes) => {
        expect(cn(...classes)).toBe(twMerge(clsx(classes)))
      }),
      { seed: 22, numRuns: 20_000 },
    )
  }, 60_000)

  it('equals tailwind-merge on the real cn(…) calls, alone and with every className a component is given', () => {
    const calls = Object.values(sources).flatMap(cnCalls)
    expect(calls.length).toBeGreaterThan(100)
    // What callers pass to a component (`<Button className="…">`) whose defaults cn(…) joins.
    const given = [
      ...new Set(
        Object.values(sources).flatMap((code) => [...code.matchAll(/<[A-Z][\w.]*\s[^<>]*?\bclassName="([^"]*)"/g)].map((m) => m[1]!)),
      ),
    ]
    expect(given.length).toBeGreaterThan(100)
    for (const call of calls) {
      expect(cn(...call)).toBe(twMerge(clsx(call)))
      expect(differences(given.map((className) => clsx(call, className)))).toEqual([])
    }
  }, 60_000)

  it.each([
    'justify-between justify-items-center justify-self-end justify-start',
    'space-x-2 space-x-reverse divide-y divide-y-reverse',
    'content-center items-start content-between',
    'object-top object-[50%_30%] object-cover object-center',
    'basis-1/2 grow-0 shrink flex-none',
    'flex-1 basis-0 leading-5 text-sm leading-6',
    'overflow-x-auto line-clamp-2 overflow-hidden block line-clamp-3',
    'dark:bg-ink md:dark:bg-paper dark:md:bg-canvas hover:dark:bg-ink/50',
    'border-x-2 border-l-4 border-x-line border-l-accent border-line',
    'rounded-lg rounded-t-xl rounded-none rounded-b-sm',
    'shadow-md shadow-ink/20 shadow-none shadow-[0_1px_0_var(--color-line)]',
    'ring-2 ring-ink ring-offset-2 ring-offset-paper ring-1 ring-[3px] ring-inset',
    'text-red-500 text-sm text-blue-600 text-[0.9rem] text-[#fff] text-left',
    'font-[550] font-bold font-serif font-mono',
    'tracking-wide tracking-[0.2em] cursor-pointer cursor-default whitespace-nowrap whitespace-pre-line',
    'transition-colors duration-200 ease-out transition-opacity duration-300 ease-[var(--ease-gallery)]',
    'translate-x-1 -translate-y-1/2 translate-none scale-110 scale-x-0 scale-[1.02]',
    'z-10 z-[100] opacity-0 opacity-100 fixed absolute top-0 -top-2 inset-y-0',
    'grid-cols-2 col-span-2 grid-cols-[1fr_auto] col-start-1 col-span-full',
    '!px-2 px-4 px-0! md:!px-1 md:px-3',
  ])('equals tailwind-merge on siblings the storefront does not use yet: %s', (list) => {
    expect(mergeClasses(list)).toBe(twMerge(list))
  })

  describe('deliberate differences (utilities the storefront does not use are kept as they are)', () => {
    it.each([
      // Touch panning and numeric variants other than tabular-nums: not used, so not known.
      ['touch-pan-x touch-none', 'touch-none'],
      ['tabular-nums normal-nums', 'normal-nums'],
      // Single corners and logical sides of rounded: not used, so not known.
      ['rounded-tl-lg rounded-t-xl', 'rounded-t-xl'],
      ['rounded-s-xl rounded-lg', 'rounded-lg'],
      // A word that is none of our colours is not taken for a colour (tailwind-merge takes any word).
      ['text-shadow text-ink', 'text-ink'],
    ])('%s', (list, theirs) => {
      expect(twMerge(list)).toBe(theirs)
      expect(mergeClasses(list)).toBe(list)
    })
  })
})

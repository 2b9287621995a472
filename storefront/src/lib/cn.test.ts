import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('skips falsy values and joins the rest', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c')
  })

  it('lets a later Tailwind class override an earlier one of the same property', () => {
    expect(cn('h-11 px-6 text-sm', 'px-2')).toBe('h-11 text-sm px-2')
    expect(cn('bg-ink text-paper', 'bg-danger')).toBe('text-paper bg-danger')
  })
})

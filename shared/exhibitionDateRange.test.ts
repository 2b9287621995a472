import { describe, expect, it } from 'vitest'
import { formatDateRange } from './exhibitionDates'

describe('formatDateRange', () => {
  it('writes the year once within a year, twice across years', () => {
    expect(formatDateRange('2026-03-12T00:00:00.000Z', '2026-04-20T00:00:00.000Z')).toBe('12 March – 20 April 2026')
    expect(formatDateRange('2025-12-01T00:00:00.000Z', '2026-01-15T00:00:00.000Z')).toBe('1 December 2025 – 15 January 2026')
  })
  it('reads dates in Indian time', () => {
    expect(formatDateRange('2026-03-11T18:30:00.000Z', '2026-04-20T18:29:00.000Z')).toBe('12 March – 20 April 2026')
  })
  it('copes with a missing date', () => {
    expect(formatDateRange('nope', '2026-01-15T00:00:00.000Z')).toBe('15 January 2026')
    expect(formatDateRange('', '')).toBe('')
  })
})

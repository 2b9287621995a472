import { describe, expect, it } from 'vitest'
import { closingOf, dayOf, formatDateRange, isDay, openingOf } from './exhibitionDates'

describe('exhibition days', () => {
  it('opens at 00:00 and closes at the end of the day, in India', () => {
    expect(openingOf('2026-03-12')).toBe('2026-03-11T18:30:00.000Z')
    expect(closingOf('2026-04-20')).toBe('2026-04-20T18:29:59.999Z')
  })

  it('reads back the day an instant falls on in India', () => {
    expect(dayOf(openingOf('2026-03-12'))).toBe('2026-03-12')
    expect(dayOf(closingOf('2026-12-31'))).toBe('2026-12-31')
    // 20:00 UTC is already the next day in India.
    expect(dayOf('2026-03-11T20:00:00.000Z')).toBe('2026-03-12')
    expect(dayOf('not a date')).toBe('')
  })

  it('knows a real calendar day from one that is not', () => {
    expect(isDay('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-5', '12/03/2026', '', '2026-03-12T00:00']) expect(isDay(bad), bad).toBe(false)
  })

  it('writes a range as the public pages do', () => {
    expect(formatDateRange(openingOf('2026-03-12'), closingOf('2026-04-20'))).toBe('12 March – 20 April 2026')
    expect(formatDateRange(openingOf('2025-12-01'), closingOf('2026-01-15'))).toBe('1 December 2025 – 15 January 2026')
  })
})

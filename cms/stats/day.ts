/**
 * The days of the view counters and the dashboard: India's calendar days (as the artwork of the
 * day), written YYYY-MM-DD, which sort as they read.
 */
import { STATS_TIME_ZONE } from '../../shared/constants'

const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const DAY_MS = 86_400_000

/** The day a moment falls on. */
export const dayOf = (moment: Date | string = new Date()): string => calendar.format(new Date(moment))

/** The `count` days up to and including today's, oldest first. */
export function lastDays(count: number, now: Date = new Date()): string[] {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** The offset of STATS_TIME_ZONE from UTC at a moment, in milliseconds. */
function zoneOffset(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: STATS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  )
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/** The moment a day begins. */
export function startOfDay(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  return new Date(midnightUtc - zoneOffset(new Date(midnightUtc)))
}

/**
 * An exhibition's days. Galleries give an opening and a closing day (YYYY-MM-DD, the form's date
 * inputs); the venues are in India, so a day is India's day whatever the server's or the
 * visitor's clock says: an exhibition opens at 00:00 IST on its first day and closes at the end of
 * its last (23:59:59.999 IST), the instants stored in `startDate` and `endDate`. The public state
 * (current / upcoming / archive, cms/api/mappers/gallery.ts) then changes at India's midnight.
 * India keeps one offset all year (no daylight saving), so no time-zone database is needed.
 * Browser-safe: the server stores with these, the member area's form reads back with them.
 */
import { onFirstUse } from './onFirstUse'

const IST_OFFSET = '+05:30'
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && year <= 2999 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/** The opening instant of a day: 00:00 in India, as an ISO string. */
export const openingOf = (day: string): string => new Date(`${day}T00:00:00.000${IST_OFFSET}`).toISOString()

/** The closing instant of a day: the last millisecond of it in India, as an ISO string. */
export const closingOf = (day: string): string => new Date(`${day}T23:59:59.999${IST_OFFSET}`).toISOString()

/** The day (YYYY-MM-DD) an instant falls on in India; '' when it is not a date. */
export function dayOf(instant: string): string {
  const ms = Date.parse(instant)
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10)
}

const dayMonth = onFirstUse<Date>(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }))
const full = onFirstUse<Date>(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
)
const year = onFirstUse<Date>(() => new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }))
const valid = (d: Date) => !Number.isNaN(d.getTime())

/**
 * '12 March – 20 April 2026' in Indian time (the venues are in India, whatever the visitor's clock
 * says); the first year is written only when the years differ. The public pages and the member area's.
 */
export function formatDateRange(start: string, end: string): string {
  const a = new Date(start)
  const b = new Date(end)
  if (!valid(a) || !valid(b)) return valid(a) ? full.format(a) : valid(b) ? full.format(b) : ''
  const first = year.format(a) === year.format(b) ? dayMonth.format(a) : full.format(a)
  return `${first} – ${full.format(b)}`
}

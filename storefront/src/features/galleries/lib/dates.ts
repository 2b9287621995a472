/** Exhibition dates, shown in Indian time whatever the visitor's clock says (the venues are in India). */
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' })
const full = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' })

const valid = (d: Date) => !Number.isNaN(d.getTime())

/** '12 March – 20 April 2026'; the first year is written only when the years differ. */
export function formatDateRange(start: string, end: string): string {
  const a = new Date(start)
  const b = new Date(end)
  if (!valid(a) || !valid(b)) return valid(a) ? full.format(a) : valid(b) ? full.format(b) : ''
  const first = year.format(a) === year.format(b) ? dayMonth.format(a) : full.format(a)
  return `${first} – ${full.format(b)}`
}

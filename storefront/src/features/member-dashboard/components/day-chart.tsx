import { useId } from 'react'

export type DayValue = { day: string; value: number }

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** '12 Nov' of an India day 'YYYY-MM-DD' (read as that calendar day, whatever the browser's zone). */
export const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

const WIDTH = 300
const HEIGHT = 100

/**
 * A small bar chart of one value a day, drawn in inline SVG. The picture is for the eye; its text
 * alternative is a one-line summary (the SVG's name) and the figures as a table behind 'Show the
 * figures', so a screen-reader user or a reader of numbers gets the same.
 */
export function DayChart({
  title,
  data,
  format,
  className,
}: {
  title: string
  data: DayValue[]
  /** How a value is written: '14 views', '₹1,25,000'. */
  format: (value: number) => string
  className?: string
}) {
  const id = useId()
  const total = data.reduce((n, d) => n + d.value, 0)
  const max = Math.max(0, ...data.map((d) => d.value))
  const best = data.reduce<DayValue | null>((top, d) => (d.value > 0 && (!top || d.value > top.value) ? d : top), null)
  const first = data[0]
  const last = data.at(-1)
  const summary =
    first && last
      ? `${title}, ${formatDay(first.day)} to ${formatDay(last.day)}: ${format(total)} in all` +
        (best ? `; the highest was ${format(best.value)} on ${formatDay(best.day)}.` : '; nothing yet.')
      : `${title}: no days to show.`
  const slot = data.length ? WIDTH / data.length : WIDTH
  const barWidth = Math.max(1, slot * 0.7)

  return (
    <figure className={className} aria-labelledby={`${id}-title`}>
      <figcaption className="flex items-baseline justify-between gap-3">
        <span id={`${id}-title`} className="text-sm font-medium text-ink">
          {title}
        </span>
        <span className="text-sm text-muted">{format(total)}</span>
      </figcaption>
      <div className="relative mt-3">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className="h-28 w-full">
          <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--color-line-strong)" strokeWidth="1" />
          {data.map((d, i) => {
            const h = max > 0 ? (d.value / max) * (HEIGHT - 6) : 0
            return d.value > 0 ? (
              <rect
                key={d.day}
                x={i * slot + (slot - barWidth) / 2}
                y={HEIGHT - 1 - h}
                width={barWidth}
                height={h}
                rx="1"
                fill={d === best ? 'var(--color-accent)' : 'var(--color-ink-soft)'}
              />
            ) : null
          })}
        </svg>
        {max === 0 ? (
          // Said in the summary already: this is for the eye, so an empty chart does not look broken.
          <p aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-sm text-muted">
            Nothing in these 30 days yet
          </p>
        ) : null}
      </div>
      {first && last ? (
        <div className="mt-1.5 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-soft hover:text-ink">Show the figures</summary>
        <div className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">{title}, day by day</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-1.5 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.day} className="border-b border-line/60">
                  <th scope="row" className="py-1 font-normal">
                    {formatDay(d.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

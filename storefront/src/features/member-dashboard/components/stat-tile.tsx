import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** One figure of the dashboard: what it counts, the figure, and a line of context (optionally a link on). */
export function StatTile({ label, value, note, to }: { label: string; value: string; note?: ReactNode; to?: string }) {
  const body = (
    <>
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-2 font-serif text-3xl leading-none text-ink tabular-nums">{value}</dd>
      {note ? <dd className="mt-2 text-sm text-muted">{note}</dd> : null}
    </>
  )
  const tile = 'flex h-full flex-col rounded-lg border border-line bg-canvas px-5 py-4'
  return to ? (
    <div className="h-full">
      <Link to={to} className={`${tile} transition-colors hover:border-ink`}>
        <dl>{body}</dl>
      </Link>
    </div>
  ) : (
    <dl className={tile}>{body}</dl>
  )
}

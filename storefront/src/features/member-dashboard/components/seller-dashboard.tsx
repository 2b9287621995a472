import { Link } from 'react-router-dom'
import type { SellerDashboard as SellerFigures } from '@shared/api-types'
import { paths } from '@shared/paths'
import { formatPrice } from '@shared/format'
import { PAYOUT_MESSAGES } from '@shared/payout-messages'
import { DayChart, formatDay } from './day-chart'
import { EnquirySummary } from './enquiry-summary'
import { StatTile } from './stat-tile'

const count = new Intl.NumberFormat('en-IN')
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`

/**
 * A seller's dashboard (issue 9): the last 30 days at a glance (views, likes, enquiries, revenue),
 * the works by state, daily views and revenue as charts, and the open enquiries first.
 */
export function SellerDashboard({ data }: { data: SellerFigures }) {
  const views30 = data.views.daily.reduce((n, d) => n + d.count, 0)
  const { works, sales, enquiries, likes, followers } = data
  return (
    <div className="flex flex-col gap-10">
      <p className="-mt-6 text-muted">
        Last 30 days: {formatDay(data.range.from)} to {formatDay(data.range.to)}
      </p>

      {data.payouts.detailsMissing ? (
        <p
          role="note"
          className="-mt-4 flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-lg border border-accent/30 bg-accent/5 px-4 py-3 text-sm text-ink-soft"
        >
          <span>You have no payout details yet: what you earn waits until you add them.</span>
          <Link to={paths.admin.payouts.getHref()} className="link-quiet font-medium text-ink">
            {PAYOUT_MESSAGES.missing}
          </Link>
        </p>
      ) : null}

      <section aria-labelledby="at-a-glance">
        <h2 id="at-a-glance" className="sr-only">
          At a glance
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
          <StatTile label="Views" value={count.format(views30)} note={`${count.format(data.views.total)} in all`} />
          <StatTile label="Likes" value={count.format(likes.last30)} note={`${count.format(likes.total)} in all`} />
          {/* Members who follow the seller as an artist or their gallery page, counted by the server from the follows. */}
          <StatTile label="Followers" value={count.format(followers.total)} note={`${count.format(followers.last30)} new in 30 days`} />
          <StatTile
            label="Unanswered enquiries"
            value={count.format(enquiries.unanswered)}
            note={`${plural(enquiries.last30, 'enquiry', 'enquiries')} in 30 days`}
            to={paths.admin.enquiries.getHref()}
          />
          <StatTile
            label="Revenue"
            value={formatPrice(sales.last30Revenue)}
            note={`${formatPrice(sales.revenue)} from ${plural(sales.orders, 'order', 'orders')} in all; ${formatPrice(sales.earnings)} yours after Kala's fees`}
            to={paths.admin.sales.getHref()}
          />
        </div>
      </section>

      <section aria-labelledby="works-by-state" className="rounded-lg border border-line bg-canvas px-5 py-5">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="works-by-state" className="text-xl">
            Your works
          </h2>
          <Link to={paths.admin.artworks.getHref()} className="link-quiet text-sm text-ink">
            Manage artworks
          </Link>
        </div>
        <dl className="mt-4 grid grid-cols-3 divide-x divide-line text-center">
          {(
            [
              ['Published', works.published],
              ['Unpublished', works.unpublished],
              ['Sold', works.sold],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="px-2">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 font-serif text-2xl text-ink tabular-nums">{count.format(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="daily" className="flex flex-col gap-4">
        <h2 id="daily" className="text-xl">
          Day by day
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <DayChart
            title="Daily views"
            data={data.views.daily.map((d) => ({ day: d.day, value: d.count }))}
            format={(n) => plural(n, 'view', 'views')}
            className="rounded-lg border border-line bg-canvas px-5 py-4"
          />
          <DayChart
            title="Daily revenue"
            data={sales.daily.map((d) => ({ day: d.day, value: d.revenue }))}
            format={formatPrice}
            className="rounded-lg border border-line bg-canvas px-5 py-4"
          />
        </div>
      </section>

      <section aria-labelledby="recent-enquiries">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="recent-enquiries" className="text-xl">
            Enquiries
          </h2>
          <Link to={paths.admin.enquiries.getHref()} className="link-quiet text-sm text-ink">
            All enquiries
          </Link>
        </div>
        {enquiries.recent.length ? (
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {enquiries.recent.map((enquiry) => (
              <li key={enquiry._id}>
                <EnquirySummary enquiry={enquiry} to={paths.admin.enquiries.getHref()} who="sender" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No enquiries yet. Buyers' price enquiries about your works arrive here.</p>
        )}
      </section>
    </div>
  )
}

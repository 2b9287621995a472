/**
 * The back office's Finance page (/cms/finance): gross sales, refunds, Kala's fees, payables and
 * payouts by day or month, from the ledger (cms/sales/finance.ts), with the sellers' balances
 * today and a CSV of the same table. Staff only, as the whole back office is.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { isStaffUser } from '../../access/checkRole'
import { FINANCE_PERIODS, financeSummary, payoutsOverview, type FinancePeriod } from '../sales/finance'
import { Figure, Figures, inrOfPaise } from './financeTable'
import { SettleNowButton } from './SettleNowButton'

const cell = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'right' as const,
  fontVariantNumeric: 'tabular-nums' as const,
}

export async function FinanceView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user, i18n } = req
  const by: FinancePeriod = searchParams?.by === 'day' ? 'day' : 'month'
  const allowed = isStaffUser(user)
  const [rows, overview] = allowed ? await Promise.all([financeSummary(payload, by), payoutsOverview(payload)]) : [[], null]
  const total = rows.reduce(
    (t, r) => ({
      gross: t.gross + r.gross,
      refunds: t.refunds + r.refunds,
      fees: t.fees + r.fees,
      payables: t.payables + r.payables,
      paidOut: t.paidOut + r.paidOut,
    }),
    { gross: 0, refunds: 0, fees: 0, payables: 0, paidOut: 0 },
  )
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.25rem' }}>Finance</h1>
        {!allowed ? (
          <p>Only staff can see the finance summary.</p>
        ) : (
          <>
            <p style={{ margin: '0 0 1.5rem', color: 'var(--theme-elevation-600)', maxWidth: '48rem' }}>
              Every figure is a sum of the ledger&apos;s rows. Payables are what sellers are owed for the period&apos;s sales, less undone
              ones; paid out is what was transferred to them in the period. Days are Indian Standard Time.
            </p>
            {overview && (
              <Figures label="Payouts now">
                <Figure label="Held for sellers" value={inrOfPaise(overview.held.amountPaise)} />
                <Figure label="Released, on the way" value={inrOfPaise(overview.states.released.amountPaise)} />
                <Figure label="Paid to sellers" value={inrOfPaise(overview.states.processed.amountPaise)} />
                <Figure
                  label="Failed"
                  value={inrOfPaise(overview.states.failed.amountPaise)}
                  note={`${overview.states.failed.count} to look into`}
                />
              </Figures>
            )}
            <nav aria-label="Period" style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap', margin: '0 0 1rem' }}>
              {FINANCE_PERIODS.map((p) =>
                p === by ? (
                  <strong key={p} aria-current="page">
                    By {p}
                  </strong>
                ) : (
                  <a key={p} href={`/cms/finance?by=${p}`}>
                    By {p}
                  </a>
                ),
              )}
              <a href={`${payload.config.routes.api}/ledger-entries/finance/${by}.csv`} download>
                Download CSV
              </a>
              <a href="/cms/collections/payout-transfers">Payouts →</a>
              <SettleNowButton />
            </nav>
            {rows.length === 0 ? (
              <p>No sales yet.</p>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <table style={{ borderCollapse: 'collapse', minWidth: '40rem', width: '100%' }}>
                  <caption style={{ textAlign: 'left', padding: '0 0 0.5rem', color: 'var(--theme-elevation-600)' }}>
                    Money by {by}, in rupees
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                        {by === 'day' ? 'Day' : 'Month'}
                      </th>
                      {['Gross sales', 'Refunds', 'Kala fees', 'Payables', 'Paid out'].map((h) => (
                        <th key={h} scope="col" style={cell}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.period}>
                        <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                          {r.period}
                        </th>
                        {[r.gross, r.refunds, r.fees, r.payables, r.paidOut].map((v, i) => (
                          <td key={i} style={cell}>
                            {inrOfPaise(v)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                        Total
                      </th>
                      {[total.gross, total.refunds, total.fees, total.payables, total.paidOut].map((v, i) => (
                        <td key={i} style={{ ...cell, fontWeight: 600 }}>
                          {inrOfPaise(v)}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

import type { Endpoint } from 'payload'
import { isStaffUser } from '../access/checkRole'
import { bodyOf, problem } from './endpointHttp'
import {
  actOnPayout,
  financeCsv,
  FINANCE_PERIODS,
  financeSummary,
  PayoutActionError,
  settleAll,
  type FinancePeriod,
} from '../cms/schemaRuntime'
import { PAYOUT_MESSAGES, PAYOUT_STAFF_ACTIONS, type PayoutStaffAction } from '../shared/payouts'

/**
 * POST /cms/api/payout-transfers/:id/hold and …/release with { reason }: staff's hand on one
 * payout for a dispute (cms/sales/payouts.ts, actOnPayout). Staff only, whatever door the request
 * came through; the reason is logged with who and when.
 */
export const payoutActionEndpoints: Endpoint[] = PAYOUT_STAFF_ACTIONS.map(
  (action: PayoutStaffAction): Endpoint => ({
    path: `/:id/${action}`,
    method: 'post',
    handler: async (req) => {
      const user = req.user
      if (!user || !isStaffUser(user)) return problem(user ? 403 : 401, PAYOUT_MESSAGES.staffOnly)
      const id = String(req.routeParams?.id ?? '')
      const { reason } = await bodyOf(req)
      try {
        const row = await actOnPayout(req.payload, id, action, { by: user.id, reason })
        return Response.json({ doc: row, message: action === 'hold' ? PAYOUT_MESSAGES.held : PAYOUT_MESSAGES.released })
      } catch (error) {
        if (error instanceof PayoutActionError) return problem(error.status, error.message)
        throw error
      }
    },
  }),
)

/**
 * POST /cms/api/payout-transfers/settle: the hourly settlement run now (cms/sales/payouts.ts,
 * settleAll), for staff who have just fixed what held payouts back and need not wait the hour.
 * Every step is keyed, so running it again, or beside the hourly run, changes nothing twice.
 */
export const settleNowEndpoint: Endpoint = {
  path: '/settle',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return problem(req.user ? 403 : 401, PAYOUT_MESSAGES.staffOnly)
    const added = await settleAll(req.payload)
    return Response.json({ added, message: PAYOUT_MESSAGES.settled })
  },
}

/** GET /cms/api/ledger-entries/finance/day.csv or …/month.csv: the Finance page's summary, for a spreadsheet. Staff only. */
export const financeCsvEndpoint: Endpoint = {
  path: '/finance/:period',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return problem(req.user ? 403 : 401, PAYOUT_MESSAGES.staffOnly)
    const by = String(req.routeParams?.period ?? '').replace(/\.csv$/, '') as FinancePeriod
    if (!FINANCE_PERIODS.includes(by)) return problem(404, 'Ask for finance/day.csv or finance/month.csv.')
    return new Response(financeCsv(await financeSummary(req.payload, by), by), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="kala-finance-by-${by}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

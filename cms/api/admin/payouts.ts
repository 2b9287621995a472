import type { Router } from 'express'
import type { Payload } from 'payload'
import { PAYOUT_MESSAGES } from '../../../shared/payout-messages'
import { maySetUpPayouts, savePayoutAccount } from '../../sales/payoutAccounts'
import { payoutsOverview, payoutStatement, statementCsv } from '../../sales/payoutStatement'
import { gatewayFor } from '../../sales/gateway'
import { forbidden } from '../http/errors'
import { requireUser } from '../http/user'
import { rateLimiter } from '../rateLimit'

const requirePayoutSeller = (req: Parameters<typeof requireUser>[0]) => {
  const user = requireUser(req)
  if (!maySetUpPayouts(user)) throw forbidden(PAYOUT_MESSAGES.sellersOnly)
  return user
}

/**
 * /api/admin/payouts (sellers): balances, the statement (also as CSV) and the payout details.
 * The details are masked in every answer (cms/sales/payoutAccounts.ts).
 */
export function payoutRoutes(router: Router, payload: Payload): void {
  router.get('/payouts', async (req, res) => {
    res.json(await payoutsOverview(payload, requirePayoutSeller(req).id))
  })

  router.get('/payouts/statement.csv', async (req, res) => {
    const csv = statementCsv(await payoutStatement(payload, requirePayoutSeller(req).id))
    res.set('Content-Type', 'text/csv; charset=utf-8')
    res.set('Content-Disposition', 'attachment; filename="kala-payout-statement.csv"')
    res.send(csv)
  })

  // The caller first (401/403 before a counter is spent), then the per-account limit.
  router.put(
    '/payouts/account',
    (req, _res, next) => {
      requirePayoutSeller(req)
      next()
    },
    rateLimiter(payload, 'payoutAccount'),
    async (req, res) => {
      const account = await savePayoutAccount(payload, gatewayFor(payload), requirePayoutSeller(req), req.body)
      res.json({ message: PAYOUT_MESSAGES.saved, account })
    },
  )
}

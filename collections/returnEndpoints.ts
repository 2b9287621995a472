import type { Endpoint } from 'payload'
import { isStaffUser } from '../access/checkRole'
import { bodyOf, problem } from './endpointHttp'
import { actOnReturn, ReturnError } from '../cms/schemaRuntime'
import { RETURN_ACTIONS, RETURN_MESSAGES, type ReturnAction } from '../shared/returns'

/**
 * POST /cms/api/returns/:id/approve, …/reject { reason }, …/ship { carrier, trackingNumber },
 * …/receive { condition }, …/restock: staff's actions on a return (cms/sales/returns.ts,
 * actOnReturn), each checking the return's state (409 with a sentence otherwise) and logged with
 * who and when. Staff only, whatever door the request came through.
 */
export const returnActionEndpoints: Endpoint[] = RETURN_ACTIONS.map(
  (action: ReturnAction): Endpoint => ({
    path: `/:id/${action}`,
    method: 'post',
    handler: async (req) => {
      const user = req.user
      if (!user || !isStaffUser(user)) return problem(user ? 403 : 401, RETURN_MESSAGES.staffOnly)
      const { reason, carrier, trackingNumber, condition } = await bodyOf(req)
      try {
        const doc = await actOnReturn(req.payload, String(req.routeParams?.id ?? ''), action, {
          by: user.id,
          reason,
          carrier,
          trackingNumber,
          condition,
        })
        return Response.json({ doc, message: RETURN_MESSAGES.done[action] })
      } catch (error) {
        if (error instanceof ReturnError) return problem(error.status, error.message)
        throw error
      }
    },
  }),
)

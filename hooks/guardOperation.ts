import type { CollectionBeforeOperationHook } from 'payload'
import { APIError, Forbidden, NotFound } from 'payload'
import { isStaffUser } from '../access/checkRole'
import { prototypeKeyIn } from '../shared/inputSafety'
import { BACK_OFFICE_MESSAGES, HTTP_MESSAGES } from '../shared/messages'
import { isRowId, paramsProblem, whereProblem } from './queryShape'

const badRequest = (message: string) => new APIError(message, 400, undefined, true)

/**
 * The first hook of every collection's every operation (added to each, Payload's own included, by
 * access/guardEveryCollection.ts), so what it refuses is refused whichever door a request came
 * through: Kala's routes, Payload's REST handler behind the back office's door, or a path that
 * walked past the door (issue 16).
 *
 * - Data or a query that names `__proto__`, `constructor` or `prototype` anywhere: 400.
 * - Duplicating a document (Payload's `POST /:collection/:id/duplicate`): staff only. A member's
 *   duplicate of another artist's work would be theirs, and published at once when trusted.
 * - Through Payload's REST or GraphQL API, the request's own parameters: `limit`, `page` and
 *   `depth` whole numbers within the caps, `pagination=false` for staff only, a `where` Payload can
 *   run (400), and an id in the path that the database can hold (404): never a 500, never a
 *   response of megabytes (hooks/queryShape.ts).
 */
export const guardOperation: CollectionBeforeOperationHook = ({ args, operation, req, collection }) => {
  const a = args as { data?: unknown; where?: unknown; duplicateFromID?: unknown }
  if (prototypeKeyIn(a.data) || prototypeKeyIn(a.where)) throw badRequest(HTTP_MESSAGES.prototypeKey)
  if (operation === 'create' && a.duplicateFromID !== undefined && !isStaffUser(req.user)) throw new Forbidden(req.t)
  if (req.payloadAPI === 'local') return args

  const query = (req.query ?? {}) as Record<string, unknown>
  if (prototypeKeyIn(query)) throw badRequest(HTTP_MESSAGES.prototypeKey)
  const numericIds = req.payload.db.defaultIDType === 'number'
  // Operations that populate relations run again under the same request for other collections:
  // the request's `where` speaks of the collection in its path only.
  const routed = req.routeParams?.collection === collection.slug
  const problem = paramsProblem(query) ?? (routed ? whereProblem(query.where, collection.flattenedFields, numericIds) : null)
  if (problem) throw badRequest(problem)
  if (!isStaffUser(req.user) && (query.pagination === 'false' || query.pagination === false)) {
    throw badRequest(BACK_OFFICE_MESSAGES.paginationStaffOnly)
  }
  const id = req.routeParams?.id
  if (routed && numericIds && typeof id === 'string' && !isRowId(id)) throw new NotFound(req.t)
  return args
}

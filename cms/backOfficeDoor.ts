import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { executeAuthStrategies } from 'payload'
import { CLOSED_TO_REST, COLLECTION_SUBROUTES, openToEveryone } from '../access/backOfficeApi'
import { isStaffUser } from '../access/checkRole'
import { BACK_OFFICE_MESSAGES } from '../shared/messages'
import { paramsProblem } from '../hooks/queryShape'
import { isRowId, whereProblem } from './backOfficeQuery'
import { dialectOf } from './db/sql'

/** Payload's own error shape, so the admin UI shows the message as it shows its own. */
const answer = (status: number, message: string): { status: number; body: { errors: { message: string }[] } } => ({
  status,
  body: { errors: [{ message }] },
})

/** Request headers as the Web `Headers` that Payload's auth strategies read. */
function toHeaders(raw: NodeJS.Dict<string | string[]>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

/**
 * The door in front of Payload's REST and GraphQL API (/cms/api): staff only, apart from the
 * sign-in endpoints the back office's login screen needs (access/backOfficeApi.ts says which and
 * why). Members and visitors use the storefront's API, whose routes apply the storefront's rules.
 */
export function backOfficeDoor(payload: Payload): RequestHandler {
  const numericIds = dialectOf(payload) !== null
  const collections = new Set(Object.keys(payload.collections))
  return async (req, res, next) => {
    try {
      const path = req.path
      // PostgreSQL refuses a NUL in any text it is given: such a request names nothing.
      if (/%00/i.test(req.originalUrl)) return void res.status(400).json(answer(400, BACK_OFFICE_MESSAGES.nul).body)
      const problem = paramsProblem(req.query as Record<string, unknown>)
      if (problem) return void res.status(400).json(answer(400, problem).body)
      const [, slug, second] = path.split('/')
      const badWhere = collections.has(slug)
        ? whereProblem(payload, slug, new URL(req.originalUrl, 'http://door').searchParams, numericIds)
        : null
      if (badWhere) return void res.status(400).json(answer(400, badWhere).body)
      if ((CLOSED_TO_REST as readonly string[]).includes(slug)) {
        return void res.status(404).json(answer(404, BACK_OFFICE_MESSAGES.notFound).body)
      }
      // SQL adapters number their rows: any other id would reach the database and fail there.
      // Preferences are addressed by their key, not an id.
      if (
        numericIds &&
        slug !== 'payload-preferences' &&
        collections.has(slug) &&
        second &&
        !COLLECTION_SUBROUTES.has(second) &&
        !isRowId(second)
      ) {
        return void res.status(404).json(answer(404, BACK_OFFICE_MESSAGES.notFound).body)
      }
      // Payload serves a POST marked X-HTTP-Method-Override: GET as that GET (its query in the body).
      const method = /^get$/i.test(String(req.get('x-payload-http-method-override') ?? req.get('x-http-method-override') ?? ''))
        ? 'GET'
        : req.method
      if (openToEveryone(method, path)) return next()
      // The caller through Payload's own strategies, as Payload's handler will resolve them: the
      // strategies alone, since payload.auth() would also work out every collection's permissions
      // (a fifth of a refused request's cost) for a door that asks only who it is.
      const { user } = await executeAuthStrategies({ headers: toHeaders(req.headers), payload })
      if (user && isStaffUser(user)) {
        // Payload's own handler fails with a 500 deleting a preference that does not exist: a 404 here.
        if (req.method === 'DELETE' && slug === 'payload-preferences' && second && !(await hasPreference(payload, user, second))) {
          return void res.status(404).json(answer(404, BACK_OFFICE_MESSAGES.notFound).body)
        }
        return next()
      }
      const { status, body } = user ? answer(403, BACK_OFFICE_MESSAGES.staffOnly) : answer(401, BACK_OFFICE_MESSAGES.signIn)
      res.status(status).json(body)
    } catch (error) {
      next(error)
    }
  }
}

/** True when `user` keeps a preference under `key` (preferences are addressed by key, per user). */
async function hasPreference(payload: Payload, user: { id: number | string; collection?: string }, key: string): Promise<boolean> {
  let name = key
  try {
    name = decodeURIComponent(key)
  } catch {
    // A malformed escape names no preference: looked up as written, found nowhere.
  }
  const found = await payload.db.findOne({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: name } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection ?? 'users' } },
      ],
    },
  })
  return found !== null
}

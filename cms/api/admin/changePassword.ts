import type { Request } from 'express'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import { ACCOUNT_MESSAGES } from '../../../shared/messages'
import { changePasswordSchema } from '../../../shared/schemas'
import { passwordMatches } from '../auth/passwordHash'
import { revokeOtherSessions } from '../auth/sessions'
import { verifyAccessToken } from '../auth/tokens'
import { badRequest } from '../http/errors'
import { body } from '../http/validate'

/** The refresh family of the session making the request (the access token's `fam`), if any. */
async function currentFamily(payload: Payload, req: Request): Promise<string | undefined> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  if (!match) return undefined
  return (await verifyAccessToken(payload.secret, match[1]))?.family
}

/**
 * PUT change-password (issue 10): a stolen access token alone cannot take the account, so the
 * current password is required; every other session (refresh-token family) ends, the one making
 * the change stays signed in. A wrong current password answers 400 and counts toward the
 * changePassword rate limit (failures only).
 */
export async function changePassword(payload: Payload, user: User, req: Request): Promise<void> {
  const { currentPassword, password } = body(req, changePasswordSchema)
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
    salt?: unknown
    hash?: unknown
  } | null
  if (!row || !(await passwordMatches(row, currentPassword))) throw badRequest(ACCOUNT_MESSAGES.wrongPassword)
  if (password === currentPassword) throw badRequest(ACCOUNT_MESSAGES.samePassword)
  // Given the caller, Payload ends its own sessions (CMS cookie or token) on a new password, but the
  // caller's when that is how they came (its `_sid`).
  await payload.update({ collection: 'users', id: user.id, data: { password }, overrideAccess: true, user, depth: 0 })
  await revokeOtherSessions(payload, user.id, await currentFamily(payload, req))
}

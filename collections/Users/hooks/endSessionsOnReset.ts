import type { CollectionAfterOperationHook } from 'payload'
import { cancelEmailChange, revokeOtherSessions } from '../../../cms/schemaRuntime'

/**
 * A password reset by e-mail ends every session of the account and drops a pending e-mail change
 * (whoever asked for either may not have been the owner), through whichever endpoint the link's
 * token was used: the storefront's /auth/reset-password or Payload's own
 * /cms/api/users/reset-password (issue 16: refresh tokens from before the reset kept working 30 days).
 * Payload has committed the new password when this runs.
 */
export const endSessionsOnReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: number | string } } | undefined)?.user?.id
  if (id === undefined) return result
  await revokeOtherSessions(req.payload, id)
  await cancelEmailChange(req.payload, id)
  return result
}

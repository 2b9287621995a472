import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { isStaffUser } from '../../../access/checkRole'
import { spendPasswordWork } from '../../../cms/schemaRuntime'
import { ACCOUNT_MESSAGES } from '../../../shared/messages'

/**
 * What an account's credentials accept, for every door (issue 16):
 *
 * - A password is set only by the storefront's confirmed flows, which write it below the access
 *   rules: the change with the current password (PUT /api/admin/change-password), the reset by an
 *   e-mailed link (Payload's resetPassword, whichever endpoint). A member's own update through
 *   any other way (Payload's REST API reached by a path that walked past the back office's door,
 *   say) may not carry one: a stolen session would otherwise take the account. Staff set passwords
 *   in the back office, as Payload lets them.
 * - Signing in costs the same for an address nobody uses as for a wrong password (Payload answers
 *   an unknown address before it hashes anything: ~12 ms against ~117 ms), so the time of a
 *   failed sign-in at /auth/login or /cms/api/users/login tells nobody which addresses have accounts.
 *
 * The e-mail address is guarded by its field's access (only staff write it; a member's new address
 * waits in pendingEmail until its inbox confirms it).
 */
export const guardCredentials: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (operation === 'update' && data && Object.hasOwn(data, 'password') && !overrideAccess && !isStaffUser(req.user)) {
    throw new APIError(ACCOUNT_MESSAGES.passwordOnlyWithCurrent, 403, undefined, true)
  }
  if (operation === 'login' && typeof data?.email === 'string' && typeof data.password === 'string') {
    // Payload's own normalisation of the address it looks up.
    const email = data.email.toLowerCase().trim()
    const row = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
    if (!row) await spendPasswordWork(data.password)
  }
  return args
}

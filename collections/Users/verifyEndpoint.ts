import type { Endpoint } from 'payload'
import { APIError } from 'payload'
import { followAccount } from '../../cms/schemaRuntime'

/**
 * POST /cms/api/users/verify/:token, in place of Payload's own (a collection's endpoints are
 * matched before the built-in ones): Payload's verifyEmail writes the row without hooks, so here,
 * as in the storefront's /auth/verify-email, the account's works, gallery page and search entry
 * become public at once (cms/catalogue/accountVisibility). Same answers as Payload's.
 */
export const verifyEndpoint: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: async (req) => {
    const token = typeof req.routeParams?.id === 'string' ? req.routeParams.id : ''
    const row = token ? await req.payload.db.findOne({ collection: 'users', where: { _verificationToken: { equals: token } }, req }) : null
    if (!row) throw new APIError('Verification token is invalid.', 403)
    await req.payload.verifyEmail({ collection: 'users', token })
    await followAccount(req.payload, row.id)
    return Response.json({ message: req.t('authentication:accountVerified') })
  },
}

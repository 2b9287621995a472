import type { AuthStrategy } from 'payload'
import { verifyAccessToken } from '../../cms/schemaRuntime'

/**
 * Recognises the storefront's short-lived access tokens (`Authorization: Bearer …`, issued by
 * /auth/login and /auth/refresh-token), so payload.auth(), and with it every access function,
 * knows the member. Payload's own strategy (cookie and JWT of the CMS) still runs after this one.
 */
export const storefrontAccessToken: AuthStrategy = {
  name: 'storefront-access-token',
  authenticate: async ({ headers, payload }) => {
    const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')
    if (!match) return { user: null }
    const claims = await verifyAccessToken(payload.secret, match[1])
    if (!claims) return { user: null }
    const id = payload.db.defaultIDType === 'number' ? Number(claims.userId) : claims.userId
    if (typeof id === 'number' && !Number.isSafeInteger(id)) return { user: null }
    const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    // A deleted account, or one whose e-mail is no longer verified, has no session.
    if (!user || (user as { _verified?: boolean | null })._verified === false) return { user: null }
    return { user: { ...user, collection: 'users', _strategy: 'storefront-access-token' } }
  },
}

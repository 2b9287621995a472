import type { User } from '../../payload-types'
import { DEMO_PASSWORD } from '../data/members'
import type { SeedContext } from '../context'
import { common } from '../context'
import { SELLER_ROLES } from '../../shared/constants'

const isSellerRole = (role: string | null | undefined): boolean => (SELLER_ROLES as readonly string[]).includes(role ?? '')

type UserData = Omit<User, 'id' | 'createdAt' | 'updatedAt' | 'slug' | 'collection'> & { slug?: string }

/** Creates the account once (verified, no e-mail sent; the demo's sellers trusted: their works skip review); a second run finds it by e-mail. */
export async function upsertUser(ctx: SeedContext, data: UserData): Promise<User> {
  const found = await ctx.payload.find({ collection: 'users', where: { email: { equals: data.email } }, limit: 1, ...common(ctx) })
  if (found.docs[0]) return found.docs[0]
  return ctx.payload.create({
    collection: 'users',
    data: { ...data, password: DEMO_PASSWORD, _verified: true, trusted: isSellerRole(data.role) } as User & { password: string },
    disableVerificationEmail: true,
    ...common(ctx),
  })
}

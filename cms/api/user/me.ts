import type { Payload } from 'payload'
import type { Me } from '../../../shared/api-types'
import type { User } from '../../../payload-types'
import { toMe } from '../mappers/profile'

/**
 * The member's own profile, read as themself (so the private fields are theirs to see) with the
 * photo populated.
 */
export async function readMe(payload: Payload, user: Pick<User, 'id'> & Partial<User>): Promise<Me> {
  const fresh = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 1,
    overrideAccess: false,
    user: { ...user, collection: 'users' } as User,
  })
  return toMe(fresh)
}

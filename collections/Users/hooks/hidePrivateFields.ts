import type { CollectionAfterReadHook } from 'payload'
import { isSelfOrStaff } from '../../../access/selfOrStaffField'
import type { User } from '../../../payload-types'

export const PRIVATE_USER_FIELDS = ['email', 'pendingEmail', 'phone', 'addresses', 'quizPreferences'] as const

/**
 * Field access hides these already; arrays, though, come back as [] rather than absent, and a
 * public profile must not even say whether someone saved an address. So they are removed here.
 */
export const hidePrivateFields: CollectionAfterReadHook<User> = ({ doc, req }) => {
  if (isSelfOrStaff(req, doc.id)) return doc
  const copy = { ...doc }
  for (const field of PRIVATE_USER_FIELDS) delete copy[field]
  return copy
}

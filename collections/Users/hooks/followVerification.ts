import type { CollectionAfterChangeHook } from 'payload'
import { followAccount } from '../../../cms/schemaRuntime'
import type { User } from '../../../payload-types'

/**
 * After staff (or the member) save an account: its works and gallery page follow its e-mail
 * verification at once, and marking a seller trusted approves the works waiting for review.
 * A new account has nothing to follow yet (its gallery page reads the owner when it is created).
 */
export const followVerification: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  await followAccount(req.payload, doc.id, { req, approveWaiting: doc.trusted === true && previousDoc?.trusted !== true })
  return doc
}

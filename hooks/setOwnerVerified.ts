import type { CollectionBeforeChangeHook } from 'payload'
import { accountOf } from '../cms/schemaRuntime'
import type { Gallery } from '../payload-types'
import { idOf } from '../shared/idOf'

/**
 * A gallery page copies its owner's e-mail verification when it is created or given to another
 * owner: an unverified account's page is not public (cms/catalogue/saleRules). Later changes of
 * the account come through cms/catalogue/accountVisibility.
 */
export const setOwnerVerified: CollectionBeforeChangeHook<Gallery> = async ({ data, operation, originalDoc, req }) => {
  if (req.context.accountSync) return data
  const owner = data.owner ?? originalDoc?.owner
  if (operation === 'update' && (data.owner === undefined || idOf(data.owner) === idOf(originalDoc?.owner))) return data
  const account = owner === undefined || owner === null ? null : await accountOf(req.payload, idOf(owner), req)
  return { ...data, ownerVerified: account?.verified ?? false }
}

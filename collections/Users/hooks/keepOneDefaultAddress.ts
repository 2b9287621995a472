import type { CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

type Address = NonNullable<User['addresses']>[number]

/**
 * The default of a list of saved addresses: the one marked, else the first (a list saved before
 * addresses had a default). `previous` is the one marked before a change: when a change marks a
 * second one (a tick in the back office), the newly marked one wins.
 */
export function defaultAddressOf<A extends Pick<Address, 'id' | 'isDefault'>>(addresses: A[], previous?: string | null): A | undefined {
  const marked = addresses.filter((a) => a.isDefault)
  return marked.find((a) => a.id !== previous) ?? marked[0] ?? addresses[0]
}

/**
 * A member has one default address at most, and one as soon as they have any: the first saved
 * unless they chose another; when the default is deleted, the first remaining one takes over.
 */
export const keepOneDefaultAddress: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  const addresses = data.addresses
  if (!Array.isArray(addresses) || addresses.length === 0) return data
  const chosen = defaultAddressOf(addresses, originalDoc?.addresses?.find((a) => a.isDefault)?.id)
  return { ...data, addresses: addresses.map((a) => ({ ...a, isDefault: a === chosen })) }
}

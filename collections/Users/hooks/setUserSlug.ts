import type { CollectionBeforeChangeHook } from 'payload'
import { slugify } from '../../../hooks/slugify'
import type { User } from '../../../payload-types'

/** The public slug (artistSlug) is taken from the username once, and never changes afterwards. */
export const setUserSlug: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc }) => {
  if (operation === 'create' || !originalDoc?.slug) {
    const base = data.slug || data.username || originalDoc?.username
    if (base) return { ...data, slug: slugify(String(base)) }
  }
  return data
}

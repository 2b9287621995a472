import type { CollectionBeforeChangeHook } from 'payload'
import type { Gallery, User } from '../payload-types'
import { sanitizeRichText } from '../shared/sanitizeRichText'

/** Bios are shown as HTML on public pages: keep only the shared allow-list's markup. */
export const sanitizeBio: CollectionBeforeChangeHook<User | Gallery> = ({ data }) =>
  typeof data.bio === 'string' ? { ...data, bio: sanitizeRichText(data.bio) } : data

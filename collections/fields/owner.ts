import type { Field } from 'payload'
import { isStaffField } from '../../access/isStaff'

/**
 * The member a row belongs to (the `owner` of artworks, collections, likes, media and gallery pages).
 * hooks/setOwner fills it on create with the member who creates the row (staff may name another);
 * afterwards only staff may give the row to someone else.
 */
export function ownerField({ required = true, unique = false, readOnly = false } = {}): Field {
  return {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    required,
    // Rows are listed by owner; a unique owner (one gallery page per member) has its own unique index.
    ...(unique ? { unique: true } : { index: true }),
    access: { update: isStaffField },
    admin: readOnly ? { readOnly: true, position: 'sidebar' } : { position: 'sidebar' },
  }
}

import type { FieldAccess } from 'payload'
import { checkRole, isStaffUser } from './checkRole'

type MaybeUser = Parameters<typeof checkRole>[1]

/**
 * The CV sections (education, awards, press, exhibitions, workshops) are an artist's: the profile
 * screen shows them to artists only. Staff edit anyone's. The member area asks this before writing,
 * to answer 403 rather than drop the section.
 */
export const canEditCv = (user: MaybeUser): boolean => isStaffUser(user) || checkRole(['artist'], user)

/** Field access of the CV sections: an artist's own profile (row rule: access/adminOrSelf.ts), or staff. */
export const cvSectionsField: FieldAccess = ({ req: { user } }) => canEditCv(user)

/** On create (sign-up, or staff in the back office): only an artist's account starts with a CV. */
export const cvSectionsCreateField: FieldAccess = ({ req: { user }, data }) =>
  isStaffUser(user) || (data as { role?: unknown } | undefined)?.role === 'artist'

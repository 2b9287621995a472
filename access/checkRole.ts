import { STAFF_ROLES, type Role } from '../shared/constants'

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

/** True when the user holds one of the roles. Users of other auth collections never match. */
export const checkRole = (roles: readonly Role[], user: MaybeUser): boolean =>
  Boolean(user && (!user.collection || user.collection === 'users') && user.role && (roles as readonly string[]).includes(user.role))

/** Staff (DECISIONS 18): editors curate, admins do everything; both see and moderate every member's rows. */
export const isStaffUser = (user: MaybeUser): boolean => checkRole(STAFF_ROLES, user)

import type { Access, FieldAccess } from 'payload'
import { isStaffUser } from './checkRole'

/** Editors curate content; admins do everything. */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)
export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffUser(user)

import type { Access, FieldAccess } from 'payload'
import { checkRole } from './checkRole'

/** Editors curate content; admins do everything. */
export const isStaff: Access = ({ req: { user } }) => checkRole(['editor', 'admin'], user)
export const isStaffField: FieldAccess = ({ req: { user } }) => checkRole(['editor', 'admin'], user)

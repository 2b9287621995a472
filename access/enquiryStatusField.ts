import type { FieldAccess } from 'payload'
import { ENQUIRY_ARTIST_STATUSES } from '../shared/constants'
import { isStaffUser } from './checkRole'

/**
 * An enquiry's status: staff set any; its artist (the row rule, access/enquiryArtistOrStaff.ts)
 * marks it read or answered, never closed and never back to new.
 */
export const enquiryStatusField: FieldAccess = ({ req: { user }, data }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const status = (data as { status?: unknown } | undefined)?.status
  return status === undefined || (ENQUIRY_ARTIST_STATUSES as readonly unknown[]).includes(status)
}

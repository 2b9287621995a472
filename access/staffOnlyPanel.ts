import type { PayloadRequest } from 'payload'
import { isStaffUser } from './checkRole'

/** Who may open the back office at /cms: staff only; members use the storefront's /admin. */
export const staffOnlyPanel = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)

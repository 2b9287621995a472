import type { Access } from 'payload'
import { SELLER_ROLES, STAFF_ROLES } from '../shared/constants'
import { checkRole } from './checkRole'

/** Members who list artworks and collections (every member role but explorer), and staff. */
export const isSellerUser = (user: Parameters<typeof checkRole>[1]): boolean => checkRole([...SELLER_ROLES, ...STAFF_ROLES], user)

export const isSeller: Access = ({ req: { user } }) => isSellerUser(user)

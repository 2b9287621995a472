import type { Payload, PayloadRequest } from 'payload'
import { isStaffUser } from '../../access/checkRole'
import { isPublicAccount } from './saleRules'

/** What moderation reads of an account: e-mail verified (public), trusted by staff, role. */
export type Account = { verified: boolean; trusted: boolean; role: string | null }

type StoredUser = { _verified?: boolean | null; trusted?: boolean | null; role?: string | null }

/** The account as stored (hidden fields included), in the caller's transaction; staff count as trusted. */
export async function accountOf(payload: Payload, id: number | string, req?: Partial<PayloadRequest>): Promise<Account | null> {
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as StoredUser | null
  if (!row) return null
  return { verified: isPublicAccount(row), trusted: row.trusted === true || isStaffUser(row), role: row.role ?? null }
}

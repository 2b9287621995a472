import { randomBytes } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { ValidationError } from 'payload'
import type { User } from '../../../payload-types'
import { ACCOUNT_TOKENS } from '../../../shared/constants'
import { ACCOUNT_MESSAGES } from '../../../shared/messages'
import { sendConfirmEmailMail, sendEmailChangeNotice } from '../../mail/accountMails'
import { HttpError, conflict } from '../http/errors'
import { hashToken } from './tokens'

/**
 * Changing a member's e-mail (issue 10): the new address is kept as pending until its inbox
 * confirms it, so a stolen session cannot move the account (and with it the password reset) to
 * another inbox. The confirmation token is stored only as its sha256; the old address is told.
 */
const system = { overrideAccess: true, depth: 0 } as const

/** True when an account (other than `exceptId`) already uses the address. */
export async function emailTaken(payload: Payload, email: string, exceptId?: string | number): Promise<boolean> {
  const where: Where =
    exceptId === undefined ? { email: { equals: email } } : { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] }
  return (await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs > 0
}

/** Stores `newEmail` as pending, mails the confirmation link to it and the notice to the current address. */
export async function requestEmailChange(payload: Payload, user: Pick<User, 'id' | 'email' | 'fullName'>, newEmail: string): Promise<void> {
  const token = randomBytes(20).toString('hex')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      pendingEmail: newEmail,
      emailChangeTokenHash: hashToken(token),
      emailChangeExpiresAt: new Date(Date.now() + ACCOUNT_TOKENS.confirmEmailHours * 3_600_000).toISOString(),
    },
    ...system,
  })
  await sendConfirmEmailMail(payload, user, newEmail, token)
  // The old inbox hears of it even if the confirmation mail fails: it is the owner's alarm.
  await sendEmailChangeNotice(payload, user, newEmail)
}

/** Forgets a pending change (after a password reset: whoever asked for it may not have been the owner). */
export async function cancelEmailChange(payload: Payload, userId: string | number): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null },
    ...system,
  })
}

type PendingRow = { id: number | string; pendingEmail?: string | null; emailChangeExpiresAt?: string | null }

/** POST /auth/confirm-email: the pending address becomes the account's e-mail. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<void> {
  const row = (await payload.db.findOne({
    collection: 'users',
    where: { emailChangeTokenHash: { equals: hashToken(token) } },
  })) as PendingRow | null
  const expiresAt = row?.emailChangeExpiresAt ? new Date(row.emailChangeExpiresAt).getTime() : 0
  if (!row || !row.pendingEmail || expiresAt <= Date.now()) throw new HttpError(400, ACCOUNT_MESSAGES.badEmailLink)
  const email = row.pendingEmail
  if (await emailTaken(payload, email, row.id)) {
    await cancelEmailChange(payload, row.id)
    throw conflict(ACCOUNT_MESSAGES.emailTaken)
  }
  try {
    await payload.update({
      collection: 'users',
      id: row.id,
      // The link proved the inbox: the account stays (or becomes) verified with its new address.
      data: { email, _verified: true, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null },
      ...system,
    })
  } catch (error) {
    // A sign-up that took the address between our check and the write (the unique index refused it).
    if (error instanceof ValidationError) throw conflict(ACCOUNT_MESSAGES.emailTaken)
    throw error
  }
}

import type { Payload } from 'payload'
import { APIError, ValidationError } from 'payload'
import { ACCOUNT_TOKENS } from '../../../shared/constants'
import { ACCOUNT_MESSAGES, MESSAGES } from '../../../shared/messages'
import { sendPasswordResetMail } from '../../mail/accountMails'
import { HttpError } from '../http/errors'

/**
 * Password reset by e-mail (issue 10) on Payload's own tokens: forgotPassword stores a random
 * token with its expiry (disableEmail: Kala sends its own mail, linking to the storefront), and
 * resetPassword accepts it once (it moves the expiry to now) and only before it expires.
 */

/**
 * Starts a reset for the address, if an account uses it. Runs after the answer has gone: the
 * caller learns nothing from the time it takes (no account enumeration).
 */
export async function startPasswordReset(payload: Payload, email: string): Promise<void> {
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: ACCOUNT_TOKENS.resetPasswordMinutes * 60_000,
  })
  if (!token) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  const user = docs[0]
  // The address as asked for (the same, normalised): the profile hook hides a member's e-mail from a read without a user.
  if (user) await sendPasswordResetMail(payload, { fullName: user.fullName, email }, token)
}

/**
 * Sets the new password; every session of the member ends, and a pending e-mail change is dropped
 * (the Users collection's endSessionsOnReset, which holds for Payload's own reset endpoint too).
 */
export async function finishPasswordReset(payload: Payload, token: string, password: string): Promise<void> {
  try {
    await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
  } catch (error) {
    // Payload answers an unknown, used or expired token with a 403 APIError.
    if (error instanceof ValidationError) throw new HttpError(400, MESSAGES.password)
    if (error instanceof APIError) throw new HttpError(400, ACCOUNT_MESSAGES.badResetLink)
    throw error
  }
}

import { Router, type Request } from 'express'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError } from 'payload'
import { slugify } from '../../../hooks/slugify'
import { verificationEmail } from '../../../collections/Users/verificationEmail'
import { LOGIN_LOCK } from '../../../shared/constants'
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, MESSAGES } from '../../../shared/messages'
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '../../../shared/schemas'
import { HttpError, conflict, unauthorized } from '../http/errors'
import { body } from '../http/validate'
import { noStore } from '../user/noStore'
import { rateLimiter } from '../rateLimit'
import { readMe } from '../user/me'
import { followAccount } from '../../catalogue/accountVisibility'
import { confirmEmailChange } from './emailChange'
import { finishPasswordReset, startPasswordReset } from './passwordReset'
import { endSession, rotateSession, startSession } from './sessions'
import { safeEqual } from './tokens'

/** The raw database row of a user (with the hidden verification fields), by e-mail. */
async function userRowByEmail(payload: Payload, email: string) {
  return (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as
    | ({ id: number | string; email: string; fullName?: string; _verified?: boolean | null; _verificationToken?: string | null } & Record<
        string,
        unknown
      >)
    | null
}

/** A trimmed, lower-cased text field of the JSON body, or null: what a per-account limit counts by. */
function bodyText(req: Request, field: string): string | null {
  const value = (req.body as Record<string, unknown> | undefined)?.[field]
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null
}

/** /auth/*: login, sign-up, e-mail verification, token refresh and logout (the storefront API, cms/api/router.ts). */
export function authRouter(payload: Payload): Router {
  const router = Router()
  router.use(noStore)
  const limits = {
    login: rateLimiter(payload, 'login'),
    signup: rateLimiter(payload, 'signup'),
    signupEmail: rateLimiter(payload, 'signupAccount', { id: 'email', key: (req) => bodyText(req, 'email') }),
    signupUsername: rateLimiter(payload, 'signupAccount', { id: 'username', key: (req) => bodyText(req, 'username') }),
    resend: rateLimiter(payload, 'resend'),
    forgotPassword: rateLimiter(payload, 'forgotPassword'),
    // The same policy counted per address too: many IPs cannot flood one inbox.
    forgotPasswordPerEmail: rateLimiter(payload, 'forgotPassword', { id: 'email', key: (req) => bodyText(req, 'email') }),
    accountToken: rateLimiter(payload, 'accountToken'),
  }

  router.post('/login', limits.login, async (req, res) => {
    const { email, password } = body(req, loginSchema, MESSAGES.login)
    let user
    try {
      ;({ user } = await payload.login({ collection: 'users', data: { email, password } }))
    } catch (error) {
      // Payload checks the password first, so only the right password learns that the e-mail is unverified.
      if (error instanceof UnverifiedEmail) throw new HttpError(403, AUTH_MESSAGES.unverified)
      if (error instanceof LockedAuth)
        throw new HttpError(429, AUTH_MESSAGES.locked, undefined, { 'Retry-After': String(LOGIN_LOCK.minutes * 60) })
      // An unknown e-mail costs the same hash work as a wrong password (the Users collection's guardCredentials).
      if (error instanceof AuthenticationError || error instanceof ValidationError) throw unauthorized(MESSAGES.login)
      throw error
    }
    if (!user) throw unauthorized(MESSAGES.login)
    const tokens = await startSession(payload, user.id)
    res.json({ ...tokens, user: await readMe(payload, user) })
  })

  router.post('/signup', limits.signup, limits.signupEmail, limits.signupUsername, async (req, res) => {
    const data = body(req, signupSchema, MESSAGES.signup)
    await refuseTaken(payload, data.username, data.email)
    try {
      await payload.create({
        collection: 'users',
        data: { role: data.role, fullName: data.fullName, username: data.username, email: data.email, password: data.password },
        overrideAccess: false,
      })
    } catch (error) {
      if (error instanceof ValidationError) {
        // A sign-up that raced ours to the same name or address.
        await refuseTaken(payload, data.username, data.email)
        const details = (error.data?.errors ?? []).map((e) => ({ path: e.path, message: e.message }))
        throw new HttpError(400, MESSAGES.signup, details)
      }
      throw error
    }
    res.status(201).json({ message: AUTH_MESSAGES.signedUp, email: data.email })
  })

  router.post('/verify-email', async (req, res) => {
    const { email, verificationToken } = body(req, verifyEmailSchema)
    const row = await userRowByEmail(payload, email)
    // The code must be the one sent to this address; every other case gets the same answer.
    if (!row || row._verified || !row._verificationToken || !safeEqual(row._verificationToken, verificationToken)) {
      throw new HttpError(400, AUTH_MESSAGES.badVerification)
    }
    await payload.verifyEmail({ collection: 'users', token: row._verificationToken })
    // Payload's verifyEmail writes the row without hooks: the account's works, gallery page and
    // search entry become public here, at once.
    await followAccount(payload, row.id)
    res.json({ message: AUTH_MESSAGES.verified })
  })

  router.post('/resend-verification-email', limits.resend, async (req, res) => {
    const { email } = body(req, resendVerificationSchema)
    const row = await userRowByEmail(payload, email)
    if (row && row._verified === false) {
      let token = row._verificationToken
      if (!token) {
        token = randomBytes(20).toString('hex')
        await payload.db.updateOne({ collection: 'users', id: row.id, data: { ...row, _verificationToken: token }, returning: false })
      }
      const user = { ...row, email }
      // Sent in the background: the answer (and how long it takes) is the same for every address.
      void payload
        .sendEmail({
          to: email,
          subject: await verificationEmail.generateEmailSubject!({ req: undefined as never, token, user }),
          html: await verificationEmail.generateEmailHTML!({ req: undefined as never, token, user }),
        })
        .catch((error: unknown) => payload.logger.error({ err: error }, 'could not resend the verification e-mail'))
    }
    res.json({ message: AUTH_MESSAGES.resent })
  })

  router.post('/forgot-password', limits.forgotPassword, limits.forgotPasswordPerEmail, async (req, res) => {
    const { email } = body(req, forgotPasswordSchema)
    // After the answer: the same words, at the same speed, whether or not the account exists.
    void startPasswordReset(payload, email).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'could not start a password reset'),
    )
    res.json({ message: ACCOUNT_MESSAGES.resetSent })
  })

  router.post('/reset-password', limits.accountToken, async (req, res) => {
    const { token, password } = body(req, resetPasswordSchema)
    await finishPasswordReset(payload, token, password)
    res.json({ message: ACCOUNT_MESSAGES.passwordReset })
  })

  router.post('/confirm-email', limits.accountToken, async (req, res) => {
    const { token } = body(req, confirmEmailSchema)
    await confirmEmailChange(payload, token)
    res.json({ message: ACCOUNT_MESSAGES.emailConfirmed })
  })

  router.post('/refresh-token', async (req, res) => {
    const { refreshToken } = body(req, refreshTokenSchema)
    const tokens = await rotateSession(payload, refreshToken)
    if (!tokens) throw unauthorized(AUTH_MESSAGES.sessionEnded)
    res.json(tokens)
  })

  router.post('/logout', async (req, res) => {
    const { refreshToken } = body(req, refreshTokenSchema)
    await endSession(payload, refreshToken)
    res.json({ message: AUTH_MESSAGES.loggedOut })
  })

  return router
}

/** 409 when the username (or its public slug) or the e-mail already belongs to an account. */
async function refuseTaken(payload: Payload, username: string, email: string): Promise<void> {
  const byEmail = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (byEmail.totalDocs > 0) throw conflict(AUTH_MESSAGES.emailTaken)
  const byName = await payload.count({
    collection: 'users',
    where: { or: [{ username: { equals: username } }, { slug: { equals: slugify(username) } }] },
    overrideAccess: true,
  })
  if (byName.totalDocs > 0) throw conflict(AUTH_MESSAGES.usernameTaken)
}

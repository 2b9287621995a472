/** /auth/*: cms/api/auth/router.ts. Open to anyone; the Authorization header is ignored. */
import { z } from 'zod'
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '../../../../shared/schemas'
import { MeSchema } from '../../../../shared/api-schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { messageOf, tokenPairSchema } from './common'

const auth = { tag: 'Auth', caller: 'anyone' } as const

export const AUTH_ROUTES: RouteDoc[] = [
  {
    ...auth,
    method: 'post',
    path: '/auth/login',
    summary: 'Log in with e-mail and password',
    description:
      'Starts a session: a short-lived access token and a rotating refresh token. An unknown e-mail costs the same hash work as a wrong password (no enumeration by timing).',
    body: loginSchema,
    success: { status: 200, description: 'Signed in: the tokens and the member.', schema: tokenPairSchema.extend({ user: MeSchema }) },
    errors: [
      { status: 400, description: '`Incorrect email or password` (a body that is not a login).' },
      { status: 401, description: '`Incorrect email or password`' },
      { status: 403, description: '`Please verify your e-mail before logging in. …` (only with the right password).' },
      {
        status: 429,
        description:
          'Too many failed attempts: the rate limit (10 failed / 15 min per network), or the account is locked after 10 failures (`Too many failed login attempts. Please try again in 10 minutes.`), with `Retry-After`.',
      },
      E.notJson,
      E.bodyTooLarge,
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/signup',
    summary: 'Create an account',
    description:
      'The account is private until its e-mail is verified: a mail links to `/verify-email?email=…&token=…`. Usernames are 3–30 letters, digits, `.`, `-`, `_`; passwords 8+ characters; `cpassword` must equal `password`.',
    body: signupSchema,
    success: {
      status: 201,
      description: 'Created; the verification mail is on its way.',
      schema: messageOf('Your account is ready. We have sent a verification link to your e-mail.').extend({ email: z.string() }),
    },
    errors: [
      {
        status: 400,
        description: '`Invalid form. Please fill all the fields` (or the real reason when every field is filled) with `details`.',
      },
      {
        status: 409,
        description:
          '`This username is already taken. Please choose another.` (also when it differs only by case or punctuation) or `An account with this e-mail already exists. Please log in instead.`',
      },
      E.rateLimited('100 / hour per network, 3 / hour per e-mail and per username'),
      E.notJson,
      E.bodyTooLarge,
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/verify-email',
    summary: "Verify an account's e-mail with the mailed code",
    body: verifyEmailSchema,
    success: {
      status: 200,
      description: 'Verified: the account is public and may log in.',
      schema: messageOf('Your e-mail is verified. You can log in now.'),
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description:
          '`This verification code is not valid for that e-mail. Ask for a new one.` (wrong code, code of another address, unknown address, already verified).',
      },
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/resend-verification-email',
    summary: 'Send the verification link again',
    description: 'The same answer for every address (no account enumeration); the mail goes only to an unverified account.',
    body: resendVerificationSchema,
    success: {
      status: 200,
      description: 'Always the same sentence.',
      schema: messageOf('If an account with that e-mail is waiting for verification, we have sent it a new link.'),
    },
    errors: [...jsonBodyErrors, E.rateLimited('5 / 15 min')],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/refresh-token',
    summary: 'Exchange a refresh token for a new pair',
    description:
      'The refresh token is the credential and is spent by this call (rotation). A refresh token used twice revokes its whole session: the client must log in again.',
    body: refreshTokenSchema,
    success: { status: 200, description: 'A new access token and refresh token.', schema: tokenPairSchema },
    errors: [
      ...jsonBodyErrors,
      {
        status: 401,
        description:
          '`Your session has expired. Please log in again.` (unknown, expired, revoked or reused token, deleted or unverified account; reuse revokes the whole session).',
      },
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session of a refresh token',
    description:
      "The session's refresh tokens are revoked; its access tokens expire within 15 minutes. Also 200 for an unknown or spent token.",
    body: refreshTokenSchema,
    success: { status: 200, description: 'Logged out.', schema: messageOf('You are logged out.') },
    errors: jsonBodyErrors,
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/forgot-password',
    summary: 'Mail a link to choose a new password',
    description:
      'The same answer for every address, at the same speed (the work happens after the answer); an account gets a link to `/reset-password?token=…` (single use, 60 minutes).',
    body: forgotPasswordSchema,
    success: {
      status: 200,
      description: 'Always the same sentence.',
      schema: messageOf('If an account uses that e-mail, we have sent it a link to choose a new password. Please check your inbox.'),
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 429,
        description: '`Too many password reset requests. Please try again in 15 minutes.` (5 / 15 min per network, and per address).',
      },
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Choose a new password with the mailed token',
    description: 'Every refresh token of the member is revoked and a pending e-mail change is dropped.',
    body: resetPasswordSchema,
    success: {
      status: 200,
      description: 'Changed.',
      schema: messageOf('Your password has been changed. Please log in with your new password.'),
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description:
          '`This password reset link is not valid or has expired (links work for an hour, once). Please ask for a new one.` (unknown, used, superseded or expired token).',
      },
      E.rateLimited('with confirm-email: 10 / 15 min per network'),
    ],
  },
  {
    ...auth,
    method: 'post',
    path: '/auth/confirm-email',
    summary: 'Confirm a new e-mail address with the mailed token',
    description:
      "The token comes from the link mailed to the new address (`/confirm-email?token=…`, 24 hours); the pending address becomes the account's e-mail.",
    body: confirmEmailSchema,
    success: {
      status: 200,
      description: 'Confirmed.',
      schema: messageOf('Your new e-mail address is confirmed. Please use it to log in from now on.'),
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description: '`This confirmation link is not valid or has expired. Please change your e-mail again in your profile.`',
      },
      {
        status: 409,
        description:
          '`Another account has started using this e-mail address meanwhile. Please choose another one in your profile.` (the pending change is dropped).',
      },
      E.rateLimited('with reset-password: 10 / 15 min per network'),
    ],
  },
]

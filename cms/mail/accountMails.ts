import type { Payload } from 'payload'
import { ACCOUNT_TOKENS } from '../../shared/constants'
import { publicUrl } from '../publicUrl'
import { escapeHtml } from './escapeHtml'

/**
 * The mails that guard an account (issue 10): a password reset link, the confirmation of a new
 * e-mail address (sent to that address) and the notice to the old one. Links go to the storefront's
 * screens, which post the token back to /auth/*.
 */
const layout = (name: string, body: string): string => `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a">
<p>Namaste ${escapeHtml(name)},</p>
${body}
<p>— The Kala team</p></body></html>`

const linkTo = (path: string, token: string): string => `${publicUrl()}${path}?token=${encodeURIComponent(token)}`
const anchor = (href: string): string => `<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`

type Member = { email: string; fullName?: string | null }

export async function sendPasswordResetMail(payload: Payload, user: Member, token: string): Promise<void> {
  await payload.sendEmail({
    to: user.email,
    subject: 'Choose a new password for Kala',
    html: layout(
      user.fullName ?? '',
      `<p>Someone (we hope you) asked to reset the password of your Kala account. Open this link to choose a new one:</p>
${anchor(linkTo('/reset-password', token))}
<p>The link works once, for ${ACCOUNT_TOKENS.resetPasswordMinutes} minutes. Choosing a new password signs you out on every device.</p>
<p>If you did not ask for it, you can ignore this message: your password stays as it is.</p>`,
    ),
  })
}

export async function sendConfirmEmailMail(payload: Payload, user: Member, newEmail: string, token: string): Promise<void> {
  await payload.sendEmail({
    to: newEmail,
    subject: 'Confirm your new e-mail address for Kala',
    html: layout(
      user.fullName ?? '',
      `<p>You asked to use ${escapeHtml(newEmail)} for your Kala account. Open this link to confirm it:</p>
${anchor(linkTo('/confirm-email', token))}
<p>The link works for ${ACCOUNT_TOKENS.confirmEmailHours} hours. Until you open it, your account keeps its current address.</p>
<p>If you did not ask for this, ignore this message and nothing changes.</p>`,
    ),
  })
}

export async function sendEmailChangeNotice(payload: Payload, user: Member, newEmail: string): Promise<void> {
  await payload.sendEmail({
    to: user.email,
    subject: 'Your Kala e-mail address is about to change',
    html: layout(
      user.fullName ?? '',
      `<p>Someone signed in to your Kala account asked to change its e-mail address to ${escapeHtml(newEmail)}. It changes only once that address confirms it.</p>
<p>If this was not you, please reset your password at once from the login page (<a href="${escapeHtml(publicUrl())}/forgot-password">${escapeHtml(publicUrl())}/forgot-password</a>): that signs everyone out, and the change cannot go ahead without the new inbox.</p>`,
    ),
  })
}

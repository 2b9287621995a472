import type { VerifyConfig } from 'payload'
import { escapeHtml, publicUrl } from '../../cms/schemaRuntime'

/** The sign-up e-mail links to the storefront's /verify-email, which posts the token back. */
export const verificationEmail: VerifyConfig = {
  generateEmailSubject: () => 'Confirm your e-mail address for Kala',
  generateEmailHTML: ({ token, user }) => {
    const email = String((user as { email?: string }).email ?? '')
    const name = String((user as { fullName?: string }).fullName ?? '')
    const link = `${publicUrl()}/verify-email?email=${encodeURIComponent(email)}&token=${encodeURIComponent(String(token))}`
    return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a">
<p>Namaste ${escapeHtml(name)},</p>
<p>Welcome to Kala. Please confirm your e-mail address to finish signing up:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Your verification code is <strong>${escapeHtml(String(token))}</strong>.</p>
<p>If you did not sign up, you can ignore this message.</p>
<p>— The Kala team</p></body></html>`
  },
}

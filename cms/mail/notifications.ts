import type { Payload } from 'payload'
import { readEnv } from '../env'
import { publicUrl } from '../publicUrl'
import { escapeHtml } from './escapeHtml'

/**
 * Mails that tell someone a form reached them (DECISIONS 15): an enquiry to the artist, a contact
 * message to the support address and, from an artist's page, to that artist. Every value the
 * sender typed is escaped; the sender's address goes in Reply-To so a reply reaches them.
 */

/** The support inbox (SUPPORT_EMAIL; its default is in cms/env.ts). */
export const supportAddress = (): string => readEnv().SUPPORT_EMAIL

/** Header values never carry line breaks (no header injection), and stay short. */
const headerSafe = (s: string, max = 150): string =>
  s
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max)

const layout = (body: string): string => `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a">
${body}
<p>— The Kala team</p></body></html>`

const row = (label: string, value: string | null | undefined): string =>
  value ? `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>` : ''

const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')

export type EnquiryMail = {
  to: string
  artistName: string
  artworkTitle: string
  artworkUrl: string
  name: string
  email: string
  phone: string
  message?: string | null
}

export async function sendEnquiryMail(payload: Payload, m: EnquiryMail): Promise<void> {
  await payload.sendEmail({
    to: m.to,
    replyTo: headerSafe(m.email, 254),
    subject: headerSafe(`New enquiry about "${m.artworkTitle}"`),
    html: layout(`<p>Namaste ${escapeHtml(m.artistName)},</p>
<p>Someone would like to know more about <a href="${escapeHtml(publicUrl() + m.artworkUrl)}">${escapeHtml(m.artworkTitle)}</a>.</p>
<table>${row('Name', m.name)}${row('E-mail', m.email)}${row('Phone', m.phone)}</table>
${m.message ? paragraphs(m.message) : ''}
<p>Reply to this e-mail to answer them. The enquiry is also listed in your member area.</p>`),
  })
}

export type ContactMail = {
  to: string
  /** The artist's name when sent from their page; absent for the support inbox. */
  artistName?: string
  name: string
  email: string
  phone?: string | null
  subject?: string | null
  message: string
}

export async function sendContactMail(payload: Payload, m: ContactMail): Promise<void> {
  const subject = m.subject
    ? `Contact: ${m.subject}`
    : m.artistName
      ? `A message for you from ${m.name}`
      : `Contact form: message from ${m.name}`
  await payload.sendEmail({
    to: m.to,
    replyTo: headerSafe(m.email, 254),
    subject: headerSafe(subject),
    html: layout(`${m.artistName ? `<p>Namaste ${escapeHtml(m.artistName)},</p>\n<p>A visitor wrote to you from your Kala profile.</p>` : '<p>A message arrived through the contact form.</p>'}
<table>${row('Name', m.name)}${row('E-mail', m.email)}${row('Phone', m.phone)}${row('Subject', m.subject)}</table>
${paragraphs(m.message)}`),
  })
}

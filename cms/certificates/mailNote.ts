/**
 * The confirmation e-mail's lines about the certificates and the collector's handbook (one import
 * in cms/sales/mails.ts): what comes in the box, where the certificate is, and the handbook's link.
 */
import { CERTIFICATE_MESSAGES, HANDBOOK_SLUG } from '../../shared/certificates'
import { paths } from '../../shared/paths'
import { escapeHtml } from '../mail/escapeHtml'
import { publicUrl } from '../publicUrl'

export const certificateMailNote = (): string =>
  `<p>Each work comes with a certificate of authenticity: a printed copy in the box, and the PDF under Your orders on Kala. ${escapeHtml(
    CERTIFICATE_MESSAGES.handbookBlurb,
  )} <a href="${escapeHtml(`${publicUrl()}${paths.learn.guide.getHref(HANDBOOK_SLUG)}`)}">${escapeHtml(CERTIFICATE_MESSAGES.handbookLink)}</a>.</p>`

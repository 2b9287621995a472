/**
 * The e-mails of an offer (cms/offers/offers.ts), one to each side at each step: made, countered,
 * accepted, declined, expired. Sent by the sendOfferMail job, each letter claimed once in mail-log
 * under `offer:<id>:<step>:<side>` (cms/sales/mails.ts, sendLetterOnce): a job that runs twice
 * sends nothing twice. Neither side's letter names the other's account; the floor is never in them.
 */
import type { Payload } from 'payload'
import type { Offer } from '../../payload-types'
import { formatPaise, OFFER_LIMITS, type OfferMailStep } from '../../shared/offers'
import { paths } from '../../shared/paths'
import { escapeHtml } from '../mail/escapeHtml'
import { publicUrl } from '../publicUrl'
import { contact, layout, sendLetterOnce, type Letter } from '../sales/mails'

type Texts = { subject: string; buyer: string; seller: string }

function texts(offer: Offer, step: OfferMailStep): Texts {
  const title = `“${offer.title ?? 'the work'}”`
  const offered = formatPaise(offer.amountPaise)
  const counter = formatPaise(offer.counterPaise ?? offer.amountPaise)
  const agreed = formatPaise(offer.agreedPaise ?? offer.amountPaise)
  switch (step) {
    case 'made':
      return {
        subject: `New offer: ${title}`,
        buyer: `Your offer of ${offered} for ${title} has been sent. The seller has ${OFFER_LIMITS.responseHours} hours to answer.`,
        seller: `A collector offers ${offered} for ${title}. Accept, decline or counter in your member area within ${OFFER_LIMITS.responseHours} hours.`,
      }
    case 'countered':
      return {
        subject: `Counter-offer: ${title}`,
        buyer: `The seller answers your offer for ${title} with ${counter}. Accept or decline it within ${OFFER_LIMITS.responseHours} hours.`,
        seller: `Your counter-offer of ${counter} for ${title} has been sent to the collector.`,
      }
    case 'accepted':
      return {
        subject: `Offer accepted: ${title}`,
        buyer: `${title} is yours at ${agreed} if you check out within ${OFFER_LIMITS.holdHours} hours; it is held for you until then.`,
        seller: `The offer of ${agreed} for ${title} is agreed. The work is held for the collector for ${OFFER_LIMITS.holdHours} hours while they pay.`,
      }
    case 'declined':
      return {
        subject: `Offer declined: ${title}`,
        buyer: `Your offer for ${title} was not accepted. You are welcome to make another.`,
        seller: `The offer for ${title} is declined; the work stays on sale.`,
      }
    case 'expired':
      return {
        subject: `Offer expired: ${title}`,
        buyer: `Your offer for ${title} has expired${offer.agreedPaise ? ' and the work is back on sale' : ''}.`,
        seller: `The offer for ${title} has expired; the work stays on sale.`,
      }
  }
}

const link = () => `<p><a href="${escapeHtml(`${publicUrl()}${paths.admin.offers.getHref()}`)}">Your offers on Kala</a></p>`

export async function sendOfferMail(payload: Payload, offerId: string, step: OfferMailStep): Promise<number> {
  const offer = await payload.findByID({ collection: 'offers', id: offerId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!offer) return 0
  const t = texts(offer, step)
  const [buyer, seller] = await Promise.all([contact(payload, offer.buyer), contact(payload, offer.seller)])
  const letters: Letter[] = []
  for (const [side, who] of [
    ['buyer', buyer],
    ['seller', seller],
  ] as const) {
    if (!who) continue
    letters.push({
      to: who.email,
      key: `offer:${offer.id}:${step}:${side}`,
      subject: t.subject,
      html: layout(`<p>Dear ${escapeHtml(who.fullName)},</p><p>${escapeHtml(t[side])}</p>${link()}`),
    })
  }
  let sent = 0
  for (const letter of letters) if (await sendLetterOnce(payload, letter, `offer-${step}`, null)) sent++
  return sent
}

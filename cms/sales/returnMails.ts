/**
 * The e-mails of a return (cms/sales/returns.ts), one at each step, to the buyer and to the seller;
 * staff hear of every new request. Sent by the sendReturnMail job, each letter claimed once in
 * mail-log under `return:<id>:<step>:<who>` (cms/sales/mails.ts, sendLetterOnce): a job that runs
 * twice sends nothing twice. The seller's letters never name the buyer.
 */
import type { Payload } from 'payload'
import type { Order, Return } from '../../payload-types'
import { formatInr } from '../../shared/checkout-messages'
import { relationId } from '../../shared/idOf'
import { paths } from '../../shared/paths'
import { RETURN_STATES, type ReturnState } from '../../shared/returns'
import { escapeHtml } from '../mail/escapeHtml'
import { supportAddress } from '../mail/notifications'
import { publicUrl } from '../publicUrl'
import { contact, layout, sendLetterOnce, type Letter } from './mails'

export const RETURN_MAIL_STEPS = RETURN_STATES

export async function queueReturnMail(payload: Payload, returnId: number | string, step: ReturnState): Promise<void> {
  await payload.jobs.queue({ task: 'sendReturnMail', input: { returnId: String(returnId), step } })
}

const link = (href: string, label: string) => `<p><a href="${escapeHtml(`${publicUrl()}${href}`)}">${escapeHtml(label)}</a></p>`

/** What each side reads at each step. */
function texts(ret: Return, order: Order, step: ReturnState): { buyer: string; seller: string; subject: string } {
  const title = `“${ret.title ?? 'your work'}”`
  const number = order.orderNumber ?? String(order.id)
  const amount = formatInr((ret.refund?.amountPaise ?? 0) / 100)
  const ship = ret.shipment?.carrier ? `${ret.shipment.carrier}, tracking number ${ret.shipment.trackingNumber}` : ''
  switch (step) {
    case 'requested':
      return {
        subject: `Return requested: ${title} (order ${number})`,
        buyer: `We have your request to return ${title}. Kala's team will look at it and write to you within two working days.`,
        seller: `The collector has asked to return ${title} (reason: ${ret.reason}). Kala's team is looking at it; your payout for this work is held meanwhile.`,
      }
    case 'approved':
      return {
        subject: `Return approved: ${title} (order ${number})`,
        buyer: `Your return of ${title} is approved. Pack the work as it came and send it back to Kala; add the carrier and tracking number by replying to this e-mail. Your refund follows once it reaches us.`,
        seller: `Kala has approved the collector's return of ${title}. The work comes back to Kala first; we will tell you how it arrives.`,
      }
    case 'rejected':
      return {
        subject: `Return declined: ${title} (order ${number})`,
        buyer: `We cannot accept the return of ${title}: ${ret.staffReason ?? ''}`,
        seller: `Kala has declined the return of ${title}. The sale stands, and your payout follows as usual.`,
      }
    case 'in_transit':
      return {
        subject: `Return on its way: ${title} (order ${number})`,
        buyer: `Your return of ${title} is on its way to Kala with ${ship}.`,
        seller: `The collector's return of ${title} is on its way to Kala with ${ship}.`,
      }
    case 'received':
      return {
        subject: `Return received: ${title} (order ${number})`,
        buyer: `We have received ${title} back. Your refund of ${amount} is on its way.`,
        seller: `Kala has received ${title} back, in ${ret.condition === 'damaged' ? 'damaged' : 'good'} condition. The collector is refunded, and this sale's payout is cancelled.`,
      }
    case 'refunded':
      return {
        subject: `Refunded: ${title} (order ${number})`,
        buyer: `We have refunded ${amount} for ${title}${ret.refund?.refundId ? ` (refund ${ret.refund.refundId})` : ''}. Banks usually show it within 5 to 7 working days.`,
        seller: `The sale of ${title} has been refunded to the collector; its payout is taken back from your balance.`,
      }
  }
}

/** Sends the step's letters once each; answers how many went out now. */
export async function sendReturnMail(payload: Payload, returnId: string, step: ReturnState): Promise<number> {
  const ret = (await payload.findByID({
    collection: 'returns',
    id: returnId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Return | null
  const orderId = ret ? relationId(ret.order) : null
  const order =
    orderId == null
      ? null
      : ((await payload.findByID({
          collection: 'orders',
          id: orderId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })) as Order | null)
  if (!ret || !order) return 0
  const t = texts(ret, order, step)
  const [buyer, seller] = await Promise.all([contact(payload, ret.buyer), contact(payload, ret.seller)])
  const key = (who: string) => `return:${ret.id}:${step}:${who}`
  const letters: Letter[] = []
  if (buyer)
    letters.push({
      to: buyer.email,
      key: key('buyer'),
      subject: t.subject,
      html: layout(
        `<p>Namaste ${escapeHtml(buyer.fullName)},</p>\n<p>${escapeHtml(t.buyer)}</p>\n${link(paths.admin.orders.getHref(), 'Your orders on Kala')}`,
      ),
    })
  if (seller)
    letters.push({
      to: seller.email,
      key: key('seller'),
      subject: t.subject,
      html: layout(
        `<p>Namaste ${escapeHtml(seller.fullName)},</p>\n<p>${escapeHtml(t.seller)}</p>\n${link(paths.admin.sales.getHref(), 'Your sales on Kala')}`,
      ),
    })
  if (step === 'requested')
    letters.push({
      to: supportAddress(),
      key: key('staff'),
      subject: `New return to decide: ${t.subject.replace(/^Return requested: /, '')}`,
      html: layout(`<p>A collector asks to return ${escapeHtml(`“${ret.title ?? ''}”`)} (reason: ${escapeHtml(ret.reason)}).</p>
<p>${escapeHtml(ret.details)}</p>
${link(`/cms/collections/returns/${ret.id}`, 'Decide in the back office')}`),
    })
  let sent = 0
  for (const letter of letters) if (await sendLetterOnce(payload, letter, 'return', order.id)) sent++
  return sent
}

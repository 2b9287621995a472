/**
 * The order e-mails: the buyer's confirmation (items, amount, address), each fulfilment step,
 * the refund, a payment that came too late for its works, and to each seller what to ship where
 * and, when the order is cancelled, not to ship it.
 *
 * Sent by the sendOrderMail job. Each mail is claimed first under a unique key in `mail-log`
 * (order, kind, step or seller): a job that runs twice, or two copies of one job, find the key
 * taken and send nothing. A send that fails releases its claim so the job's retry sends it. (A
 * process that dies between claim and send loses that one mail: at most once, never twice.)
 */
import type { Payload } from 'payload'
import type { Order, User } from '../../payload-types'
import { formatInr, quoteTitles } from '../../shared/checkout-messages'
import { SHIPPING } from '../../shared/constants'
import { takenKey } from '../db/createOnce'
import { escapeHtml } from '../mail/escapeHtml'
import { publicUrl } from '../publicUrl'
import { lostMessage, orderById } from './orderMachine'
import type { OrderMail } from './queue'
import { idOf } from '../../shared/idOf'
import { paths } from '../../shared/paths'
import { INVOICE_MESSAGES, invoiceFileName } from '../../shared/invoices'
import { issueInvoices } from '../invoices/issue'
import { renderInvoicesPdf } from '../invoices/pdf'
import { certificateMailNote } from '../certificates/mailNote'
import type { InvoiceSnapshot } from '../invoices/snapshot'
import { returnPolicyHtml } from './returnPolicyMail'

type Item = Order['items'][number]
type Attachment = { filename: string; content: Buffer; contentType: string }
export type Letter = { to: string; subject: string; html: string; key: string; attachments?: Attachment[] }

const rupees = (paise: number | null | undefined, fallback: number) => (typeof paise === 'number' ? paise / 100 : fallback)

export const layout = (body: string): string => `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a">
${body}
<p>— The Kala team</p></body></html>`

function itemsTable(items: Item[]): string {
  const rows = items
    .map(
      (i) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(i.title)}</td><td style="padding:4px 12px 4px 0;color:#666">${escapeHtml(i.artistName)}</td><td style="text-align:right">${escapeHtml(formatInr(i.price))}</td></tr>`,
    )
    .join('\n')
  return `<table style="border-collapse:collapse">${rows}</table>`
}

function addressBlock(order: Order): string {
  const a = order.address
  if (!a?.line1) return '<p>No shipping address was given.</p>'
  const lines = [
    order.customer?.name,
    a.line1,
    a.line2,
    [a.city, a.state, a.pincode].filter(Boolean).join(', '),
    a.country,
    order.customer?.phone,
  ]
  return `<p>${lines
    .filter((l): l is string => Boolean(l))
    .map(escapeHtml)
    .join('<br>')}</p>`
}

const ordersLink = () => `<p><a href="${escapeHtml(`${publicUrl()}${paths.admin.orders.getHref()}`)}">Your orders on Kala</a></p>`

const STEP_TEXT: Record<string, (o: Order) => string> = {
  packed: () => '<p>Your order has been packed and will be handed to the carrier soon.</p>',
  shipped: (o) =>
    `<p>Your order is on its way${o.shipment?.carrier ? ` with ${escapeHtml(o.shipment.carrier)}` : ''}.${
      o.shipment?.trackingNumber ? ` Tracking number: <strong>${escapeHtml(o.shipment.trackingNumber)}</strong>.` : ''
    }</p><p>Delivery usually takes ${escapeHtml(SHIPPING.domesticDays)} within India.</p>`,
  delivered: () => '<p>Your order has been delivered. We hope it brings you joy.</p>',
  cancelled: (o) =>
    `<p>Your order has been cancelled${o.cancellation?.reason ? `: ${escapeHtml(o.cancellation.reason)}` : '.'}</p><p>The payment of ${escapeHtml(
      formatInr(rupees(o.refund?.amountPaise ?? o.amountPaise, o.totalAmount)),
    )} is being refunded to the card or account you paid with; you will get a separate e-mail when it is done.</p>`,
}

/**
 * Who hears about an order as its buyer: the account's e-mail address always (the member chose it
 * and confirmed it), and the billing e-mail of the checkout's address when it is another one
 * (compared without case). Each gets their own letter, so neither sees the other's address; the
 * account's keeps the key it always had, the billing one's ends in ':billing'.
 */
async function buyerRecipients(payload: Payload, order: Order): Promise<{ to: string; suffix: string }[]> {
  const account = (await contact(payload, order.buyer))?.email
  const billing = order.customer?.email
  const list: { to: string; suffix: string }[] = []
  if (account) list.push({ to: account, suffix: '' })
  if (billing && billing.toLowerCase() !== account?.toLowerCase()) list.push({ to: billing, suffix: ':billing' })
  return list
}

/**
 * The buyer's tax invoices of the order, as one PDF to attach to the confirmation. Issued here if
 * the payment's own attempt failed (issuing is idempotent); should that fail too, the confirmation
 * goes without it rather than late: the sweep issues the invoices and /admin/orders offers them.
 */
async function invoiceAttachment(payload: Payload, order: Order): Promise<Attachment | null> {
  try {
    const sale = (await issueInvoices(payload, order.id)).filter((i) => i.kind === 'sale')
    if (sale.length === 0) return null
    const content = await renderInvoicesPdf(sale.map((i) => i.snapshot as InvoiceSnapshot))
    return { filename: invoiceFileName('invoice', order.orderNumber ?? String(order.id)), content, contentType: 'application/pdf' }
  } catch (error) {
    payload.logger.error({ err: error, order: order.id }, 'the confirmation goes without its invoice; the invoice sweep will issue it')
    return null
  }
}

async function compose(payload: Payload, order: Order, mail: OrderMail): Promise<Letter[]> {
  const number = order.orderNumber ?? String(order.id)
  const name = order.customer?.name || 'there'
  const key = (suffix: string) => `order:${order.id}:${mail.kind}:${suffix}`
  const buyers = mail.kind === 'sale' || mail.kind === 'saleCancelled' ? [] : await buyerRecipients(payload, order)
  /** The same letter to each of the buyer's addresses. */
  const toBuyer = (letter: Omit<Letter, 'to'>): Letter[] => buyers.map((b) => ({ ...letter, to: b.to, key: letter.key + b.suffix }))
  const amount = formatInr(rupees(order.amountPaise, order.totalAmount))
  switch (mail.kind) {
    case 'confirmation': {
      const invoice = buyers.length ? await invoiceAttachment(payload, order) : null
      return toBuyer({
        key: key('buyer'),
        ...(invoice ? { attachments: [invoice] } : {}),
        subject: `Your Kala order ${number} is confirmed`,
        html: layout(`<p>Namaste ${escapeHtml(name)},</p>
<p>Thank you for your purchase. We have received your payment of <strong>${escapeHtml(amount)}</strong> for order ${escapeHtml(number)}.</p>
${itemsTable(order.items ?? [])}
${returnPolicyHtml(order)}
<p>It will be shipped to:</p>${addressBlock(order)}
<p>The artist packs your work within a few days; you will get an e-mail with the carrier and tracking number when it ships.</p>
${invoice ? `<p>${escapeHtml(INVOICE_MESSAGES.attached)}</p>\n` : ''}${certificateMailNote()}\n${ordersLink()}`),
      })
    }
    case 'status': {
      const text = mail.status ? STEP_TEXT[mail.status] : undefined
      if (!text || !mail.status) return []
      return toBuyer({
        key: key(mail.status),
        subject: `Your Kala order ${number} is ${mail.status}`,
        html: layout(`<p>Namaste ${escapeHtml(name)},</p>\n${text(order)}\n${itemsTable(order.items ?? [])}\n${ordersLink()}`),
      })
    }
    case 'refund':
      return toBuyer({
        key: key('buyer'),
        subject: `Your refund for Kala order ${number}`,
        html: layout(`<p>Namaste ${escapeHtml(name)},</p>
<p>We have refunded <strong>${escapeHtml(formatInr(rupees(order.refund?.amountPaise ?? order.amountPaise, order.totalAmount)))}</strong> for order ${escapeHtml(number)}${
          order.refund?.refundId ? ` (refund ${escapeHtml(order.refund.refundId)})` : ''
        }. Banks usually show it within 5 to 7 working days.</p>
${ordersLink()}`),
      })
    case 'lost':
      return toBuyer({
        key: key('buyer'),
        subject: `Your payment for Kala order ${number} is being refunded`,
        html: layout(`<p>Namaste ${escapeHtml(name)},</p>
<p>${escapeHtml(await lostMessage(payload, order))}</p>
<p>The full amount of ${escapeHtml(amount)} goes back to the card or account you paid with. We are sorry for the disappointment.</p>`),
      })
    case 'saleCancelled': {
      const seller = mail.sellerId ? await contact(payload, mail.sellerId) : null
      const items = (order.items ?? []).filter((i) => idOf(i.seller) === mail.sellerId)
      if (!seller || items.length === 0) return []
      const by = CANCELLED_BY[order.cancellation?.by ?? ''] ?? ''
      // A buyer's cancel carries the standard sentence only; staff give the seller a reason.
      const reason = order.cancellation?.by === 'buyer' ? null : order.cancellation?.reason
      return [
        {
          to: seller.email,
          key: key(String(seller.id)),
          subject: `Cancelled on Kala: do not ship ${quoteTitles(items.map((i) => i.title))} (order ${number})`,
          html: layout(`<p>Namaste ${escapeHtml(seller.fullName)},</p>
<p>Order ${escapeHtml(number)} has been cancelled${by ? ` ${by}` : ''}${reason ? `: ${escapeHtml(reason.replace(/([^.!?])$/, '$1.'))}` : '.'} Please do not send these works; if you have packed them, keep them.</p>
${itemsTable(items)}
<p>They are back on sale on Kala, and the collector's payment is being refunded.</p>
<p><a href="${escapeHtml(`${publicUrl()}${paths.admin.sales.getHref()}`)}">Your sales on Kala</a></p>`),
        },
      ]
    }
    case 'sale': {
      const seller = mail.sellerId ? await contact(payload, mail.sellerId) : null
      const items = (order.items ?? []).filter((i) => idOf(i.seller) === mail.sellerId)
      if (!seller || items.length === 0) return []
      return [
        {
          to: seller.email,
          key: key(String(seller.id)),
          subject: `Sold on Kala: ${quoteTitles(items.map((i) => i.title))} (order ${number})`,
          html: layout(`<p>Namaste ${escapeHtml(seller.fullName)},</p>
<p>Good news: a collector has bought your work. Please pack it carefully and get it ready to ship.</p>
${itemsTable(items)}
<p>Ship to:</p>${addressBlock(order)}
<p>Our team will arrange the pick-up and share the tracking number with the buyer. Order ${escapeHtml(number)}.</p>`),
        },
      ]
    }
  }
}

const CANCELLED_BY: Record<string, string> = { buyer: 'by the collector', staff: 'by Kala', system: 'by Kala' }

export async function contact(payload: Payload, user: unknown): Promise<Pick<User, 'id' | 'email' | 'fullName'> | null> {
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: idOf(user) } } })) as User | null
  return row ? { id: row.id, email: row.email, fullName: row.fullName } : null
}

/** Sends the mail once (see above). Answers how many messages went out now (0 when already sent, or nobody to tell). */
export async function sendOrderMail(payload: Payload, mail: OrderMail): Promise<number> {
  const order = await orderById(payload, mail.orderId)
  if (!order) return 0
  let sent = 0
  for (const letter of await compose(payload, order, mail)) if (await sendLetterOnce(payload, letter, mail.kind, order.id)) sent++
  return sent
}

/** One letter, claimed under its key in mail-log before it is sent (see above); false when claimed before. A conversation's has no order. */
export async function sendLetterOnce(payload: Payload, letter: Letter, kind: string, orderId: number | string | null): Promise<boolean> {
  let claim: { id: number | string }
  try {
    claim = await payload.create({
      collection: 'mail-log',
      data: { key: letter.key, kind, order: orderId as number | null, to: letter.to, subject: letter.subject },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (takenKey(error, 'key')) return false // claimed before: sent, or being sent
    throw error
  }
  try {
    await payload.sendEmail({ to: letter.to, subject: letter.subject, html: letter.html, attachments: letter.attachments })
  } catch (error) {
    await payload.delete({ collection: 'mail-log', id: claim.id, overrideAccess: true })
    throw error
  }
  await payload.update({ collection: 'mail-log', id: claim.id, data: { sentAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
  return true
}

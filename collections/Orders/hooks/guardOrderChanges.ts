import type { CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'
import type { Order } from '../../../payload-types'
import { ORDER_MESSAGES } from '../../../shared/checkout-messages'
import type { OrderStatus } from '../../../shared/constants'
import { idOf } from '../../../shared/idOf'
import { fulfilmentError, moveFulfilment, orderById } from '../../../cms/schemaRuntime'

/** What only the payment path writes (the provider's ids, the money, the refund). */
const LOCKED: readonly (keyof Order)[] = [
  'buyer',
  'totalAmount',
  'amountPaise',
  'paymentStatus',
  'paidAt',
  'paidVia',
  'receipt',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
]
const LOCKED_REFUND = ['status', 'amountPaise', 'refundId'] as const

/** What was bought, from whom, at what price and fee: the checkout's and the payment's record, compared line by line. */
const lines = (items: Order['items'] | null | undefined): string =>
  JSON.stringify(
    (items ?? []).map((i) => [
      idOf(i.artwork),
      idOf(i.seller),
      i.title,
      i.artistName,
      i.image ?? null,
      Number(i.price),
      i.feeBasisPoints ?? null,
      i.feePaise ?? null,
      i.returnDays ?? null,
      i.returnStatus ?? null,
      i.returnedAt ?? null,
    ]),
  )

const same = (a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) =>
    v === undefined || v === '' ? null : typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v
  const x = norm(a)
  const y = norm(b)
  if (typeof x === 'string' && typeof y === 'string' && !Number.isNaN(Date.parse(x)) && /^\d{4}-/.test(x))
    return Date.parse(x) === Date.parse(y)
  return String(x) === String(y)
}

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)

/**
 * Back-office edits of an order (the /cms form, REST /cms/api/orders/:id, the Local API): the
 * payment's fields are the provider's and cannot be changed; the fulfilment status moves forward
 * only, through the order machine (cms/sales/orderMachine.ts), which writes the step, its date,
 * the refund and the works' return to sale in one conditional transaction, and queues the
 * e-mails. The edit then carries what the machine stored, so Payload's own write keeps it.
 * The checkout's own writes (context.orderMachine) and the seed (context.seeding) pass through.
 */
export const guardOrderChanges: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || req.context?.seeding || req.context?.orderMachine) return data
  for (const field of LOCKED) {
    if (field in data && !same(data[field], originalDoc[field])) throw refuse(ORDER_MESSAGES.paymentFieldsLocked, 403)
  }
  if ('items' in data && data.items !== undefined && lines(data.items) !== lines(originalDoc.items)) {
    throw refuse(ORDER_MESSAGES.itemsLocked, 403)
  }
  for (const field of LOCKED_REFUND) {
    if (data.refund && field in data.refund && !same(data.refund[field], originalDoc.refund?.[field])) {
      throw refuse(ORDER_MESSAGES.paymentFieldsLocked, 403)
    }
  }
  const from = (originalDoc.orderStatus ?? 'placed') as OrderStatus
  const to = (data.orderStatus ?? from) as OrderStatus
  if (to === from) return data
  const error = fulfilmentError(originalDoc, to)
  if (error) throw refuse(error)
  const carrier = (data.shipment?.carrier ?? originalDoc.shipment?.carrier ?? '').trim()
  const trackingNumber = (data.shipment?.trackingNumber ?? originalDoc.shipment?.trackingNumber ?? '').trim()
  if (to === 'shipped' && (!carrier || !trackingNumber)) throw refuse(ORDER_MESSAGES.shipmentNeeded)
  const moved = await moveFulfilment(req.payload, {
    order: originalDoc,
    to,
    by: 'staff',
    reason: data.cancellation?.reason ?? null,
    shipment: carrier && trackingNumber ? { carrier, trackingNumber } : null,
    req,
  })
  if (!moved) throw refuse(ORDER_MESSAGES.changedMeanwhile, 409)
  const stored = await orderById(req.payload, originalDoc.id, req)
  if (!stored) throw refuse(ORDER_MESSAGES.changedMeanwhile, 409)
  return {
    ...data,
    orderStatus: stored.orderStatus,
    statusHistory: stored.statusHistory,
    shipment: stored.shipment,
    cancellation: stored.cancellation,
    refund: stored.refund,
    paymentStatus: stored.paymentStatus,
  }
}

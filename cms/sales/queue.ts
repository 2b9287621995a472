/**
 * Side effects of the order machine, queued on Payload's jobs queue (tasks in cms/sales/jobs.ts).
 * With a request of a transaction (PostgreSQL) the job is queued inside it, so a transition that
 * rolls back queues nothing.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { OrderStatus } from '../../shared/constants'

/** `sale` and `saleCancelled` go to one seller (sellerId), the others to the buyer. */
export const ORDER_MAIL_KINDS = ['confirmation', 'sale', 'saleCancelled', 'status', 'refund', 'lost'] as const
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number]
export type OrderMail = { orderId: number | string; kind: OrderMailKind; status?: OrderStatus; sellerId?: string }

export async function queueOrderMail(payload: Payload, mail: OrderMail, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.jobs.queue({
    task: 'sendOrderMail',
    input: { orderId: String(mail.orderId), kind: mail.kind, status: mail.status, sellerId: mail.sellerId },
    req: req as PayloadRequest | undefined,
  })
}

export async function queueRefund(payload: Payload, orderId: number | string, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.jobs.queue({ task: 'refundPayment', input: { orderId: String(orderId) }, req: req as PayloadRequest | undefined })
}

import type { Order as ApiOrder, Refund, SaleOrder } from '../../../shared/api-types'
import type { Order } from '../../../payload-types'
import { buyerMayCancel } from '../../sales/orderMachine'
import { orderItems } from '../../sales/checkout'
import { paiseOf } from '../../../shared/fees'

const address = (o: Order): ApiOrder['address'] =>
  o.address?.line1
    ? {
        line1: o.address.line1,
        line2: o.address.line2 ?? null,
        city: o.address.city ?? '',
        state: o.address.state ?? '',
        pincode: o.address.pincode ?? '',
        country: o.address.country ?? '',
      }
    : null

const history = (o: Order): ApiOrder['statusHistory'] => (o.statusHistory ?? []).map((h) => ({ status: h.status, at: h.at }))
const shipment = (o: Order): ApiOrder['shipment'] =>
  o.shipment?.carrier && o.shipment.trackingNumber ? { carrier: o.shipment.carrier, trackingNumber: o.shipment.trackingNumber } : null
const refund = (o: Order): Refund | null =>
  o.refund?.status
    ? {
        status: o.refund.status,
        amount: (o.refund.amountPaise ?? o.amountPaise ?? Math.round(o.totalAmount * 100)) / 100,
        refundId: o.refund.refundId ?? null,
        processedAt: o.refund.processedAt ?? null,
      }
    : null

/** An order as the member's orders screen reads it; `status` mirrors `orderStatus` (DECISIONS 10). */
export function toApiOrder(o: Order): ApiOrder {
  return {
    _id: String(o.id),
    orderNumber: o.orderNumber ?? String(o.id),
    createdAt: o.createdAt,
    totalAmount: o.totalAmount,
    items: orderItems(o),
    orderStatus: o.orderStatus ?? 'placed',
    status: o.orderStatus ?? 'placed',
    statusHistory: history(o),
    paymentStatus: o.paymentStatus ?? 'pending',
    paidAt: o.paidAt ?? null,
    razorpay_order_id: o.razorpay_order_id ?? null,
    razorpay_payment_id: o.razorpay_payment_id ?? null,
    address: address(o),
    user: { name: o.customer?.name ?? '', email: o.customer?.email ?? '', phone: o.customer?.phone ?? '' },
    failureReason: o.failureReason ?? null,
    shipment: shipment(o),
    canCancel: buyerMayCancel(o),
    cancellation: o.cancellation?.by ? { by: o.cancellation.by, reason: o.cancellation.reason ?? null } : null,
    refund: refund(o),
  }
}

/** A paid order as one seller sees it: their own items only (the caller filters them), the buyer's name, phone and address. */
export function toSaleOrder(o: Order, sellerId: string): SaleOrder {
  const own = (o.items ?? []).filter((i) => String(typeof i.seller === 'object' && i.seller ? i.seller.id : i.seller) === sellerId)
  // The fee as stored when the payment was confirmed (cms/sales/fees.ts); a line without one paid none.
  const items = orderItems({ items: own }).map((item, index) => {
    const line = own[index]
    const fee = line?.feePaise ?? 0
    return { ...item, feePercent: (line?.feeBasisPoints ?? 0) / 100, fee: fee / 100, net: (paiseOf(item.price) - fee) / 100 }
  })
  const cents = (pick: (i: (typeof items)[number]) => number) => items.reduce((sum, i) => sum + Math.round(pick(i) * 100), 0) / 100
  return {
    _id: String(o.id),
    orderNumber: o.orderNumber ?? String(o.id),
    createdAt: o.createdAt,
    paidAt: o.paidAt ?? null,
    orderStatus: o.orderStatus ?? 'placed',
    status: o.orderStatus ?? 'placed',
    statusHistory: history(o),
    items,
    totalAmount: cents((i) => i.price),
    feeAmount: cents((i) => i.fee),
    netAmount: cents((i) => i.net),
    buyer: { name: o.customer?.name ?? '', phone: o.customer?.phone ?? '' },
    address: address(o),
    shipment: shipment(o),
  }
}

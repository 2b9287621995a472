import type { Order as ApiOrder } from '../../../shared/api-types'
import type { Order } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'

/** An order as the member's orders screen reads it; `status` mirrors `orderStatus` (DECISIONS 10). */
export function toApiOrder(o: Order): ApiOrder {
  return {
    _id: String(o.id),
    createdAt: o.createdAt,
    totalAmount: o.totalAmount,
    items: (o.items ?? []).map((i) => ({
      artworkId: idOf(i.artwork),
      image: i.image ?? '',
      artistName: i.artistName,
      title: i.title,
      price: i.price,
    })),
    orderStatus: o.orderStatus ?? 'placed',
    status: o.orderStatus ?? 'placed',
    statusHistory: (o.statusHistory ?? []).map((h) => ({ status: h.status, at: h.at })),
    paymentStatus: o.paymentStatus ?? 'pending',
    razorpay_order_id: o.razorpay_order_id ?? null,
    razorpay_payment_id: o.razorpay_payment_id ?? null,
    address: o.address?.line1
      ? {
          line1: o.address.line1,
          line2: o.address.line2 ?? null,
          city: o.address.city ?? '',
          state: o.address.state ?? '',
          pincode: o.address.pincode ?? '',
          country: o.address.country ?? '',
        }
      : null,
    user: { name: o.customer?.name ?? '', email: o.customer?.email ?? '', phone: o.customer?.phone ?? '' },
    failureReason: o.failureReason ?? null,
  }
}

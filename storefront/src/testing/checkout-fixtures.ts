import type { Address, CheckoutSession, Me, Order, OrderItem } from '@shared/api-types'
import type { CartItem } from '@/lib/cart'
import { makeProfile } from './profile-fixtures'

/** Cart items as the artwork page puts them in the cart. */
export const cartItems: CartItem[] = [
  { id: 'a1', title: 'Monsoon Field', artistName: 'Meera Iyer', price: 125000, image: '/media/a1-card.jpg', artistSlug: 'meera-iyer' },
  { id: 'a2', title: 'Salt Pans at Dusk', artistName: 'Arjun Rao', price: 48000, image: '/media/a2-card.jpg', artistSlug: 'arjun-rao' },
]

export const savedAddress: Address = {
  id: 'addr-1',
  billingName: 'Kavya Menon',
  email: 'kavya@example.com',
  phone: '9876543210',
  line1: '12 Residency Road',
  line2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  country: 'India',
}

/** GET /api/user/me of a buyer, with overrides. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    ...makeProfile({
      _id: 'buyer',
      username: 'kavya',
      artistSlug: 'kavya',
      artistName: 'Kavya Menon',
      fullName: 'Kavya Menon',
      role: 'collector',
    }),
    email: 'kavya@example.com',
    phone: '9876543210',
    addresses: [],
    quizPreferences: null,
    returnDays: 7,
    ...overrides,
  }
}

export const orderItems = (items: readonly CartItem[] = cartItems): OrderItem[] =>
  items.map((i) => ({
    artworkId: i.id,
    title: i.title,
    artistName: i.artistName,
    price: i.price,
    image: i.image,
    returnDays: i.returnDays ?? 7,
  }))

/** rp-create-order's answer for the cart, in simulator mode unless told. */
export function makeSession(overrides: Partial<CheckoutSession> = {}, items: readonly CartItem[] = cartItems): CheckoutSession {
  const total = items.reduce((s, i) => s + i.price, 0)
  return {
    id: 'order_Sim123',
    amount: total * 100,
    currency: 'INR',
    orderId: '41',
    orderNumber: 'KALA-20250411-7Q2M',
    reservedUntil: '2025-04-11T10:15:00.000Z',
    totalAmount: total,
    items: orderItems(items),
    addressId: null,
    checkout: { mode: 'simulator', name: 'Kala', prefill: { name: 'Kavya Menon', email: 'kavya@example.com', contact: '9876543210' } },
    ...overrides,
  }
}

/** An order as GET /api/admin/purchases lists it, with overrides. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? orderItems()
  return {
    _id: '41',
    orderNumber: 'KALA-20250411-7Q2M',
    createdAt: '2025-04-11T09:00:00.000Z',
    totalAmount: items.reduce((s, i) => s + i.price, 0),
    items,
    orderStatus: 'placed',
    status: 'placed',
    statusHistory: [{ status: 'placed', at: '2025-04-11T09:01:00.000Z' }],
    paymentStatus: 'success',
    paidAt: '2025-04-11T09:01:00.000Z',
    razorpay_order_id: 'order_Sim123',
    razorpay_payment_id: 'pay_Sim456',
    address: { line1: '12 Residency Road', line2: null, city: 'Bengaluru', state: 'Karnataka', pincode: '560025', country: 'India' },
    user: { name: 'Kavya Menon', email: 'kavya@example.com', phone: '9876543210' },
    failureReason: null,
    shipment: null,
    canCancel: true,
    cancellation: null,
    refund: null,
    ...overrides,
  }
}

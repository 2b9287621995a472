import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'

/**
 * Every webhook delivery the payment provider made, once per event id (`x-razorpay-event-id`,
 * unique): a redelivery of an event already handled is answered without acting again. Written
 * only by the webhook route (cms/sales/webhook.ts); staff read them to follow a payment.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: {
    group: 'Sales',
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'event', 'providerOrderId', 'outcome', 'createdAt'],
    description: 'Webhook deliveries from the payment provider, one row per event.',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'event', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'providerOrderId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'paymentId', type: 'text', admin: { readOnly: true } },
    {
      name: 'outcome',
      type: 'text',
      admin: { readOnly: true, description: 'What the event did (paid, already paid, refunded, failed, ignored…); empty until handled.' },
    },
    { name: 'handledAt', type: 'date', admin: { readOnly: true } },
  ],
  timestamps: true,
}

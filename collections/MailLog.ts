import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/isStaff'

/**
 * One row per order e-mail, under a unique key (order, kind and recipient): the mail job claims
 * the key before sending, so a retried or twice-queued job never mails anyone twice
 * (cms/sales/mails.ts). `sentAt` stays empty while a claimed mail is being sent. A conversation's
 * message e-mail (cms/conversations/mail.ts) is claimed here too, under `message:<id>`, with no order.
 */
export const MailLog: CollectionConfig = {
  slug: 'mail-log',
  labels: { singular: 'Order e-mail', plural: 'Order e-mails' },
  admin: {
    group: 'Sales',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'sentAt'],
    description: 'E-mails about orders: confirmations, status changes, refunds, sales to sellers.',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true } },
  ],
  timestamps: true,
}

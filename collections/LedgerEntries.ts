import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { staffOrOwner } from '../access/staffOrOwner'
import { LEDGER_KINDS } from '../shared/ledger'
import { financeCsvEndpoint } from './payoutEndpoints'

/**
 * What each sale moved, in paise, one row per movement and never changed (cms/sales/ledger.ts):
 * the buyer's payment and refund of each order line, Kala's fee, and the seller's payable, held
 * until the return window after delivery has passed and then available. Balances are sums of
 * rows. Every row has a business key, so writing the same movement twice keeps one. Only the
 * server appends; nobody edits or deletes at any door. A seller reads their own rows; staff all.
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  labels: { singular: 'Ledger entry', plural: 'Ledger' },
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['at', 'kind', 'amountPaise', 'order', 'seller', 'key'],
    description: 'Every movement of money of every sale, in paise, append-only. Balances are sums of these rows.',
  },
  access: { read: staffOrOwner('seller'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  endpoints: [financeCsvEndpoint],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: LEDGER_KINDS.map((value) => ({ label: value, value })) },
    {
      name: 'amountPaise',
      type: 'number',
      required: true,
      label: 'Amount',
      admin: { description: 'In paise, signed: a reversal is negative.', components: { Cell: '/cms/admin/Inr#PaiseCell' } },
    },
    // Not required either: an admin may still delete an order; its rows keep their keys (which name it).
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'itemId', type: 'text', required: true },
    // Not required, so deleting an account never loses its money's history; set on the seller's rows.
    { name: 'seller', type: 'relationship', relationTo: 'users', index: true },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { staffOrOwner } from '../access/staffOrOwner'
import { INDIAN_STATE_NAMES } from '../shared/india'
import { PAYOUT_METHODS } from '../shared/payouts'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Where a seller is paid (cms/sales/payouts.ts): one row per seller, written only by the server
 * after the payment provider has created the seller's linked account. The PAN and the bank account
 * or UPI id go to the provider and are kept here only masked; nothing in this row lets anyone move
 * money. The seller's GSTIN (when registered) and state are the supplier's on their tax invoices.
 * The seller reads their own row; staff all; nobody writes at any door.
 */
export const PayoutAccounts: CollectionConfig = {
  slug: 'payout-accounts',
  labels: { singular: 'Payout account', plural: 'Payout accounts' },
  admin: {
    group: 'Sales',
    useAsTitle: 'legalName',
    defaultColumns: ['legalName', 'seller', 'method', 'linkedAccountId', 'updatedAt'],
    description: "Sellers' payout details as the payment provider holds them: masked, never in full.",
  },
  access: { read: staffOrOwner('seller'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'legalName', type: 'text', required: true, maxLength: 120 },
    { name: 'panMasked', type: 'text', required: true, admin: { description: 'Only the last four characters are kept.' } },
    { name: 'method', type: 'select', required: true, options: options(PAYOUT_METHODS) },
    { name: 'accountMasked', type: 'text', admin: { description: 'Bank account: the last four digits.' } },
    { name: 'ifsc', type: 'text' },
    { name: 'upiMasked', type: 'text' },
    { name: 'gstin', type: 'text', admin: { description: 'When the seller is registered for GST.' } },
    { name: 'state', type: 'select', required: true, options: options(INDIAN_STATE_NAMES) },
    {
      name: 'linkedAccountId',
      type: 'text',
      required: true,
      index: true,
      admin: { description: "The provider's linked account (acc_…)." },
    },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { staffOrOwner } from '../access/staffOrOwner'
import { payoutActionEndpoints, settleNowEndpoint } from './payoutEndpoints'
import { PAYOUT_STAFF_ACTIONS, TRANSFER_STATES } from '../shared/payouts'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * One order line's payout to its seller through the provider's transfers (cms/sales/payouts.ts):
 * created from the captured payment on hold, released when the ledger makes the payable available,
 * reversed on a refund. `key` (order:line) makes every write idempotent. Staff may hold a payout
 * for a dispute or release it early; each such action is logged with who, when and why.
 * The seller reads their own rows; staff all; only the server writes.
 */
export const PayoutTransfers: CollectionConfig = {
  slug: 'payout-transfers',
  labels: { singular: 'Payout', plural: 'Payouts' },
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['key', 'seller', 'amountPaise', 'state', 'heldByStaff', 'transferId', 'updatedAt'],
    components: { beforeList: ['/cms/admin/PayoutsOverview#PayoutsOverview'] },
    description: "Each order line's payout to its seller: held, released, paid, failed or reversed.",
  },
  access: { read: staffOrOwner('seller'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: [settleNowEndpoint, ...payoutActionEndpoints],
  fields: [
    {
      // Hold or release by hand, with a reason (cms/admin/PayoutActions.tsx → the endpoints above).
      name: 'staffActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/PayoutActions#PayoutActions' } },
    },
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'itemId', type: 'text', required: true },
    { name: 'seller', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'amountPaise',
      type: 'number',
      required: true,
      min: 0,
      label: 'Amount',
      admin: { components: { Cell: '/cms/admin/Inr#PaiseCell' } },
    },
    { name: 'state', type: 'select', required: true, defaultValue: 'waiting', index: true, options: options(TRANSFER_STATES) },
    { name: 'transferId', type: 'text', index: true, admin: { description: "The provider's transfer (trf_…)." } },
    { name: 'linkedAccountId', type: 'text' },
    { name: 'reversalId', type: 'text' },
    { name: 'failureReason', type: 'text' },
    { name: 'releasedAt', type: 'date' },
    { name: 'processedAt', type: 'date' },
    { name: 'heldByStaff', type: 'checkbox', defaultValue: false, index: true },
    { name: 'releasedByStaff', type: 'checkbox', defaultValue: false },
    {
      name: 'staffLog',
      type: 'array',
      fields: [
        { name: 'action', type: 'select', required: true, options: options(PAYOUT_STAFF_ACTIONS) },
        { name: 'reason', type: 'text', required: true, maxLength: 500 },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
  timestamps: true,
}

import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import type { FeeRate } from '../payload-types'
import { SELLER_ROLES } from '../shared/constants'
import { FEE_MESSAGES } from '../shared/fees'
import { idOrNull } from '../shared/idOf'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)
/** A minute's grace, so a rate entered "from now" is not refused for the seconds the form took. */
const GRACE_MS = 60_000

const inForce = (rate: Pick<FeeRate, 'effectiveFrom'>, now = Date.now()): boolean => Date.parse(rate.effectiveFrom) <= now

/** The business key: one rate per scope (a seller, or everyone) and moment. */
const keyOf = (seller: unknown, effectiveFrom: string): string =>
  `${idOrNull(seller) ?? 'default'}@${new Date(effectiveFrom).toISOString()}`

/**
 * A rate in force is history (the sales made under it name it), so it is never edited; a new rate
 * starts now or later. Writes by the server itself (no user: the first default row) may date it back.
 */
const guardRate: CollectionBeforeChangeHook<FeeRate> = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc && inForce(originalDoc)) throw refuse(FEE_MESSAGES.inForceLocked, 403)
  const effectiveFrom = data.effectiveFrom ?? originalDoc?.effectiveFrom
  const seller = data.seller !== undefined ? data.seller : originalDoc?.seller
  if (effectiveFrom && req.user && Date.parse(effectiveFrom) < Date.now() - GRACE_MS) throw refuse(FEE_MESSAGES.pastDate)
  if (seller) {
    const user = await req.payload.findByID({ collection: 'users', id: idOrNull(seller) as string, depth: 0, disableErrors: true, req })
    if (!user || !(SELLER_ROLES as readonly string[]).includes(user.role ?? '')) throw refuse(FEE_MESSAGES.notSeller)
  }
  if (effectiveFrom) {
    const key = keyOf(seller, effectiveFrom)
    const twin = await req.payload.find({ collection: 'fee-rates', where: { key: { equals: key } }, limit: 1, depth: 0, req })
    if (twin.docs.some((d) => d.id !== originalDoc?.id)) throw refuse(FEE_MESSAGES.duplicate, 409)
    return { ...data, key }
  }
  return data
}

const guardDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const rate = await req.payload.findByID({ collection: 'fee-rates', id, depth: 0, disableErrors: true, req })
  if (rate && inForce(rate)) throw refuse(FEE_MESSAGES.inForceLocked, 403)
}

/**
 * Kala's fee (shared/fees.ts): a default rate for every seller, and rates for one seller that take
 * precedence, each from its effective date. The rate in force when a payment is confirmed is
 * stored on the order item (cms/sales/fees.ts); a later rate changes only later sales. Admins
 * manage them; editors read them; sellers see their own rate through /api/admin/fee (DECISIONS 47).
 */
export const FeeRates: CollectionConfig = {
  slug: 'fee-rates',
  labels: { singular: 'Fee rate', plural: 'Fee rates' },
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['seller', 'percent', 'effectiveFrom', 'note'],
    description:
      "Kala's fee on each sale. A rate without a seller is the default; a seller's own rate overrides it. Rates in force cannot be changed: add one with a later date.",
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [guardRate], beforeDelete: [guardDelete] },
  defaultSort: '-effectiveFrom',
  fields: [
    {
      name: 'seller',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { role: { in: [...SELLER_ROLES] } },
      admin: { description: 'Empty: the default for every seller.' },
    },
    {
      name: 'percent',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      admin: { description: 'Of the price of each item sold, e.g. 30 or 27.5.', step: 0.01 },
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100
          ? true
          : 'Enter a percentage from 0 to 100 with at most two decimals.',
    },
    {
      name: 'effectiveFrom',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'note', type: 'text', maxLength: 300 },
    // seller@moment, kept by guardRate: one rate per scope and moment, at every door and under races.
    { name: 'key', type: 'text', unique: true, index: true, admin: { readOnly: true, hidden: true } },
  ],
}

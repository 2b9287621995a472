import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import type { TaxRate } from '../payload-types'
import { INVOICE_MESSAGES, TAX_SUBJECTS } from '../shared/invoices'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)
/** A minute's grace, so a rate entered "from now" is not refused for the seconds the form took. */
const GRACE_MS = 60_000

const inForce = (rate: Pick<TaxRate, 'effectiveFrom'>, now = Date.now()): boolean => Date.parse(rate.effectiveFrom) <= now

/** The business key: one rate per category (or Kala's service) and moment. */
const keyOf = (subject: string, effectiveFrom: string): string => `${subject}@${new Date(effectiveFrom).toISOString()}`

/**
 * As with fee rates: a rate in force is history (the invoices issued under it name it), so it is
 * never edited or deleted, and a new rate starts now or later. The server's own opening rows
 * (no user: cms/invoices/rates.ts) carry the real past dates of GST's rates.
 */
const guardRate: CollectionBeforeChangeHook<TaxRate> = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc && inForce(originalDoc)) throw refuse(INVOICE_MESSAGES.rateInForceLocked, 403)
  const effectiveFrom = data.effectiveFrom ?? originalDoc?.effectiveFrom
  const subject = data.subject ?? originalDoc?.subject
  if (effectiveFrom && req.user && Date.parse(effectiveFrom) < Date.now() - GRACE_MS) throw refuse(INVOICE_MESSAGES.ratePastDate)
  if (!effectiveFrom || !subject) return data
  const key = keyOf(subject, effectiveFrom)
  const twin = await req.payload.find({ collection: 'tax-rates', where: { key: { equals: key } }, limit: 1, depth: 0, req })
  if (twin.docs.some((d) => d.id !== originalDoc?.id)) throw refuse(INVOICE_MESSAGES.rateDuplicate, 409)
  // Stored in UTC: SQL databases compare dates as text, so '…+05:30' would sort wrong against the moment of a sale.
  return { ...data, effectiveFrom: new Date(effectiveFrom).toISOString(), key }
}

const guardDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const rate = await req.payload.findByID({ collection: 'tax-rates', id, depth: 0, disableErrors: true, req })
  if (rate && inForce(rate)) throw refuse(INVOICE_MESSAGES.rateInForceLocked, 403)
}

/**
 * GST on each kind of work Kala sells, and on Kala's own fee: an HSN heading (SAC for the service)
 * and a rate, each from its effective date, because rates change by notification. The rate in
 * force at the moment of payment goes into the invoice's snapshot (cms/invoices/issue.ts); a later
 * row changes only later invoices. Admins manage them; editors read them.
 */
export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: 'Tax rate', plural: 'Tax rates' },
  admin: {
    group: 'Sales',
    useAsTitle: 'key',
    defaultColumns: ['subject', 'hsn', 'percent', 'effectiveFrom', 'note'],
    description:
      'GST by artwork category (HSN heading) and on Kala’s fee (SAC). Rates in force cannot be changed: add one with a later date.',
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [guardRate], beforeDelete: [guardDelete] },
  defaultSort: '-effectiveFrom',
  fields: [
    {
      name: 'subject',
      label: 'Category',
      type: 'select',
      required: true,
      index: true,
      options: TAX_SUBJECTS.map((value) => ({ label: value, value })),
    },
    {
      name: 'hsn',
      label: 'HSN / SAC',
      type: 'text',
      required: true,
      admin: { description: 'The heading printed on the invoice: 4 to 8 digits (e.g. 9701, or 996211 for a service).' },
      validate: (value: string | null | undefined) => (/^\d{4,8}$/.test(value ?? '') ? true : 'Enter 4 to 8 digits.'),
    },
    {
      name: 'percent',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      // Staff enter a percentage, as on fee rates; invoices carry it in basis points (shared/gst.ts).
      admin: { description: 'The GST rate, e.g. 5 or 18.', step: 0.01 },
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100
          ? true
          : 'Enter a percentage from 0 to 100 with at most two decimals.',
    },
    { name: 'effectiveFrom', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'note', type: 'text', maxLength: 300 },
    // subject@moment, kept by guardRate: one rate per category and moment.
    { name: 'key', type: 'text', unique: true, index: true, admin: { readOnly: true, hidden: true } },
  ],
}

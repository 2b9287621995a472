import type { CollectionConfig } from 'payload'
import { invoicePartyOrStaff } from '../access/invoicePartyOrStaff'
import { nobody } from '../access/nobody'
import { INVOICE_KINDS, INVOICE_TYPES } from '../shared/invoices'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Every tax invoice and bill of supply Kala issues (cms/invoices/issue.ts), as an immutable
 * snapshot: what was printed is what is stored, so a later change of a rate, a name or an address
 * never rewrites an invoice. One per seller per paid order (the seller supplies the work), and one
 * from Kala to each seller for its fee. Only the server writes, once; nobody edits or deletes at
 * any door (a deleted invoice would leave a gap in its series). Read: staff, the recipient, the
 * supplier (access/invoicePartyOrStaff.ts).
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Invoice', plural: 'Invoices' },
  admin: {
    group: 'Sales',
    useAsTitle: 'number',
    defaultColumns: ['number', 'documentType', 'kind', 'order', 'totalPaise', 'issuedAt'],
    description: 'Tax invoices and bills of supply, as issued. Nothing here can be changed.',
  },
  access: { read: invoicePartyOrStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-issuedAt',
  fields: [
    // What it invoices: sale:<order>:<seller> or fee:<order>:<seller>. One invoice each, at every door and under races.
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    // Unique per supplier through `slot`; not unique by itself, so a shortened supplier code (long ids) never blocks a series.
    { name: 'number', type: 'text', required: true, index: true },
    // The series (supplier and financial year) and the place in it: `slot` is unique, so a number is taken once.
    { name: 'series', type: 'text', required: true, index: true },
    { name: 'sequence', type: 'number', required: true, min: 1 },
    { name: 'slot', type: 'text', required: true, unique: true, index: true },
    { name: 'kind', type: 'select', required: true, options: options(INVOICE_KINDS) },
    { name: 'documentType', type: 'select', required: true, options: options(INVOICE_TYPES) },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    // The seller concerned: the supplier of a sale, the recipient of a fee invoice.
    { name: 'seller', type: 'relationship', relationTo: 'users', index: true },
    // Empty when Kala is the supplier.
    { name: 'supplierUser', type: 'relationship', relationTo: 'users', index: true },
    { name: 'recipientUser', type: 'relationship', relationTo: 'users', index: true },
    { name: 'issuedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'totalPaise', type: 'number', required: true },
    // The whole document as printed (cms/invoices/snapshot.ts: InvoiceSnapshot).
    { name: 'snapshot', type: 'json', required: true },
  ],
}

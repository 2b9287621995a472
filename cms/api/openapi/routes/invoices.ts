/**
 * Invoice PDFs: cms/api/user/invoices.ts. The buyer fetches their order's invoices; a seller their
 * own invoice to the buyer and Kala's fee invoice to them; staff any. Someone else's invoice
 * answers 404, as a missing one does.
 */
import { z } from 'zod'
import { INVOICE_MESSAGES } from '../../../../shared/invoices'
import { E, type RouteDoc } from '../types'
import { idParams } from './common'

const pdf = (description: string) => ({ status: 200, description, contentType: 'application/pdf' })
const orderParams = z.object({ orderId: z.string().min(1).describe("The order's `_id` (as in purchases and sales).") })
const noInvoice = { status: 404, description: `\`${INVOICE_MESSAGES.noInvoice}\` (not paid yet, or not the caller's).` }

export const INVOICE_ROUTES: RouteDoc[] = [
  {
    tag: 'Member area',
    caller: 'member',
    method: 'get',
    path: '/api/user/orders/:orderId/invoice',
    summary: "The buyer's tax invoices of an order",
    description:
      'One PDF with each seller’s invoice to the buyer (a Tax Invoice, or a Bill of Supply from a seller not registered for GST), each on its own page. Staff get every seller’s.',
    params: orderParams,
    success: pdf('The invoices as a PDF (an attachment).'),
    errors: [E.unauthorized, noInvoice],
  },
  {
    tag: 'Member area',
    caller: 'seller',
    method: 'get',
    path: '/api/admin/sales/:orderId/invoice',
    summary: "The seller's invoice to the buyer",
    description: 'The invoice the signed-in seller issued for their works in the order: never another seller’s.',
    params: orderParams,
    success: pdf('The invoice as a PDF (an attachment).'),
    errors: [E.unauthorized, noInvoice],
  },
  {
    tag: 'Member area',
    caller: 'seller',
    method: 'get',
    path: '/api/admin/sales/:orderId/fee-invoice',
    summary: "Kala's fee invoice to the seller",
    description: "Kala's Tax Invoice to the signed-in seller for its fee on their works in the order (18 % GST, included in the fee).",
    params: orderParams,
    success: pdf('The invoice as a PDF (an attachment).'),
    errors: [E.unauthorized, noInvoice],
  },
  {
    tag: 'Member area',
    caller: 'member',
    method: 'get',
    path: '/api/user/invoices/:id',
    summary: 'One invoice',
    description: 'Any invoice the caller is a party to (its supplier or recipient), or any for staff.',
    params: idParams('invoice'),
    success: pdf('The invoice as a PDF (an attachment).'),
    errors: [E.unauthorized, { status: 404, description: `\`${INVOICE_MESSAGES.noSuchInvoice}\`` }],
  },
]

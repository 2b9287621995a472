/**
 * Invoice PDFs for the member area (shared/invoices.ts INVOICE_API): the buyer's invoices of an
 * order, a seller's own invoice and Kala's fee invoice to them, and one invoice by id. Each reads
 * the invoices as the caller through the Local API (overrideAccess: false), so who sees what is
 * decided in one place, access/invoicePartyOrStaff.ts: the buyer, the supplying seller (never
 * another seller's invoice of the same order) and staff. A caller who may not see an invoice hears
 * the same 404 as for one that does not exist.
 */
import type { Response } from 'express'
import { Router } from 'express'
import type { Payload, Where } from 'payload'
import { isStaffUser } from '../../../access/checkRole'
import type { Invoice, User } from '../../../payload-types'
import { INVOICE_MESSAGES, invoiceFileName } from '../../../shared/invoices'
import { renderInvoicesPdf } from '../../invoices/pdf'
import type { InvoiceSnapshot } from '../../invoices/snapshot'
import { notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { docId } from './docId'
import { noStore } from './noStore'

async function visible(payload: Payload, user: User, where: Where): Promise<Invoice[]> {
  const { docs } = await payload.find({
    collection: 'invoices',
    where,
    sort: 'number',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs
}

async function sendPdf(res: Response, invoices: Invoice[], fileName: string): Promise<void> {
  const pdf = await renderInvoicesPdf(invoices.map((i) => i.snapshot as InvoiceSnapshot))
  res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` })
    .send(pdf)
}

export function invoicesRouter(payload: Payload): Router {
  const router = Router()
  router.use(['/user/orders', '/user/invoices', '/admin/sales'], noStore)

  /** For one order, the invoices of `kind` that name the caller in `role` (staff: every one of that kind). */
  const forOrder = async (user: User, rawOrderId: unknown, kind: 'sale' | 'fee', role: 'recipientUser' | 'supplierUser') => {
    const orderId = docId(payload, rawOrderId)
    if (orderId === null) throw notFound(INVOICE_MESSAGES.noInvoice)
    const mine: Where = isStaffUser(user) ? {} : { [role]: { equals: user.id } }
    const invoices = await visible(payload, user, { and: [{ order: { equals: orderId } }, { kind: { equals: kind } }, mine] })
    if (invoices.length === 0) throw notFound(INVOICE_MESSAGES.noInvoice)
    return invoices
  }
  const reference = (invoices: Invoice[]) => (invoices[0].snapshot as InvoiceSnapshot).orderNumber

  router.get('/user/orders/:orderId/invoice', async (req, res) => {
    const invoices = await forOrder(requireUser(req), req.params.orderId, 'sale', 'recipientUser')
    await sendPdf(res, invoices, invoiceFileName('invoice', reference(invoices)))
  })

  router.get('/admin/sales/:orderId/invoice', async (req, res) => {
    const invoices = await forOrder(requireUser(req), req.params.orderId, 'sale', 'supplierUser')
    await sendPdf(res, invoices, invoiceFileName('invoice', reference(invoices)))
  })

  router.get('/admin/sales/:orderId/fee-invoice', async (req, res) => {
    const invoices = await forOrder(requireUser(req), req.params.orderId, 'fee', 'recipientUser')
    await sendPdf(res, invoices, invoiceFileName('fee-invoice', reference(invoices)))
  })

  router.get('/user/invoices/:id', async (req, res) => {
    const user = requireUser(req)
    const id = docId(payload, req.params.id)
    const [invoice] = id === null ? [] : await visible(payload, user, { id: { equals: id } })
    if (!invoice) throw notFound(INVOICE_MESSAGES.noSuchInvoice)
    await sendPdf(res, [invoice], invoiceFileName(invoice.kind === 'fee' ? 'fee-invoice' : 'invoice', invoice.number))
  })

  return router
}

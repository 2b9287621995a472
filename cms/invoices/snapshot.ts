/**
 * What an invoice says, built from the sale as it was at payment: pure, so every rule of the
 * document (who supplies, which tax, how it is split, the totals) is in one place and tested
 * without a database. cms/invoices/issue.ts gathers the inputs and stores the result, numbered,
 * as the invoice's immutable snapshot; cms/invoices/pdf.ts prints it.
 */
import { amountInWords, financialYearOf, indianDate, splitTax, taxOfInclusive } from '../../shared/gst'
import { stateNamed } from '../../shared/india'
import { INVOICE_MESSAGES, type InvoiceKind, type InvoiceType } from '../../shared/invoices'

export type Party = {
  name: string
  /** Null: not registered for GST. */
  gstin: string | null
  state: string | null
  stateCode: string | null
  address: string[]
}

export type InvoiceLine = {
  description: string
  hsn: string
  rateBasisPoints: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** What was paid for the line: taxable value plus tax. */
  totalPaise: number
}

export type Totals = Omit<InvoiceLine, 'description' | 'hsn' | 'rateBasisPoints'>

/** Intra-state: CGST + SGST; inter-state: IGST; none: a bill of supply (no tax charged). */
export type TaxRegime = 'intra' | 'inter' | 'none'

export type InvoiceSnapshot = {
  version: 1
  documentType: InvoiceType
  kind: InvoiceKind
  number: string
  issuedAt: string
  /** The invoice's date in India, 'YYYY-MM-DD'. */
  invoiceDate: string
  financialYear: string
  orderNumber: string
  supplier: Party
  recipient: Party
  deliveryAddress: string[] | null
  placeOfSupply: { name: string; code: string } | null
  regime: TaxRegime
  lines: InvoiceLine[]
  totals: Totals
  amountInWords: string
  notes: string[]
}

/** One line before tax: what was paid for it (tax included), its heading and rate. */
export type LineInput = { description: string; hsn: string; rateBasisPoints: number; pricePaise: number }

export type Draft = Omit<InvoiceSnapshot, 'number'>

const sum = (lines: InvoiceLine[], k: keyof Totals) => lines.reduce((n, l) => n + l[k], 0)

/**
 * Place of supply: the state of the delivery address for goods (the buyer's) or of the recipient
 * for a service to a recipient whose state is known; when it is not known (no state on record, or
 * outside India), the supplier's own state, as the IGST Act provides for an unknown recipient.
 */
export function placeOfSupply(stateText: string | null | undefined, supplier: Party): { name: string; code: string } | null {
  const named = stateNamed(stateText) ?? stateNamed(supplier.state)
  return named ? { name: named.name, code: named.code } : null
}

/**
 * The invoice's lines and totals. A supplier with a GSTIN issues a Tax Invoice: each line's tax is
 * taken back out of its price (shared/gst.ts) and split CGST + SGST when the supplier's state is
 * the place of supply, IGST otherwise. A supplier without one issues a Bill of Supply and charges
 * no tax: the whole price is the value of the supply.
 */
export function draftInvoice(p: {
  kind: InvoiceKind
  issuedAt: Date
  orderNumber: string
  supplier: Party
  recipient: Party
  deliveryAddress: string[] | null
  placeOfSupply: { name: string; code: string } | null
  lines: LineInput[]
  /** A sale's return policy, one sentence per work as stored on its line at sale (issue 20). */
  returnPolicies?: string[]
}): Draft {
  const registered = Boolean(p.supplier.gstin)
  const regime: TaxRegime = !registered
    ? 'none'
    : p.placeOfSupply && stateNamed(p.supplier.state)?.code === p.placeOfSupply.code
      ? 'intra'
      : 'inter'
  const lines: InvoiceLine[] = p.lines.map((l) => {
    const rate = registered ? l.rateBasisPoints : 0
    const { taxablePaise, taxPaise } = taxOfInclusive(l.pricePaise, rate)
    return {
      description: l.description,
      hsn: l.hsn,
      rateBasisPoints: rate,
      taxablePaise,
      ...splitTax(taxPaise, regime === 'intra'),
      totalPaise: l.pricePaise,
    }
  })
  const totals: Totals = {
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
    totalPaise: sum(lines, 'totalPaise'),
  }
  const notes: string[] = [
    // The fee's own note says it includes GST; a sale's says prices do.
    p.kind === 'fee' ? INVOICE_MESSAGES.feeNote : registered ? INVOICE_MESSAGES.taxInclusiveNote : INVOICE_MESSAGES.billOfSupplyNote,
    ...(registered ? [INVOICE_MESSAGES.reverseCharge] : []),
    ...(p.returnPolicies ?? []),
    INVOICE_MESSAGES.computerMade,
  ]
  return {
    version: 1,
    documentType: registered ? 'Tax Invoice' : 'Bill of Supply',
    kind: p.kind,
    issuedAt: p.issuedAt.toISOString(),
    invoiceDate: indianDate(p.issuedAt),
    financialYear: financialYearOf(p.issuedAt),
    orderNumber: p.orderNumber,
    supplier: p.supplier,
    recipient: p.recipient,
    deliveryAddress: p.deliveryAddress,
    placeOfSupply: p.placeOfSupply,
    regime,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    notes,
  }
}

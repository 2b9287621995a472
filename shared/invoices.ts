/**
 * Tax invoices (cms/invoices/): what GST each kind of work carries, Kala's own service, and the
 * texts on the invoices and around them. Rates here are only the opening rows the server writes
 * once (cms/invoices/rates.ts); staff add later rows in /cms (collections/TaxRates.ts).
 */
import { CATEGORIES } from './constants'

/** Kala's own supply: its fee to sellers, invoiced by Kala (DECISIONS 48). */
export const KALA_SERVICE = 'Kala marketplace service'
export const TAX_SUBJECTS = [...CATEGORIES, KALA_SERVICE] as const
export type TaxSubject = (typeof TAX_SUBJECTS)[number]

/** GST began on 1 July 2017; the rationalisation of the 56th GST Council took effect on 22 September 2025. */
const GST_START = '2017-07-01T00:00:00+05:30'
const RATIONALISATION = '2025-09-22T00:00:00+05:30'

export type TaxRateSeed = { subject: TaxSubject; hsn: string; percent: number; effectiveFrom: string; note: string }

const original = (subject: TaxSubject, hsn: string, what: string): TaxRateSeed[] => [
  { subject, hsn, percent: 12, effectiveFrom: GST_START, note: `${what}: 12 % from the start of GST.` },
  { subject, hsn, percent: 5, effectiveFrom: RATIONALISATION, note: `${what}: 5 % from the GST rate rationalisation.` },
]

/**
 * The opening table (DECISIONS 48 says why each heading): original works of art in chapter 97,
 * prints and photographs made by machine in 4911, and Kala's fee as a retail-trade commission.
 */
export const TAX_RATE_SEEDS: readonly TaxRateSeed[] = [
  ...original('Painting', '9701', 'Paintings executed by hand'),
  ...original('Drawing', '9701', 'Drawings and pastels executed by hand'),
  ...original('Textile', '9701', 'Paintings by hand on textile (Madhubani, Kalamkari)'),
  ...original('Print', '9702', 'Original engravings, prints and lithographs'),
  ...original('Sculpture', '9703', 'Original sculptures and statuary'),
  ...original('Installation', '9703', 'Installations: original sculptural works'),
  { subject: 'Photography', hsn: '4911', percent: 12, effectiveFrom: GST_START, note: 'Printed photographs: 12 % from the start of GST.' },
  {
    subject: 'Photography',
    hsn: '4911',
    percent: 18,
    effectiveFrom: RATIONALISATION,
    note: 'Printed photographs: 18 % from the rationalisation.',
  },
  {
    subject: 'Digital',
    hsn: '4911',
    percent: 12,
    effectiveFrom: GST_START,
    note: 'Printed pictures of digital works: 12 % from the start of GST.',
  },
  {
    subject: 'Digital',
    hsn: '4911',
    percent: 18,
    effectiveFrom: RATIONALISATION,
    note: 'Printed pictures of digital works: 18 % from the rationalisation.',
  },
  { subject: KALA_SERVICE, hsn: '996211', percent: 18, effectiveFrom: GST_START, note: "Kala's fee: a commission on retail trade, 18 %." },
]

/**
 * Kala's own tax identity until staff enter the company's (site settings, "Tax identity"): demo
 * values of the right shape (a Maharashtra GSTIN: state code 27).
 */
export const KALA_TAX_IDENTITY_DEMO = {
  legalName: 'Kala Art Marketplace Private Limited',
  gstin: '27AAKCK4821M1Z6',
  state: 'Maharashtra',
  address: '4th Floor, Kala House\n12 Ropewalk Lane, Kala Ghoda\nMumbai 400001',
} as const

export const INVOICE_KINDS = ['sale', 'fee'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]
export const INVOICE_TYPES = ['Tax Invoice', 'Bill of Supply'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]

/** Where the member area fetches invoice PDFs (cms/api/user/invoices.ts serves them). */
export const INVOICE_API = {
  /** The buyer's invoices of their order, in one PDF. */
  order: (orderId: string) => `/api/user/orders/${encodeURIComponent(orderId)}/invoice`,
  /** A seller's own invoice to the buyer of an order. */
  sale: (orderId: string) => `/api/admin/sales/${encodeURIComponent(orderId)}/invoice`,
  /** Kala's fee invoice to the seller for an order. */
  fee: (orderId: string) => `/api/admin/sales/${encodeURIComponent(orderId)}/fee-invoice`,
  /** One invoice by its id: any party to it, and staff. */
  one: (invoiceId: string) => `/api/user/invoices/${encodeURIComponent(invoiceId)}`,
} as const

/** The PDF's file name: 'Kala-invoice-KALA-2026-000123.pdf'. */
export const invoiceFileName = (what: string, reference: string): string => `Kala-${what}-${reference.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`

/** The words printed on an invoice (cms/invoices/pdf.ts). */
export const INVOICE_LABELS = {
  number: 'Invoice number',
  date: 'Invoice date',
  order: 'Order',
  placeOfSupply: 'Place of supply',
  supplier: { sale: 'Supplier (seller)', fee: 'Supplier of the service' },
  recipient: { sale: 'Recipient (buyer)', fee: 'Recipient (seller)' },
  deliveryAddress: 'Delivery address',
  gstin: 'GSTIN',
  state: 'State',
  amountsIn: 'Amounts in ₹ (INR)',
  description: 'Description',
  heading: { sale: 'HSN', fee: 'SAC' },
  rate: 'Rate',
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  inWords: 'Amount in words',
} as const

export const INVOICE_MESSAGES = {
  /** Buttons in the member area. */
  download: 'Download invoice',
  saleInvoice: 'Invoice',
  feeInvoice: 'Fee invoice',
  /** The supplier line of a seller who is not registered for GST. */
  unregistered: 'Unregistered',
  billOfSupplyNote: 'Supplied by a person not registered under GST: no tax is charged on this supply.',
  taxInclusiveNote: 'Prices on Kala include GST; the taxable value and tax are computed from the price paid.',
  feeNote: "Kala's fee is deducted from the sale proceeds paid to the seller; it includes GST.",
  reverseCharge: 'Tax payable on reverse charge: No',
  computerMade: 'This is a computer-generated invoice and needs no signature.',
  /** The confirmation e-mail's line about the attachment. */
  attached: 'Your tax invoice is attached to this e-mail as a PDF.',
  // Errors of the invoice routes (cms/api/user/invoices.ts).
  noInvoice: 'There is no invoice for you on this order. Invoices are issued once an order is paid.',
  noSuchInvoice: 'There is no such invoice, or it is not yours to see.',
  rateInForceLocked: 'A tax rate already in force cannot be changed or deleted: add a new rate with a later effective date.',
  ratePastDate: 'The effective date cannot be in the past: past invoices keep the rate they were issued at.',
  rateDuplicate: 'A rate for this category already takes effect at that moment.',
} as const

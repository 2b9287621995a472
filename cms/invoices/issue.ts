/**
 * Issuing the invoices of a paid order: for each seller, their invoice to the buyer (a Tax Invoice
 * with their GSTIN, else a Bill of Supply) and Kala's fee invoice to them. Called after the payment
 * is confirmed (cms/sales/orderMachine.ts) and by the sweep job, so none is missed; each invoice
 * has a business key (sale|fee:<order>:<seller>), so any number of runs issue each once.
 *
 * Everything comes from the order as paid: the lines sold (those that carry Kala's fee: a line the
 * payment came too late for was never sold), the price paid, the fee stored at payment, and the
 * GST rate in force at the moment of payment for the work's category.
 */
import type { Payload } from 'payload'
import type { Artwork, Invoice, Order } from '../../payload-types'
import { CATEGORIES } from '../../shared/constants'
import { paiseOf } from '../../shared/fees'
import { idOf, relationId } from '../../shared/idOf'
import { KALA_SERVICE, type TaxSubject } from '../../shared/invoices'
import { storeNumbered, KALA_SUPPLIER } from './numbering'
import { buyerParty, kalaParty, sellerParty } from './parties'
import { taxRatesAt, type TaxRateInForce } from './rates'
import { draftInvoice, placeOfSupply } from './snapshot'
import { returnPolicySentence } from '../../shared/returnPolicy'
import { returnWindowOf } from '../sales/returnWindow'

type Id = number | string
type Line = Order['items'][number]

const DAY_MS = 86_400_000
/** How far back the sweep looks for paid orders without their invoices. */
const SWEEP_DAYS = 30

/**
 * A work listed without a category is invoiced as a painting (heading 9701), the most common
 * supply on Kala: an invoice under the likeliest heading, which staff can correct by credit note,
 * rather than none at all.
 */
const UNCATEGORISED: TaxSubject = 'Painting'

const invoiceKey = (kind: 'sale' | 'fee', orderId: Id, sellerId: Id) => `${kind}:${orderId}:${sellerId}`

async function categoriesOf(payload: Payload, lines: Line[]): Promise<Map<string, TaxSubject>> {
  const ids = [...new Set(lines.map((l) => idOf(l.artwork)))]
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    select: { category: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const known = new Set<string>(CATEGORIES)
  return new Map(
    (docs as Pick<Artwork, 'id' | 'category'>[])
      .filter((d) => typeof d.category === 'string' && known.has(d.category))
      .map((d) => [String(d.id), d.category as TaxSubject]),
  )
}

function rateFor(rates: Map<TaxSubject, TaxRateInForce>, subject: TaxSubject | undefined, what: string): TaxRateInForce {
  const rate = subject ? rates.get(subject) : undefined
  // A guessed rate would be a wrong invoice: fail, and let the sweep issue it once staff have added the rate.
  if (!rate) throw new Error(`No GST rate in force for ${subject ?? 'an unknown category'} (${what}).`)
  return rate
}

/** Issues what the order is owed and not yet issued; answers the order's invoices (all of them). */
export async function issueInvoices(payload: Payload, orderId: Id): Promise<Invoice[]> {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
  if (!order || order.paymentStatus !== 'success' || !order.paidAt) return []
  const sold = (order.items ?? []).filter((l) => l.feePaise != null)
  const sellers = [...new Set(sold.map((l) => idOf(l.seller)))]
  // Relationships are written with the database's own ids (numbers on SQL): grouped by their text.
  const rawSeller = new Map(sold.map((l) => [idOf(l.seller), relationId(l.seller) as Id]))
  const buyerId = relationId(order.buyer) as Id
  const { docs: issued } = await payload.find({
    collection: 'invoices',
    where: { order: { equals: order.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const have = new Set(issued.map((i) => i.key))
  const owed = (sellerId: string) =>
    !have.has(invoiceKey('sale', order.id, sellerId)) ||
    (sold.some((l) => idOf(l.seller) === sellerId && (l.feePaise ?? 0) > 0) && !have.has(invoiceKey('fee', order.id, sellerId)))
  if (!sellers.some(owed)) return issued

  const at = new Date(order.paidAt)
  const categories = await categoriesOf(payload, sold)
  const rates = await taxRatesAt(payload, [...categories.values(), UNCATEGORISED, KALA_SERVICE], at)
  const buyer = buyerParty(order)
  const orderNumber = order.orderNumber ?? String(order.id)
  const kala = await kalaParty(payload)
  const out = [...issued]
  for (const sellerId of sellers.filter(owed)) {
    const lines = sold.filter((l) => idOf(l.seller) === sellerId)
    const supplier = await sellerParty(payload, rawSeller.get(sellerId)!)
    const saleKey = invoiceKey('sale', order.id, sellerId)
    if (!have.has(saleKey)) {
      const draft = draftInvoice({
        kind: 'sale',
        issuedAt: at,
        orderNumber,
        supplier,
        recipient: buyer.party,
        deliveryAddress: buyer.delivery,
        placeOfSupply: placeOfSupply(order.address?.state, supplier),
        lines: lines.map((l) => {
          const rate = rateFor(rates, categories.get(idOf(l.artwork)) ?? UNCATEGORISED, l.title)
          return {
            description: `${l.title}, by ${l.artistName}`,
            hsn: rate.hsn,
            rateBasisPoints: rate.rateBasisPoints,
            pricePaise: paiseOf(l.price),
          }
        }),
        returnPolicies: lines.map((l) => `${l.title}: ${returnPolicySentence(returnWindowOf(order, l).days)}.`),
      })
      out.push(
        await storeNumbered(payload, {
          key: saleKey,
          supplierKey: sellerId,
          draft,
          order: order.id,
          seller: rawSeller.get(sellerId)!,
          supplierUser: rawSeller.get(sellerId)!,
          recipientUser: buyerId,
        }),
      )
    }
    const feeKey = invoiceKey('fee', order.id, sellerId)
    const charged = lines.filter((l) => (l.feePaise ?? 0) > 0)
    if (charged.length && !have.has(feeKey)) {
      const service = rateFor(rates, KALA_SERVICE, 'the fee')
      const draft = draftInvoice({
        kind: 'fee',
        issuedAt: at,
        orderNumber,
        supplier: kala,
        recipient: supplier,
        deliveryAddress: null,
        // A service's place of supply is the recipient's state when known, else Kala's.
        placeOfSupply: placeOfSupply(supplier.state, kala),
        lines: charged.map((l) => ({
          description: `Kala's fee on the sale of ${l.title} (order ${orderNumber})`,
          hsn: service.hsn,
          rateBasisPoints: service.rateBasisPoints,
          pricePaise: l.feePaise ?? 0,
        })),
      })
      out.push(
        await storeNumbered(payload, {
          key: feeKey,
          supplierKey: KALA_SUPPLIER,
          draft,
          order: order.id,
          seller: rawSeller.get(sellerId)!,
          supplierUser: null,
          recipientUser: rawSeller.get(sellerId)!,
        }),
      )
    }
  }
  return out
}

/** Runs issueInvoices and keeps a failure from undoing the payment that called it (the sweep repeats it). */
export async function issueInvoicesQuietly(payload: Payload, orderId: Id): Promise<void> {
  try {
    await issueInvoices(payload, orderId)
  } catch (error) {
    payload.logger.error({ err: error, order: orderId }, 'issuing invoices failed; the invoice sweep will repeat it')
  }
}

/** The sweep: every order paid in the last weeks gets the invoices it is owed. Answers how many it issued. */
export async function sweepInvoices(payload: Payload, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ paymentStatus: { equals: 'success' } }, { paidAt: { greater_than_equal: since } }] },
    select: { paymentStatus: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let issued = 0
  for (const { id } of docs) {
    const before = await payload.count({ collection: 'invoices', where: { order: { equals: id } }, overrideAccess: true })
    try {
      issued += (await issueInvoices(payload, id)).length - before.totalDocs
    } catch (error) {
      // One order's missing rate must not hold up the others'.
      payload.logger.error({ err: error, order: id }, 'issuing invoices failed; the next sweep repeats it')
    }
  }
  return issued
}

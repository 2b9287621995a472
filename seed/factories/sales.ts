import type { Artwork, User } from '../../payload-types'
import { ORDER_MESSAGES } from '../../shared/checkout-messages'
import { CARRIERS, ORDER_STATUSES, ORDER_TRACK_STEPS } from '../../shared/constants'
import { basisPointsOf, feePaise, INITIAL_FEE_PERCENT, paiseOf } from '../../shared/fees'
import type { SeedContext } from '../context'
import { common, daysFrom } from '../context'
import { demoMembers } from '../data/members'
import type { People } from './people'
import { issueInvoices } from '../../cms/invoices/issue'
import { syncCertificates } from '../../cms/certificates/sync'

const openingRate = basisPointsOf(INITIAL_FEE_PERCENT)

const imageUrl = (a: Artwork): string => {
  const first = a.images?.[0]
  return typeof first === 'object' && first?.filename ? `/media/${first.filename}` : ''
}

/**
 * Demo buyers' orders: paid ones in every fulfilment step (their works sold to them, shipped ones
 * with a carrier and tracking number), one cancelled and refunded (its work back on sale) and one
 * failed payment. Paid orders use the already-sold artworks, so the catalogue's sale states stay
 * as seeded.
 */
export async function seedSales(ctx: SeedContext, people: People, artworks: Artwork[]): Promise<void> {
  const existing = await ctx.payload.count({ collection: 'orders', ...common(ctx) })
  const buyers = demoMembers
    .filter((m) => m.addresses?.length)
    .map((m) => people.byUsername.get(m.username))
    .filter((u): u is User => Boolean(u))
  if (existing.totalDocs === 0 && buyers.length > 0) {
    const sold = artworks.filter((a) => a.saleState === 'sold')
    const forSale = artworks.filter((a) => a.saleState !== 'sold' && a.status === 'published' && a.available && a.price)
    const statuses = [...ORDER_STATUSES, 'placed', 'shipped', 'delivered', 'delivered', 'failed'] as const
    let nextSold = 0
    let nextForSale = 0
    for (const [i, status] of statuses.entries()) {
      const buyer = buyers[i % buyers.length]
      // A paid order bought a sold work; a refunded or failed one left its work on sale.
      const paid = status !== 'cancelled' && status !== 'failed'
      const work = paid ? sold[nextSold++ % sold.length] : forSale[nextForSale++ % forSale.length]
      if (!work) break
      const seller = typeof work.owner === 'object' ? work.owner.id : work.owner
      const address = buyer.addresses?.[0]
      const placedDaysAgo = 40 - i * 3
      const placedAt = daysFrom(ctx.now, -placedDaysAgo)
      const orderStatus = status === 'failed' ? 'placed' : status
      const steps =
        status === 'failed'
          ? []
          : status === 'cancelled'
            ? ['placed', 'cancelled']
            : ORDER_TRACK_STEPS.slice(0, ORDER_TRACK_STEPS.indexOf(status as (typeof ORDER_TRACK_STEPS)[number]) + 1)
      const price = work.price ?? 0
      const paymentId = status === 'failed' ? undefined : `pay_demo${String(i + 1).padStart(10, '0')}`
      const shipped = status === 'shipped' || status === 'delivered'
      const order = await ctx.payload.create({
        collection: 'orders',
        data: {
          buyer: buyer.id,
          items: [
            {
              artwork: work.id,
              seller,
              title: work.title,
              artistName: work.artistName ?? '',
              image: imageUrl(work),
              price,
              // Paid demo sales carry the fee in force when they were paid: Kala's opening rate.
              ...(paymentId ? { feeBasisPoints: openingRate, feePaise: feePaise(paiseOf(price), openingRate) } : {}),
            },
          ],
          totalAmount: price,
          amountPaise: price * 100,
          orderStatus,
          statusHistory: steps.map((s, k) => ({
            status: s as (typeof ORDER_STATUSES)[number],
            at: daysFrom(ctx.now, -placedDaysAgo + k * 3),
          })),
          paymentStatus: status === 'failed' ? 'failed' : status === 'cancelled' ? 'refunded' : 'success',
          paidAt: paymentId ? placedAt : undefined,
          paidVia: paymentId ? 'verify' : undefined,
          razorpay_order_id: `order_demo${String(i + 1).padStart(10, '0')}`,
          razorpay_payment_id: paymentId,
          failureReason: status === 'failed' ? 'Payment was declined by the bank' : undefined,
          shipment: shipped
            ? { carrier: CARRIERS[i % CARRIERS.length], trackingNumber: `KL${String(48213 + i * 7919).padStart(9, '0')}IN` }
            : undefined,
          cancellation: status === 'cancelled' ? { by: 'buyer', reason: ORDER_MESSAGES.cancelledByBuyer } : undefined,
          refund:
            status === 'cancelled'
              ? {
                  status: 'processed',
                  amountPaise: price * 100,
                  refundId: `rfnd_demo${String(i + 1).padStart(9, '0')}`,
                  requestedAt: daysFrom(ctx.now, -placedDaysAgo + 3),
                  processedAt: daysFrom(ctx.now, -placedDaysAgo + 3),
                }
              : undefined,
          address: address && {
            line1: address.line1,
            line2: address.line2,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
            country: address.country,
          },
          customer: { name: buyer.fullName, email: buyer.email, phone: buyer.phone ?? '' },
          createdAt: placedAt,
        },
        ...common(ctx),
      })
      if (paid) await ctx.payload.update({ collection: 'artworks', id: work.id, data: { soldOrder: order.id }, ...common(ctx) })
      // Its tax invoices, as the payment would have issued them (the refunded one was never supplied).
      if (order.paymentStatus === 'success') await issueInvoices(ctx.payload, order.id)
      // And each work's certificate of authenticity, dated the sale's day.
      if (order.paymentStatus === 'success') await syncCertificates(ctx.payload, order.id, new Date(order.paidAt ?? placedAt))
    }
  }
  ctx.log('orders', existing.totalDocs ? 'kept' : 'demo orders in every status, one refunded, one failed')

  const likesExisting = await ctx.payload.count({ collection: 'likes', ...common(ctx) })
  if (likesExisting.totalDocs === 0) {
    const visible = artworks.filter((a) => a.status === 'published')
    const liked = new Set<string>()
    const perWork = new Map<number | string, number>()
    for (const [b, buyer] of buyers.entries()) {
      for (let k = 0; k < 14; k++) {
        const work = visible[(b * 37 + k * k * 11 + k * 5) % visible.length]
        if (liked.has(`${buyer.id}:${work.id}`)) continue
        liked.add(`${buyer.id}:${work.id}`)
        await ctx.payload.create({
          collection: 'likes',
          data: { owner: buyer.id, artwork: work.id, artistSlug: work.artistSlug ?? undefined },
          ...common(ctx),
        })
        perWork.set(work.id, (perWork.get(work.id) ?? 0) + 1)
      }
    }
    for (const [id, likes] of perWork) {
      await ctx.payload.update({ collection: 'artworks', id, data: { likes }, ...common(ctx) })
    }
  }
  ctx.log('likes')
}

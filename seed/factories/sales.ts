import type { Artwork, User } from '../../payload-types'
import { ORDER_STATUSES, ORDER_TRACK_STEPS } from '../../shared/constants'
import type { SeedContext } from '../context'
import { common, daysFrom } from '../context'
import { demoMembers } from '../data/members'
import type { People } from './people'

const imageUrl = (a: Artwork): string => {
  const first = a.images?.[0]
  return typeof first === 'object' && first?.filename ? `/media/${first.filename}` : ''
}

/**
 * Demo buyers' orders in every status (paid ones mark their artworks sold) and their likes.
 * Uses the already-sold artworks so the catalogue's sale states stay as seeded.
 */
export async function seedSales(ctx: SeedContext, people: People, artworks: Artwork[]): Promise<void> {
  const existing = await ctx.payload.count({ collection: 'orders', ...common(ctx) })
  const buyers = demoMembers
    .filter((m) => m.addresses?.length)
    .map((m) => people.byUsername.get(m.username))
    .filter((u): u is User => Boolean(u))
  if (existing.totalDocs === 0 && buyers.length > 0) {
    const sold = artworks.filter((a) => a.saleState === 'sold')
    const statuses = [...ORDER_STATUSES, 'placed', 'shipped', 'delivered', 'delivered'] as const
    for (const [i, status] of statuses.entries()) {
      const buyer = buyers[i % buyers.length]
      const work = sold[i % sold.length]
      if (!work) break
      const seller = typeof work.owner === 'object' ? work.owner.id : work.owner
      const address = buyer.addresses?.[0]
      const placedDaysAgo = 40 - i * 3
      const steps =
        status === 'cancelled'
          ? ['placed', 'cancelled']
          : ORDER_TRACK_STEPS.slice(0, ORDER_TRACK_STEPS.indexOf(status as (typeof ORDER_TRACK_STEPS)[number]) + 1)
      const paid = status !== 'cancelled'
      await ctx.payload.create({
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
              price: work.price ?? 0,
            },
          ],
          totalAmount: work.price ?? 0,
          orderStatus: status,
          statusHistory: steps.map((s, k) => ({
            status: s as (typeof ORDER_STATUSES)[number],
            at: daysFrom(ctx.now, -placedDaysAgo + k * 3),
          })),
          paymentStatus: paid ? 'success' : 'failed',
          razorpay_order_id: `order_demo${String(i + 1).padStart(10, '0')}`,
          razorpay_payment_id: paid ? `pay_demo${String(i + 1).padStart(12, '0')}` : undefined,
          failureReason: paid ? undefined : 'Payment was declined by the bank',
          address: address && {
            line1: address.line1,
            line2: address.line2,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
            country: address.country,
          },
          customer: { name: buyer.fullName, email: buyer.email, phone: buyer.phone ?? '' },
          createdAt: daysFrom(ctx.now, -placedDaysAgo),
        },
        ...common(ctx),
      })
    }
  }
  ctx.log('orders', existing.totalDocs ? 'kept' : 'demo orders in every status')

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

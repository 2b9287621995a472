import type { Artwork } from '../../payload-types'
import { DASHBOARD } from '../../shared/constants'
import { idOf, relationId } from '../../shared/idOf'
import { lastDays } from '../../cms/stats/day'
import type { SeedContext } from '../context'
import { common } from '../context'

/**
 * A month of visits for every demo seller, so a member's dashboard shows what a lived-in shop
 * looks like: more views for sellers with more works, a weekly rhythm (busier at weekends) and
 * day-to-day noise, the same on every run. Written on the sellers' daily figures
 * (collections/SellerStats), beside the likes the demo likes already counted there. A seller with
 * any views recorded is left alone (safe to run again, never over real visits).
 */
export async function seedViews(ctx: SeedContext, artworks: Artwork[]): Promise<void> {
  const sellers = new Map<string, { id: Artwork['owner']; works: number }>()
  for (const a of artworks.filter((w) => w.status === 'published')) {
    const key = idOf(a.owner)
    sellers.set(key, { id: relationId(a.owner) ?? a.owner, works: (sellers.get(key)?.works ?? 0) + 1 })
  }
  const days = lastDays(DASHBOARD.days, ctx.now)
  let seeded = 0
  for (const [index, { id: seller, works }] of [...sellers.values()].entries()) {
    const viewed = await ctx.payload.count({
      collection: 'seller-stats',
      where: { and: [{ seller: { equals: seller } }, { views: { greater_than: 0 } }] },
      ...common(ctx),
    })
    if (viewed.totalDocs > 0) continue
    const base = 4 + Math.min(works, 20) * 1.5
    for (const [d, day] of days.entries()) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
      const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1
      const noise = 0.6 + (((index + 1) * 31 + d * 17) % 10) / 12
      const growth = 0.7 + (0.3 * d) / days.length
      const views = Math.round(base * weekend * noise * growth)
      const { docs } = await ctx.payload.find({
        collection: 'seller-stats',
        where: { and: [{ seller: { equals: seller } }, { day: { equals: day } }] },
        limit: 1,
        ...common(ctx),
      })
      if (docs[0]) await ctx.payload.update({ collection: 'seller-stats', id: docs[0].id, data: { views }, ...common(ctx) })
      else await ctx.payload.create({ collection: 'seller-stats', data: { seller, day, views, likes: 0 }, ...common(ctx) })
    }
    seeded += 1
  }
  ctx.log('views', seeded ? `a month of visits for ${seeded} sellers` : 'kept')
}

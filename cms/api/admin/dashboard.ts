/**
 * GET dashboard: the member area's first screen, in one call.
 *
 * A seller (a member who lists works) sees the last DASHBOARD.days days at a glance: views of
 * their works and likes they received (per-day figures kept on every write: collections/
 * SellerStats, a seller's rows read through the (seller, day) index), enquiries (indexed counts
 * on the artist), paid sales of their own items (their paid orders, through the orders' sellers
 * index) and their works by state (indexed counts on the owner). Nothing here reads every
 * artwork, like or view: the cost follows the seller's own activity, not the catalogue's size.
 * Everyone else (explorers, members with no works yet) sees their recent orders, favourites and
 * the enquiries they sent.
 */
import type { Payload, Where } from 'payload'
import { isSellerUser } from '../../../access/isSeller'
import type { User } from '../../../payload-types'
import { maySetUpPayouts, payoutAccountOf } from '../../sales/payoutAccounts'
import type { BuyerDashboard, Dashboard, SellerDashboard } from '../../../shared/api-types'
import { DASHBOARD } from '../../../shared/constants'
import { idOf } from '../../../shared/idOf'
import { dayOf, lastDays, startOfDay } from '../../stats/day'
import { toApiOrder } from '../mappers/order'
import { segmentedPage } from '../segments'
import { enquirySegment, inboxSegments, open, received, sent, withArtworks } from './enquiries'
import { likedArtworks } from './likes'
import { sellerFollowers } from '../../follows'

const asMember = (user: User) => ({ overrideAccess: false as const, user })

async function countOf(payload: Payload, user: User, collection: 'artworks' | 'enquiries', where: Where): Promise<number> {
  return (await payload.count({ collection, where, ...asMember(user) })).totalDocs
}

const notSold: Where = { or: [{ saleState: { not_equals: 'sold' } }, { saleState: { exists: false } }] }

async function works(payload: Payload, user: User): Promise<SellerDashboard['works']> {
  const mine: Where = { owner: { equals: user.id } }
  const [published, unpublished, sold] = await Promise.all([
    countOf(payload, user, 'artworks', { and: [mine, { status: { equals: 'published' } }, notSold] }),
    countOf(payload, user, 'artworks', { and: [mine, { status: { equals: 'unpublished' } }, notSold] }),
    countOf(payload, user, 'artworks', { and: [mine, { saleState: { equals: 'sold' } }] }),
  ])
  return { published, unpublished, sold }
}

/** Views and likes: the seller's days (one row a day with any), summed; the window's days listed. */
async function viewsAndLikes(payload: Payload, user: User, days: string[]): Promise<Pick<SellerDashboard, 'views' | 'likes'>> {
  const { docs } = await payload.find({
    collection: 'seller-stats',
    where: { seller: { equals: user.id } },
    select: { day: true, views: true, likes: true },
    pagination: false,
    depth: 0,
    ...asMember(user),
  })
  const from = days[0]
  const byDay = new Map(docs.map((d) => [d.day, Number(d.views ?? 0)]))
  const sum = (pick: (d: (typeof docs)[number]) => number) => docs.reduce((n, d) => n + pick(d), 0)
  return {
    views: { total: sum((d) => Number(d.views ?? 0)), daily: days.map((day) => ({ day, count: byDay.get(day) ?? 0 })) },
    likes: { total: sum((d) => Number(d.likes ?? 0)), last30: sum((d) => (d.day >= from ? Number(d.likes ?? 0) : 0)) },
  }
}

async function enquiries(payload: Payload, user: User, since: Date): Promise<SellerDashboard['enquiries']> {
  const [unanswered, last30, recent] = await Promise.all([
    countOf(payload, user, 'enquiries', { and: [received(user), open] }),
    countOf(payload, user, 'enquiries', { and: [received(user), { createdAt: { greater_than_equal: since.toISOString() } }] }),
    segmentedPage(inboxSegments(payload, user), 0, DASHBOARD.recentEnquiries),
  ])
  return { unanswered, last30, recent: await withArtworks(payload, recent.items) }
}

/** Paid orders with the seller's works: their own items only (an order may hold other sellers' works too). */
async function sales(payload: Payload, user: User, days: string[]): Promise<SellerDashboard['sales']> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ sellers: { in: [user.id] } }, { paymentStatus: { equals: 'success' } }] },
    select: { items: true, buyer: true, createdAt: true, paidAt: true },
    pagination: false,
    depth: 0,
    ...asMember(user),
  })
  const revenueByDay = new Map<string, number>()
  let revenue = 0
  let feePaise = 0
  for (const order of docs) {
    const lines = (order.items ?? []).filter((i) => idOf(i.seller) === String(user.id))
    const own = lines.reduce((n, i) => n + (i.price ?? 0), 0)
    revenue += own
    // Kala's fee as stored when the payment was confirmed (cms/sales/fees.ts); none before fees existed.
    feePaise += lines.reduce((n, i) => n + (i.feePaise ?? 0), 0)
    // A sale counts on the day it was paid (orders seeded or created paid by staff have no paidAt).
    const day = dayOf(order.paidAt ?? order.createdAt)
    revenueByDay.set(day, (revenueByDay.get(day) ?? 0) + own)
  }
  const daily = days.map((day) => ({ day, revenue: revenueByDay.get(day) ?? 0 }))
  const fees = feePaise / 100
  return {
    orders: docs.length,
    revenue,
    fees,
    earnings: (Math.round(revenue * 100) - feePaise) / 100,
    last30Revenue: daily.reduce((n, d) => n + d.revenue, 0),
    daily,
  }
}

async function sellerDashboard(payload: Payload, user: User, now: Date): Promise<SellerDashboard> {
  const days = lastDays(DASHBOARD.days, now)
  const [stats, enquiryFigures, salesFigures, workFigures, payoutAccount, followers] = await Promise.all([
    viewsAndLikes(payload, user, days),
    enquiries(payload, user, startOfDay(days[0])),
    sales(payload, user, days),
    works(payload, user),
    maySetUpPayouts(user) ? payoutAccountOf(payload, user.id) : null,
    sellerFollowers(payload, user.id, startOfDay(days[0])),
  ])
  return {
    kind: 'seller',
    range: { from: days[0], to: days[days.length - 1] },
    ...stats,
    followers,
    enquiries: enquiryFigures,
    sales: salesFigures,
    works: workFigures,
    payouts: { detailsMissing: maySetUpPayouts(user) && payoutAccount === null },
  }
}

async function buyerDashboard(payload: Payload, user: User): Promise<BuyerDashboard> {
  const [orders, favourites, enquiriesSent] = await Promise.all([
    payload.find({
      collection: 'orders',
      // As the orders screen lists them (GET purchases): open checkouts are not orders yet.
      where: { and: [{ buyer: { equals: user.id } }, { paymentStatus: { not_equals: 'pending' } }] },
      sort: ['-createdAt', '-id'],
      limit: DASHBOARD.recentOrders,
      depth: 0,
      ...asMember(user),
    }),
    likedArtworks(payload, user, 1, DASHBOARD.favourites),
    segmentedPage([enquirySegment(payload, user, sent(user))], 0, DASHBOARD.recentEnquiries),
  ])
  return {
    kind: 'buyer',
    recentOrders: orders.docs.map(toApiOrder),
    favourites: favourites.artworks,
    enquiriesSent: await withArtworks(payload, enquiriesSent.items),
  }
}

export async function dashboard(payload: Payload, user: User, now: Date = new Date()): Promise<Dashboard> {
  const hasWorks = isSellerUser(user) && (await countOf(payload, user, 'artworks', { owner: { equals: user.id } })) > 0
  return hasWorks ? sellerDashboard(payload, user, now) : buyerDashboard(payload, user)
}

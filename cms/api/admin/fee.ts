/**
 * GET /api/admin/fee: Kala's fee for the signed-in seller, disclosed before they list a work (the
 * artwork form shows what they would receive) and with any change staff have already scheduled.
 */
import type { Payload } from 'payload'
import type { SellerFee } from '../../../shared/api-types'
import type { User } from '../../../payload-types'
import { ratesAt, type RateInForce } from '../../sales/fees'

const view = (rate: RateInForce) => ({ basisPoints: rate.basisPoints, percent: rate.basisPoints / 100, effectiveFrom: rate.effectiveFrom })

export async function sellerFee(payload: Payload, seller: User): Promise<SellerFee> {
  const id = String(seller.id)
  const now = new Date()
  const current = (await ratesAt(payload, [id], now)).get(id)!
  // The first scheduled change that concerns this seller (their own rate, or the default's).
  const { docs } = await payload.find({
    collection: 'fee-rates',
    where: {
      and: [
        { effectiveFrom: { greater_than: now.toISOString() } },
        { or: [{ seller: { exists: false } }, { seller: { equals: seller.id } }] },
      ],
    },
    sort: 'effectiveFrom',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const upcoming = docs[0] ? (await ratesAt(payload, [id], new Date(docs[0].effectiveFrom))).get(id) : undefined
  return {
    ...view(current),
    own: current.own,
    next: upcoming && upcoming.basisPoints !== current.basisPoints ? view(upcoming) : null,
  }
}

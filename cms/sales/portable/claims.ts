/**
 * The portable sale path's one atomic primitive: creating a `sale-claims` document under a unique
 * key (collections/SaleClaims.ts). Every adapter refuses a second document with the same key at
 * write time, with or without transactions, so whoever created the claim holds it. Removing a
 * claim is by its id only: a removed claim is never taken back, a new one is created.
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import type { SaleClaim } from '../../../payload-types'
import { idOrNull } from '../../../shared/idOf'
import { takenKey } from '../../db/createOnce'

type Id = number | string
export type Claim = SaleClaim
export type ClaimData = { key: string; kind: SaleClaim['kind']; artwork?: Id | null; order?: Id | null; expiresAt?: Date | null }

export const claimOrder = (claim: Pick<Claim, 'order'>): string | null => idOrNull(claim.order)
export const claimArtwork = (claim: Pick<Claim, 'artwork'>): string | null => idOrNull(claim.artwork)
export const isLapsed = (claim: Pick<Claim, 'expiresAt'>, now: Date): boolean =>
  Boolean(claim.expiresAt) && Date.parse(String(claim.expiresAt)) <= now.getTime()

export const holdKey = (artworkId: Id): string => `hold:${artworkId}`
export const soldKey = (artworkId: Id): string => `sold:${artworkId}`
export const leaseKey = (orderId: Id): string => `lease:${orderId}`

/** Whether a live lease (a path changing the order now) is on the order. */
export async function isLeased(payload: Payload, orderId: Id, req?: Partial<PayloadRequest>): Promise<boolean> {
  const lease = await claimByKey(payload, leaseKey(orderId), req)
  return Boolean(lease && !isLapsed(lease, new Date()))
}

/** Creates the claim: the new document, or null when another holds the key. */
export async function tryClaim(payload: Payload, data: ClaimData, req?: Partial<PayloadRequest>): Promise<Claim | null> {
  try {
    return await payload.create({
      collection: 'sale-claims',
      // Ids are numbers on SQL and strings on MongoDB; Payload's generated types know only the former.
      data: {
        ...data,
        artwork: data.artwork as number | null | undefined,
        order: data.order as number | null | undefined,
        expiresAt: data.expiresAt ? data.expiresAt.toISOString() : null,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    // Only the unique key's refusal means "someone else holds it"; any other invalid field is a bug.
    if (takenKey(error, 'key')) return null
    throw error
  }
}

export async function claimByKey(payload: Payload, key: string, req?: Partial<PayloadRequest>): Promise<Claim | null> {
  const { docs } = await payload.find({
    collection: 'sale-claims',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

export async function claimsWhere(payload: Payload, where: Where, req?: Partial<PayloadRequest>): Promise<Claim[]> {
  const { docs } = await payload.find({ collection: 'sale-claims', where, pagination: false, depth: 0, overrideAccess: true, req })
  return docs
}

/** Removes this very claim (by id; nothing happens when it is gone already). */
export async function dropClaim(payload: Payload, claim: Pick<Claim, 'id'>, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.delete({ collection: 'sale-claims', where: { id: { equals: claim.id } }, overrideAccess: true, depth: 0, req })
}

/**
 * Creates the claim, replacing a lapsed one under the same key (`mayReplace` decides what else may
 * be replaced). Two callers that both find the old claim lapsed both remove it, and then only one
 * of their creates succeeds. Answers the caller's claim, or the claim that stands in its way.
 */
export async function claimOver(
  payload: Payload,
  data: ClaimData,
  now: Date,
  mayReplace: (existing: Claim) => boolean = (existing) => isLapsed(existing, now),
  req?: Partial<PayloadRequest>,
): Promise<{ won: Claim } | { lost: Claim | null }> {
  for (let round = 0; round < 3; round++) {
    const won = await tryClaim(payload, data, req)
    if (won) return { won }
    const existing = await claimByKey(payload, data.key, req)
    if (!existing) continue
    if (!mayReplace(existing)) return { lost: existing }
    await dropClaim(payload, existing, req)
  }
  return { lost: await claimByKey(payload, data.key, req) }
}

/**
 * Follows (issue 21): a member follows an artist or a gallery page. The rows are the truth
 * (collections/Follows): counts are counted from them, never kept in a counter that could drift.
 * Later parts (alerts, "New from artists you follow") read follows through `followersOf` and
 * `followedBy` here.
 */
import type { Payload, Where } from 'payload'
import { ValidationError } from 'payload'
import type { User } from '../../payload-types'
import { followKey, type FollowKind } from '../../shared/follows'
import { idOf } from '../../shared/idOf'

type Id = number | string
export type FollowTarget = { kind: FollowKind; id: Id }

const targetWhere = ({ kind, id }: FollowTarget): Where => ({ [kind]: { equals: id } })

/** The members who follow this artist or gallery (ids, oldest follow first). */
export async function followersOf(payload: Payload, target: FollowTarget): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'follows',
    where: targetWhere(target),
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    select: { owner: true },
    overrideAccess: true,
  })
  return docs.map((f) => idOf(f.owner))
}

/** Whom this member follows, newest follow first. */
export async function followedBy(payload: Payload, userId: Id): Promise<FollowTarget[]> {
  const { docs } = await payload.find({
    collection: 'follows',
    where: { owner: { equals: userId } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    select: { kind: true, artist: true, gallery: true },
    overrideAccess: true,
  })
  return docs.flatMap((f) => {
    const id = f.kind === 'artist' ? f.artist : f.gallery
    return id === null || id === undefined ? [] : [{ kind: f.kind, id: idOf(id) }]
  })
}

export async function isFollowing(payload: Payload, userId: Id, target: FollowTarget): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'follows',
    where: { and: [{ owner: { equals: userId } }, { target: { equals: followKey(target.kind, target.id) } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** How many members follow this artist or gallery, counted. */
export async function followerCount(payload: Payload, target: FollowTarget): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'follows', where: targetWhere(target), overrideAccess: true })
  return totalDocs
}

/**
 * A seller's followers for their dashboard: of them as an artist and of their gallery page,
 * counted from the rows (all time, and those who followed since `since`).
 */
export async function sellerFollowers(payload: Payload, sellerId: Id, since: Date): Promise<{ total: number; last30: number }> {
  const { docs: galleries } = await payload.find({
    collection: 'galleries',
    where: { owner: { equals: sellerId } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const ofSeller: Where = {
    or: [{ artist: { equals: sellerId } }, ...(galleries.length ? [{ gallery: { in: galleries.map((g) => g.id) } }] : [])],
  }
  const [total, last30] = await Promise.all([
    payload.count({ collection: 'follows', where: ofSeller, overrideAccess: true }),
    payload.count({
      collection: 'follows',
      where: { and: [ofSeller, { createdAt: { greater_than_equal: since.toISOString() } }] },
      overrideAccess: true,
    }),
  ])
  return { total: total.totalDocs, last30: last30.totalDocs }
}

/**
 * Follows as the member (the collection's rules check the target: hooks/followTarget). Idempotent:
 * a second follow, or a double click's twin, leaves one row (owner and target are unique together).
 */
export async function follow(payload: Payload, user: User, target: FollowTarget): Promise<void> {
  if (await isFollowing(payload, user.id, target)) return
  try {
    await payload.create({
      collection: 'follows',
      data: { owner: user.id, kind: target.kind, [target.kind]: target.id } as never,
      overrideAccess: false,
      user,
      depth: 0,
    })
  } catch (error) {
    if (error instanceof ValidationError && (await isFollowing(payload, user.id, target))) return
    throw error
  }
}

/** Unfollows as the member; nothing to do when they do not follow. */
export async function unfollow(payload: Payload, user: User, target: FollowTarget): Promise<void> {
  await payload.delete({
    collection: 'follows',
    where: { and: [{ owner: { equals: user.id } }, { target: { equals: followKey(target.kind, target.id) } }] },
    overrideAccess: false,
    user,
  })
}

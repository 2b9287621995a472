import type { Payload, PayloadRequest } from 'payload'
import type { User } from '../payload-types'
import { MEMBER_ROLES } from '../shared/constants'

/** Collections whose rows belong to one member through their `owner` field. */
export type OwnedCollection = 'artwork-collections' | 'media' | 'galleries' | 'artworks'

type Id = number | string

/**
 * True when every row `ids` names exists in `collection` and belongs to `ownerId`. The one
 * ownership test of a relation a member sets: the collections' hooks (hooks/ownRelations.ts) and
 * the storefront's routes both ask it. Read below the access rules: it answers yes or no, never rows.
 */
export async function ownsAll(payload: Payload, collection: OwnedCollection, ids: readonly Id[], ownerId: Id, req?: PayloadRequest) {
  const distinct = [...new Set(ids.map(String))]
  if (distinct.length === 0) return true
  const { totalDocs } = await payload.count({
    collection,
    where: { and: [{ id: { in: distinct } }, { owner: { equals: ownerId } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs === distinct.length
}

/**
 * True when `user` (null: a visitor) may see every artwork `ids` names: asked through the
 * artworks' own read rule (access/publishedOrStaffOrOwner.ts with the catalogue's visibility), so a
 * like, an enquiry or an exhibition can only point at a work its author could open.
 */
export async function canSeeArtworks(payload: Payload, user: User | null | undefined, ids: readonly Id[], req?: PayloadRequest) {
  const distinct = [...new Set(ids.map(String))]
  if (distinct.length === 0) return true
  const { totalDocs } = await payload.count({
    collection: 'artworks',
    where: { id: { in: distinct } },
    overrideAccess: false,
    user: user ?? undefined,
    req,
  })
  return totalDocs === distinct.length
}

/** Whom a contact form may address: a member's public profile (never staff's inbox through this door). */
export const isContactable = (user: { role?: string | null } | null | undefined): boolean =>
  Boolean(user && (MEMBER_ROLES as readonly string[]).includes(String(user.role)))

import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { isStaffUser } from '../access/checkRole'
import { canSeeArtworks, ownsAll, type OwnedCollection } from '../access/ownership'
import { idOrNull } from '../shared/idOf'
import { OWNERSHIP_MESSAGES } from '../shared/messages'

/** A relation a member sets, and what it may point at: rows they own, or artworks they can see. */
export type RelationRule = { field: string; owned: OwnedCollection } | { field: string; visibleArtworks: true }

type Doc = Record<string, unknown>

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map(idOrNull).filter((id): id is string => id !== null && id !== '')

const message = (rule: RelationRule): string =>
  'owned' in rule
    ? {
        'artwork-collections': OWNERSHIP_MESSAGES.collection,
        media: OWNERSHIP_MESSAGES.media,
        galleries: OWNERSHIP_MESSAGES.gallery,
        artworks: OWNERSHIP_MESSAGES.ownArtworks,
      }[rule.owned]
    : OWNERSHIP_MESSAGES.artworks

/**
 * Every relation a member sets points at their own rows (their collection, their images, their
 * gallery) or at artworks they can see, whichever door the write comes through (Payload's REST,
 * the Local API, the storefront's routes). Only ids the write adds are checked, so a row that
 * already names someone else's image (set by staff) can still be edited. Staff and the server
 * (no user) are not held to it. Refused with a ValidationError (400) naming the field.
 */
export const ownRelations =
  (rules: readonly RelationRule[]): CollectionBeforeChangeHook =>
  async ({ collection, data, originalDoc, req }) => {
    const user = req.user
    if (!user || isStaffUser(user)) return data
    const before = (originalDoc ?? {}) as Doc
    const errors: { path: string; message: string }[] = []
    for (const rule of rules) {
      const value = (data as Doc)[rule.field]
      if (value === undefined) continue
      const known = new Set(idsOf(before[rule.field]))
      const added = idsOf(value).filter((id) => !known.has(id))
      if (added.length === 0) continue
      const ok =
        'owned' in rule ? await ownsAll(req.payload, rule.owned, added, user.id, req) : await canSeeArtworks(req.payload, user, added, req)
      if (!ok) errors.push({ path: rule.field, message: message(rule) })
    }
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
    return data
  }

/**
 * An artwork's collection is one of its owner's, for staff too (a collection groups one artist's
 * works): checked when either the collection or the owner changes.
 */
export const collectionOfOwner: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  if (!req.user) return data
  const row = data as Doc
  const before = (originalDoc ?? {}) as Doc
  const target = idOrNull(row.collection !== undefined ? row.collection : before.collection)
  const owner = idOrNull(row.owner !== undefined ? row.owner : before.owner)
  if (!target || !owner) return data
  const changed = target !== idOrNull(before.collection) || owner !== idOrNull(before.owner)
  if (changed && !(await ownsAll(req.payload, 'artwork-collections', [target], owner, req))) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [
        { path: 'collection', message: isStaffUser(req.user) ? OWNERSHIP_MESSAGES.collectionOfOwner : OWNERSHIP_MESSAGES.collection },
      ],
      req,
    })
  }
  return data
}

import type { Payload, Where } from 'payload'
import type { Artwork, User } from '../../../payload-types'
import { USER_MESSAGES } from '../../../shared/messages'
import { notFound } from '../http/errors'
import { docId } from './docId'

/** An artwork the caller may see (published, or their own), by an id from a body or path; else 404. */
export async function readableArtwork(payload: Payload, user: User | null | undefined, rawId: unknown, depth = 0): Promise<Artwork> {
  const id = docId(payload, rawId)
  const doc =
    id === null
      ? null
      : await payload.findByID({ collection: 'artworks', id, depth, overrideAccess: false, user: user ?? undefined, disableErrors: true })
  if (!doc) throw notFound(USER_MESSAGES.artworkNotFound)
  return doc
}

export type Contact = { id: number | string; email: string; fullName: string; username: string; slug: string | null; role: string }

/**
 * A member's name and e-mail for the server's own use (addressing a notification). Read below the
 * field rules on purpose: the address is never returned to the caller.
 */
export async function memberContact(payload: Payload, where: { id: number | string } | { username: string }): Promise<Contact | null> {
  const condition: Where =
    'id' in where
      ? { id: { equals: where.id } }
      : { or: [{ username: { equals: where.username } }, { slug: { equals: where.username.toLowerCase() } }] }
  const row = (await payload.db.findOne({ collection: 'users', where: condition })) as (User & { _verified?: boolean | null }) | null
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    username: row.username,
    slug: row.slug ?? null,
    role: String(row.role ?? ''),
  }
}

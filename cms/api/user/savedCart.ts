/**
 * GET and PUT /api/user/saved-cart: the member's cart as the server keeps it (collections/Carts.ts),
 * so a cart follows its member from one device to another. The browser merges it with its own cart
 * at sign-in and writes the result back on every change. Read and written through the Local API as
 * the member: the collection's access keeps each cart its owner's.
 */
import type { Router } from 'express'
import { ValidationError, type Payload } from 'payload'
import type { User } from '../../../payload-types'
import { savedCartSchema } from '../../../shared/schemas'
import { requireUser } from '../http/user'
import { body } from '../http/validate'

const asMember = (user: User) => ({ overrideAccess: false as const, user, depth: 0 })

async function ownCart(payload: Payload, user: User) {
  const { docs } = await payload.find({ collection: 'carts', where: { owner: { equals: user.id } }, limit: 1, ...asMember(user) })
  return docs[0] ?? null
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** Replaces the member's kept cart; the first write creates it (a twin's concurrent create loses to the unique owner and updates). */
async function saveCart(payload: Payload, user: User, artworkIds: string[]): Promise<string[]> {
  const existing = await ownCart(payload, user)
  if (existing) {
    const doc = await payload.update({ collection: 'carts', id: existing.id, data: { artworks: artworkIds }, ...asMember(user) })
    return idsOf(doc.artworks)
  }
  try {
    const doc = await payload.create({ collection: 'carts', data: { owner: user.id, artworks: artworkIds }, ...asMember(user) })
    return idsOf(doc.artworks)
  } catch (error) {
    const twin = error instanceof ValidationError ? await ownCart(payload, user) : null
    if (!twin) throw error
    const doc = await payload.update({ collection: 'carts', id: twin.id, data: { artworks: artworkIds }, ...asMember(user) })
    return idsOf(doc.artworks)
  }
}

export function savedCartRoutes(router: Router, payload: Payload): void {
  router.get('/saved-cart', async (req, res) => {
    const cart = await ownCart(payload, requireUser(req))
    res.json({ artworkIds: idsOf(cart?.artworks) })
  })

  router.put('/saved-cart', async (req, res) => {
    const user = requireUser(req)
    const { artworkIds } = body(req, savedCartSchema)
    res.json({ artworkIds: await saveCart(payload, user, artworkIds) })
  })
}

/**
 * /api/user/following: whom the member follows, follow and unfollow (issue 21). Thin: the rules
 * are the collection's (collections/Follows), the reads and writes cms/follows's.
 */
import type { Router } from 'express'
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import type { FollowAnswer, FollowingEntry } from '../../../shared/api-types'
import { FOLLOW_MESSAGES, type FollowKind } from '../../../shared/follows'
import { followParamsSchema } from '../../../shared/followSchemas'
import { idOf } from '../../../shared/idOf'
import { catalogueOf } from '../../catalogue'
import { follow, followerCount, unfollow, type FollowTarget } from '../../follows'
import { badRequest, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { toApiGallery } from '../mappers/gallery'
import { toArtistSummary } from '../mappers/profile'
import { docId } from './docId'

const noSuch = (kind: FollowKind) => notFound(kind === 'artist' ? FOLLOW_MESSAGES.noArtist : FOLLOW_MESSAGES.noGallery)

/** The path's kind and id as a target, or a 400 (kind) or 404 (an id that names nothing). */
function targetOf(payload: Payload, params: unknown): FollowTarget {
  const parsed = followParamsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw badRequest(issue.message, [{ path: String(issue.path[0] ?? 'kind'), message: issue.message }])
  }
  const id = docId(payload, parsed.data.id)
  if (id === null) throw noSuch(parsed.data.kind)
  return { kind: parsed.data.kind, id }
}

export function followingRoutes(router: Router, payload: Payload): void {
  const catalogue = catalogueOf(payload)

  router.get('/following', async (req, res) => {
    const user = requireUser(req)
    // As the member: the collection's read rule gives them their own follows only.
    const { docs } = await payload.find({
      collection: 'follows',
      where: { owner: { equals: user.id } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
      select: { kind: true, artist: true, gallery: true, createdAt: true },
      overrideAccess: false,
      user,
    })
    const ids = (kind: FollowKind) => docs.flatMap((f) => (f.kind === kind && f[kind] ? [idOf(f[kind])] : []))
    // Public pages only: an artist or gallery no longer public drops out of the list (the follow stays).
    const [artists, galleries] = await Promise.all([catalogue.artists(ids('artist')), catalogue.galleries(ids('gallery'))])
    const byKey = new Map<string, Omit<FollowingEntry, 'followedAt'>>()
    for (const u of artists) {
      const a = toArtistSummary(u, 0)
      byKey.set(`artist:${a._id}`, { kind: 'artist', _id: a._id, name: a.artistName, photo: a.photo, city: a.city, slug: a.artistSlug })
    }
    for (const g of galleries) {
      const a = toApiGallery(g, 0)
      byKey.set(`gallery:${a._id}`, { kind: 'gallery', _id: a._id, name: a.fullName, photo: a.photo, city: a.city, slug: a.username })
    }
    const following: FollowingEntry[] = docs.flatMap((f) => {
      const entry = byKey.get(`${f.kind}:${idOf(f[f.kind])}`)
      return entry ? [{ ...entry, followedAt: f.createdAt }] : []
    })
    res.json({ following })
  })

  router.put('/following/:kind/:id', async (req, res) => {
    const user = requireUser(req)
    const target = targetOf(payload, req.params)
    try {
      await follow(payload, user, target)
    } catch (error) {
      // The collection's refusal (not an artist, not public, oneself) in its own sentence.
      if (!(error instanceof ValidationError)) throw error
      const first = error.data?.errors?.[0]
      if (first?.message === FOLLOW_MESSAGES.noArtist || first?.message === FOLLOW_MESSAGES.noGallery) throw noSuch(target.kind)
      throw badRequest(first?.message ?? error.message, first ? [{ path: first.path, message: first.message }] : undefined)
    }
    res.json({ following: true, followers: await followerCount(payload, target) } satisfies FollowAnswer)
  })

  router.delete('/following/:kind/:id', async (req, res) => {
    const user = requireUser(req)
    const target = targetOf(payload, req.params)
    await unfollow(payload, user, target)
    res.json({ following: false, followers: await followerCount(payload, target) } satisfies FollowAnswer)
  })
}

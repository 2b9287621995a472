/**
 * GET /api/user/home-rows: the signed-in home's two rows (issue 21, part 6) in one answer: the
 * newest public works of the artists and galleries the member follows, and the newest public works
 * that match any of their alerts (cms/alerts's matching: the shop listing's own filter). Read on
 * the portable path (the Local API only), as the member where the rows are theirs (follows,
 * alerts); the works through the catalogue's visibility, like every public list. Never cached:
 * the router's noStore, and /api/user is not among the visitor cache's routes.
 */
import type { Router } from 'express'
import type { Payload, Where } from 'payload'
import type { User } from '../../../payload-types'
import { HOME_ROW_WORKS, type AlertCriteria } from '../../../shared/alerts'
import type { HomeRows } from '../../../shared/api-types'
import { idOf } from '../../../shared/idOf'
import { newestMatchingAny } from '../../alerts'
import { catalogueOf } from '../../catalogue'
import { visibleWhere } from '../../catalogue/saleRules'
import { visibleArtworks } from '../public/artworkList'
import { requireUser } from '../http/user'

/** The newest public works credited to the followed artists (theirs, or their galleries') or listed by the followed galleries. */
async function newestFollowed(payload: Payload, user: User): Promise<string[]> {
  const { docs: follows } = await payload.find({
    collection: 'follows',
    where: { owner: { equals: user.id } },
    pagination: false,
    depth: 0,
    select: { kind: true, artist: true, gallery: true },
    overrideAccess: false,
    user,
  })
  const artists = follows.flatMap((f) => (f.kind === 'artist' && f.artist ? [idOf(f.artist)] : []))
  const galleries = follows.flatMap((f) => (f.kind === 'gallery' && f.gallery ? [idOf(f.gallery)] : []))
  const owners =
    galleries.length === 0
      ? []
      : (
          await payload.find({
            collection: 'galleries',
            where: { id: { in: galleries } },
            pagination: false,
            depth: 0,
            select: { owner: true },
            overrideAccess: true,
          })
        ).docs.flatMap((g) => (g.owner ? [idOf(g.owner)] : []))
  const by: Where[] = []
  if (artists.length > 0) by.push({ artist: { in: artists } }, { and: [{ artist: { exists: false } }, { owner: { in: artists } }] })
  if (owners.length > 0) by.push({ owner: { in: owners } })
  if (by.length === 0) return []
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [visibleWhere, { or: by }] },
    sort: ['-createdAt', '-id'],
    limit: HOME_ROW_WORKS,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  return docs.map((d) => String(d.id))
}

async function newestForAlerts(payload: Payload, user: User): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { owner: { equals: user.id } },
    pagination: false,
    depth: 0,
    select: { criteria: true },
    overrideAccess: false,
    user,
  })
  return newestMatchingAny(
    payload,
    docs.map((a) => a.criteria as AlertCriteria),
    HOME_ROW_WORKS,
  )
}

export function homeRowsRoutes(router: Router, payload: Payload): void {
  const catalogue = catalogueOf(payload)

  router.get('/home-rows', async (req, res) => {
    const user = requireUser(req)
    const [followed, matching] = await Promise.all([newestFollowed(payload, user), newestForAlerts(payload, user)])
    const [following, alerts] = await Promise.all([visibleArtworks(catalogue, followed, user), visibleArtworks(catalogue, matching, user)])
    res.json({ following, alerts } satisfies HomeRows)
  })
}

/**
 * Public routes about people: the artists and galleries lists, their top lists, one gallery page,
 * and public profiles. Members and galleries come from the catalogue (public fields only); the
 * rankings are computed in cms/catalogue/rankings.ts.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import type { ArtistSummary, Exhibition as ApiExhibition, Gallery as ApiGallery, GalleryArtist } from '../../../shared/api-types'
import { toRepresentedArtist } from '../admin/representations'
import { MEMBER_ROLES, TOP_ARTIST_TABS, TOP_GALLERY_TABS, type Role } from '../../../shared/constants'
import { pageBodySchema, topListSchema } from '../../../shared/schemas'
import { catalogueOf } from '../../catalogue'
import { galleryExhibitions, isKey } from '../../catalogue/content'
import { creditedTo, exhibitionsPerGallery, rankArtists, rankGalleries, worksPer } from '../../catalogue/rankings'
import type { Catalogue, Id } from '../../catalogue/types'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { toApiExhibition, toApiGallery } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { toArtistSummary, toPublicProfile } from '../mappers/profile'
import { offsetOf, PAGE_SIZE, paged } from './paging'
import { isFollowing } from '../../follows'

/**
 * Artist summaries for member ids, in the order given, with their public work counts (an artist's
 * works are those naming them, a gallery's those it lists).
 */
export async function artistSummaries(payload: Payload, catalogue: Catalogue, ids: Id[]): Promise<ArtistSummary[]> {
  if (ids.length === 0) return []
  const [members, byArtist, byOwner] = await Promise.all([
    catalogue.artists(ids),
    worksPer(payload, catalogue, 'artist'),
    worksPer(payload, catalogue, 'owner'),
  ])
  return members.map((u) => toArtistSummary(u, (creditedTo(u.role) === 'artist' ? byArtist : byOwner).get(String(u.id))?.works ?? 0))
}

/** Galleries for ids, in the order given, with their exhibition counts. */
export async function gallerySummaries(payload: Payload, catalogue: Catalogue, ids: Id[]): Promise<ApiGallery[]> {
  if (ids.length === 0) return []
  const [galleries, counts] = await Promise.all([catalogue.galleries(ids), exhibitionsPerGallery(payload, catalogue)])
  return galleries.map((g) => toApiGallery(g, counts.get(String(g.id)) ?? 0))
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, field: string): T {
  if (value === undefined || value === '') return fallback
  const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase())
  if (!found)
    throw badRequest(`${field} must be one of: ${allowed.join(', ')}.`, [{ path: field, message: `must be one of: ${allowed.join(', ')}` }])
  return found
}

export function publicPeopleRouter(payload: Payload): Router {
  const router = Router()
  const catalogue = catalogueOf(payload)

  router.post('/artists', async (req, res) => {
    const { page } = body(req, pageBodySchema)
    const [{ docs, total }, works] = await Promise.all([
      catalogue.memberPage('artist', offsetOf(page), PAGE_SIZE),
      worksPer(payload, catalogue, 'artist'),
    ])
    res.json(
      paged(
        'artists',
        docs.map((u) => toArtistSummary(u, works.get(String(u.id))?.works ?? 0)),
        page,
        total,
      ),
    )
  })

  router.post('/galleries', async (req, res) => {
    const { page } = body(req, pageBodySchema)
    const [{ docs, total }, counts] = await Promise.all([
      catalogue.galleryPage(offsetOf(page), PAGE_SIZE),
      exhibitionsPerGallery(payload, catalogue),
    ])
    res.json(
      paged(
        'galleries',
        docs.map((g) => toApiGallery(g, counts.get(String(g.id)) ?? 0)),
        page,
        total,
      ),
    )
  })

  router.post('/top-artists', async (req, res) => {
    const f = body(req, topListSchema)
    const type = oneOf(f.type, TOP_ARTIST_TABS, TOP_ARTIST_TABS[0], 'type')
    const ranked = await rankArtists(payload, catalogue, type, (f.role ?? 'artist') as Role)
    const ids = ranked.slice(offsetOf(f.page), offsetOf(f.page) + PAGE_SIZE)
    res.json({ ...paged('artists', await artistSummaries(payload, catalogue, ids), f.page, ranked.length), type })
  })

  router.post('/top-galleries', async (req, res) => {
    const f = body(req, topListSchema)
    const type = oneOf(f.type, TOP_GALLERY_TABS, TOP_GALLERY_TABS[0], 'type')
    const ranked = await rankGalleries(payload, catalogue, type)
    const ids = ranked.slice(offsetOf(f.page), offsetOf(f.page) + PAGE_SIZE)
    res.json({ ...paged('galleries', await gallerySummaries(payload, catalogue, ids), f.page, ranked.length), type })
  })

  router.get('/gallery/:id', async (req, res) => {
    const key = String(req.params.id).trim()
    const gallery = isKey(key) ? await catalogue.gallery(key) : null
    if (!gallery) throw notFound('No such gallery.')
    const now = new Date()
    const [exhibitions, artists, rows] = await Promise.all([
      galleryExhibitions(payload, gallery.id, now),
      artistSummaries(
        payload,
        catalogue,
        (gallery.artists ?? []).map((a) => idOf(a)),
      ),
      // As a visitor: accepted rows only (collections/Representations.ts).
      payload.find({
        collection: 'representations',
        where: { gallery: { equals: gallery.id } },
        sort: ['position', 'id'],
        pagination: false,
        depth: 1,
        overrideAccess: false,
      }),
    ])
    // In the gallery's order: its artists on Kala as their public summaries (one who is not public
    // is left out), the others as the gallery wrote them.
    const summaries = new Map(artists.map((a) => [a._id, a]))
    const represented = rows.docs.flatMap((r): GalleryArtist[] => {
      if (!r.artist) return [{ ...toRepresentedArtist(r), summary: null }]
      const summary = summaries.get(idOf(r.artist))
      return summary ? [{ ...toRepresentedArtist(r), summary }] : []
    })
    res.json({
      gallery: toApiGallery(gallery, exhibitions.length),
      exhibitions: exhibitions.map((e) => toApiExhibition(e, now)) satisfies ApiExhibition[],
      artists,
      represented,
      // A member's answer only (a visitor's is cached: cms/api/public/visitorCache.ts).
      ...(req.user ? { following: await isFollowing(payload, req.user.id, { kind: 'gallery', id: gallery.id }) } : {}),
    })
  })

  router.get('/profile/:role/:slug', async (req, res) => {
    const role = String(req.params.role).toLowerCase()
    const slug = String(req.params.slug).trim()
    if (!(MEMBER_ROLES as readonly string[]).includes(role) || !isKey(slug)) throw notFound('No such profile.')
    const member = await catalogue.member({ slugOrUsername: slug, role: role as Role })
    if (!member) throw notFound('No such profile.')
    if (!req.user) return void res.json({ profile: toPublicProfile(member) })
    // A gallery member is followed through their gallery page; anyone else as an artist.
    const page = member.role === 'gallery' ? await catalogue.gallery(member.username) : null
    const target = page ? { kind: 'gallery' as const, id: page.id } : { kind: 'artist' as const, id: member.id }
    res.json({ profile: toPublicProfile(member), following: await isFollowing(payload, req.user.id, target) })
  })

  return router
}

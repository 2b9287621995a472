/**
 * Artists' collections and galleries' exhibitions: lists and single pages. Documents come from the
 * Local API with `overrideAccess: false` (a visitor sees published collections only; the owner
 * signed in may open their own unpublished one by id, as in the member area); the artworks in them
 * from catalogue.ts with the same visibility rule.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import type { ArtworkCollection as ApiCollection } from '../../../shared/api-types'
import { byUsernameSchema, exhibitionsSchema, pageBodySchema } from '../../../shared/schemas'
import type { ArtworkCollection, Exhibition, User } from '../../../payload-types'
import { all, num, placeholders } from '../../search/sql'
import { notFound } from '../http/errors'
import { body, parse } from '../http/validate'
import { exhibitionState, toApiCollection, toApiExhibition, toApiGallery } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { findMember } from './artworks'
import { artworkRows, toApiArtworks, VISIBLE, visibleArtworksByIds } from './catalogue'
import { offsetOf, PAGE_SIZE, paged } from './paging'
import { artistSummaries, exhibitionsPerGallery, findGallery, galleryExhibitions } from './people'

const NEWEST = 'a.created_at DESC, a.id DESC'

/** Visible works per collection, for the collections on one page. */
async function worksPerCollection(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await all(
    payload,
    `SELECT a.collection_id, count(*) AS n FROM artworks a WHERE a.collection_id IN (${placeholders(ids.length)}) AND ${VISIBLE} GROUP BY a.collection_id`,
    ids,
  )
  return new Map(rows.map((r) => [num(r.collection_id), num(r.n)]))
}

const asCollection = (c: ArtworkCollection, counts: Map<number, number>): ApiCollection => toApiCollection(c, counts.get(Number(c.id)) ?? 0)

const idPattern = /^[a-z0-9][a-z0-9._-]{0,119}$/i

export function publicCollectionsRouter(payload: Payload): Router {
  const router = Router()

  router.post('/collections', async (req, res) => {
    const f = body(req, byUsernameSchema)
    const member = await findMember(payload, 'username', f.username)
    if (!member) throw notFound('No such member.')
    const result = await payload.find({
      collection: 'artwork-collections',
      where: { owner: { equals: member.id } },
      sort: '-createdAt',
      page: f.page,
      limit: PAGE_SIZE,
      depth: 1,
      populate: { users: { username: true } },
      overrideAccess: false,
    })
    const counts = await worksPerCollection(
      payload,
      result.docs.map((c) => Number(c.id)),
    )
    res.json(
      paged(
        'collections',
        result.docs.map((c) => asCollection(c, counts)),
        f.page,
        result.totalDocs,
      ),
    )
  })

  /** One collection (by id or slug) with a page of its works (`?page=`). */
  router.get('/collection/:id', async (req, res) => {
    const { page } = parse(pageBodySchema, req.query)
    const key = String(req.params.id).trim()
    if (!idPattern.test(key)) throw notFound('No such collection.')
    const { docs } = await payload.find({
      collection: 'artwork-collections',
      where: /^\d{1,12}$/.test(key) ? { id: { equals: Number(key) } } : { slug: { equals: key.toLowerCase() } },
      limit: 1,
      depth: 1,
      populate: { users: { username: true } },
      overrideAccess: false,
      user: req.user ?? undefined,
    })
    const collection = docs[0]
    if (!collection) throw notFound('No such collection.')
    const where = ['a.collection_id = ?']
    const params = [collection.id]
    const [rows, counts] = await Promise.all([
      artworkRows(payload, { where, params, orderBy: NEWEST, limit: PAGE_SIZE, offset: offsetOf(page) }),
      worksPerCollection(payload, [Number(collection.id)]),
    ])
    const count = counts.get(Number(collection.id)) ?? 0
    res.json({
      collection: asCollection(collection, counts),
      ...paged('artworks', await toApiArtworks(payload, rows, req.user), page, count),
    })
  })

  router.post('/exhibitions', async (req, res) => {
    const f = body(req, exhibitionsSchema)
    const gallery = await findGallery(payload, f.galleryId)
    if (!gallery) throw notFound('No such gallery.')
    const now = new Date()
    const every = await galleryExhibitions(payload, gallery.id, now)
    const list = f.filter ? every.filter((e) => exhibitionState(e, now) === f.filter) : every
    const start = offsetOf(f.page)
    res.json(
      paged(
        'exhibitions',
        list.slice(start, start + PAGE_SIZE).map((e) => toApiExhibition(e, now)),
        f.page,
        list.length,
      ),
    )
  })

  /** One exhibition (by id or slug) with its gallery, artists and the visible artworks shown. */
  router.get('/exhibition/:id', async (req, res) => {
    const key = String(req.params.id).trim()
    if (!idPattern.test(key)) throw notFound('No such exhibition.')
    const { docs } = await payload.find({
      collection: 'exhibitions',
      where: /^\d{1,12}$/.test(key) ? { id: { equals: Number(key) } } : { slug: { equals: key.toLowerCase() } },
      limit: 1,
      depth: 1,
      populate: { artworks: { title: true }, users: { username: true } },
      overrideAccess: false,
    })
    const exhibition = docs[0] as Exhibition | undefined
    if (!exhibition) throw notFound('No such exhibition.')
    const galleryId = idOf(exhibition.gallery)
    const [gallery, artworks, artists, counts] = await Promise.all([
      findGallery(payload, galleryId),
      visibleArtworksByIds(
        payload,
        (exhibition.artworks ?? []).map((a) => Number(idOf(a))),
        req.user,
      ),
      artistSummaries(
        payload,
        (exhibition.artists ?? []).map((u) => Number(idOf(u as number | User))),
      ),
      exhibitionsPerGallery(payload),
    ])
    const now = new Date()
    res.json({
      exhibition: toApiExhibition(exhibition, now),
      gallery: gallery ? toApiGallery(gallery, counts.get(Number(gallery.id)) ?? 0) : null,
      artists,
      artworks,
    })
  })

  return router
}

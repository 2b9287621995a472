/**
 * Artists' collections and galleries' exhibitions: lists and single pages. The documents come from
 * the catalogue's content reads (Local API as a visitor: published collections only; the owner
 * signed in may open their own unpublished one by id, as in the member area); the artworks in them
 * from the catalogue, with the same visibility rule as everywhere.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import type { ArtworkCollection as ApiCollection } from '../../../shared/api-types'
import { allExhibitionsSchema, byUsernameSchema, exhibitionsSchema, pageBodySchema } from '../../../shared/schemas'
import type { ArtworkCollection } from '../../../payload-types'
import { catalogueOf } from '../../catalogue'
import {
  collectionByKey,
  exhibitionByKey,
  exhibitionSegments,
  galleryExhibitions,
  isKey,
  memberCollections,
  publishedCollections,
} from '../../catalogue/content'
import { exhibitionsPerGallery } from '../../catalogue/rankings'
import { notFound } from '../http/errors'
import { body, parse } from '../http/validate'
import { exhibitionState, toApiCollection, toApiExhibition, toApiGallery } from '../mappers/gallery'
import { idOf } from '../../../shared/idOf'
import { apiArtworks, visibleArtworks } from './artworkList'
import { segmentedPage } from '../segments'
import { names, offsetOf, PAGE_SIZE, paged } from './paging'
import { artistSummaries } from './people'

const asCollection = (c: ArtworkCollection, counts: Map<string, number>): ApiCollection => toApiCollection(c, counts.get(String(c.id)) ?? 0)

export function publicCollectionsRouter(payload: Payload): Router {
  const router = Router()
  const catalogue = catalogueOf(payload)

  router.post('/collections', async (req, res) => {
    if (!names(req, 'username')) {
      // A bare `{ page }`: every published collection, newest first.
      const { page } = body(req, pageBodySchema)
      const result = await publishedCollections(payload, page, PAGE_SIZE)
      const counts = await catalogue.worksPerCollection(result.docs.map((c) => String(c.id)))
      return void res.json(
        paged(
          'collections',
          result.docs.map((c) => asCollection(c, counts)),
          page,
          result.totalDocs,
        ),
      )
    }
    const f = body(req, byUsernameSchema)
    const member = await catalogue.member({ username: f.username })
    if (!member) throw notFound('No such member.')
    const result = await memberCollections(payload, member.id, f.page, PAGE_SIZE)
    const counts = await catalogue.worksPerCollection(result.docs.map((c) => String(c.id)))
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
    const collection = isKey(key) ? await collectionByKey(payload, key, req.user) : null
    if (!collection) throw notFound('No such collection.')
    const filter = { collection: String(collection.id) }
    const [ids, counts] = await Promise.all([
      catalogue.artworkIds(filter, 'newest', offsetOf(page), PAGE_SIZE),
      catalogue.worksPerCollection([String(collection.id)]),
    ])
    res.json({
      collection: asCollection(collection, counts),
      ...paged(
        'artworks',
        await apiArtworks(catalogue, await catalogue.artworksByIds(ids), req.user),
        page,
        counts.get(String(collection.id)) ?? 0,
      ),
    })
  })

  router.post('/exhibitions', async (req, res) => {
    if (!names(req, 'galleryId')) {
      // A bare `{ page }`: every gallery's exhibitions, current first (optionally one state).
      const f = body(req, allExhibitionsSchema)
      const now = new Date()
      const { items, count } = await segmentedPage(exhibitionSegments(payload, now, f.filter), offsetOf(f.page), PAGE_SIZE)
      return void res.json(
        paged(
          'exhibitions',
          items.map((e) => toApiExhibition(e, now)),
          f.page,
          count,
        ),
      )
    }
    const f = body(req, exhibitionsSchema)
    const gallery = isKey(f.galleryId) ? await catalogue.gallery(f.galleryId.trim()) : null
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
    const exhibition = isKey(key) ? await exhibitionByKey(payload, key) : null
    if (!exhibition) throw notFound('No such exhibition.')
    const [gallery, artworks, artists, counts] = await Promise.all([
      catalogue.gallery(idOf(exhibition.gallery)),
      visibleArtworks(
        catalogue,
        (exhibition.artworks ?? []).map((a) => idOf(a)),
        req.user,
      ),
      artistSummaries(
        payload,
        catalogue,
        (exhibition.artists ?? []).map((u) => idOf(u)),
      ),
      exhibitionsPerGallery(payload, catalogue),
    ])
    res.json({
      exhibition: toApiExhibition(exhibition, new Date()),
      gallery: gallery ? toApiGallery(gallery, counts.get(String(gallery.id)) ?? 0) : null,
      artists,
      artworks,
    })
  })

  return router
}

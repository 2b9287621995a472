/**
 * Public artwork routes: the shop listing (filters, sort, free text, the style quiz's ranking),
 * one artwork, the artwork of the day, an artist's works, and the top-artwork lists. Reads go
 * through the catalogue (cms/catalogue); curation comes from the home-curation global.
 */
import type { Request } from 'express'
import { Router } from 'express'
import type { Payload } from 'payload'
import { LIMITS, type TopArtworkType } from '../../../shared/constants'
import type { Artwork as ApiArtwork, PublicProfile, ShopPage } from '../../../shared/api-types'
import type { User } from '../../../payload-types'
import { artworksByArtistSchema, artworksFilterSchema, byUsernameSchema, topArtworksSchema } from '../../../shared/schemas'
import { catalogueOf } from '../../catalogue'
import { curation, isKey } from '../../catalogue/content'
import { artistKey, cappedSlice } from '../../catalogue/homeRows'
import { anyFacetPage, countOf, facetsOf, filteredPage, keysetPage, rangeOf, segmentsOf, totalOf } from '../../catalogue/listing'
import { decodeCursor, encodeCursor, fingerprint } from '../../catalogue/cursor'
import { memo } from '../../catalogue/memo'
import { creditedTo } from '../../catalogue/rankings'
import { canOpen, isVisible } from '../../catalogue/saleRules'
import { recordView } from '../../stats/views'
import { rateLimiter } from '../rateLimit'
import type { ArtworkFilter, Catalogue, Id, KeysetPoint, Ranked } from '../../catalogue/types'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { idOf } from '../../../shared/idOf'
import { toPublicProfile } from '../mappers/profile'
import { apiArtworks, visibleArtworks } from './artworkList'
import { names, offsetOf, PAGE_SIZE, paged } from './paging'
import type { Provenance } from '../../../shared/certificates'
import { provenanceOf } from '../../certificates/verify'

const RELATED = 6

/** Day number in India (the pick changes at midnight IST), hashed (FNV-1a) to spread neighbouring days. */
export function dailyHash(now = new Date()): { date: string; hash: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  let h = 0x811c9dc5
  for (const ch of `kala:${date}`) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return { date, hash: h }
}

/** The daily pick: the same on every instance all day, different every day, always a visible work. */
export async function dailyPick(payload: Payload, now = new Date()): Promise<Id | null> {
  return catalogueOf(payload).dailyPick(dailyHash(now).hash)
}

const ids = (list: unknown): Id[] => (Array.isArray(list) ? list.map((v) => idOf(v)) : [])

const TOP_LISTS: Record<TopArtworkType, { curated: 'trending' | 'topPicked' | 'newArrivals'; order: 'likes' | 'newest' }> = {
  'Trending Artworks': { curated: 'trending', order: 'likes' },
  'Top Picked': { curated: 'topPicked', order: 'likes' },
  'New Arrivals': { curated: 'newArrivals', order: 'newest' },
}

/** Works as ranked entries (with their artist key), in the order given. */
async function rankedOf(catalogue: Catalogue, list: Id[]): Promise<Ranked[]> {
  return (await catalogue.artworksByIds(list)).map((a) => ({
    id: String(a.id),
    artist: artistKey(a.artist ? idOf(a.artist) : null, idOf(a.owner), a.artistName),
  }))
}

/** Visible works with the most likes in the last 14 days (at most 120), for Trending (remembered for a few seconds). */
function recentlyLiked(payload: Payload, catalogue: Catalogue): Promise<Ranked[]> {
  return memo(payload, `trending-artworks:${catalogue.impl}`, async () =>
    rankedOf(catalogue, await catalogue.recentlyLiked(new Date(Date.now() - 14 * 86_400_000), 120)),
  )
}

/** The artist an artwork page names, and which works are "more by the artist". */
function byTheArtist(artwork: { id: number | string; artist?: unknown; owner: unknown; artistName?: string | null }): ArtworkFilter {
  const exclude = { excludeIds: [String(artwork.id)] }
  return artwork.artist
    ? { ...exclude, artist: idOf(artwork.artist) }
    : { ...exclude, owner: idOf(artwork.owner), unprofiledArtistName: artwork.artistName ?? '' }
}

/** The gallery that lists a work, on its page. */
export type ListedBy = { _id: string; name: string; username: string }

/**
 * One artwork's page as GET /api/public/artwork/:id answers it: the work, its artist's public
 * profile and related works; null when there is no such work or `user` may not open it. The
 * server-rendered page (cms/render) embeds the same answer, so the storefront need not ask again.
 */
export async function artworkDetail(
  payload: Payload,
  catalogue: Catalogue,
  key: string,
  user: User | null | undefined,
): Promise<{
  artwork: ApiArtwork
  artist: PublicProfile | null
  gallery: ListedBy | null
  related: ApiArtwork[]
  provenance: Provenance | null
} | null> {
  if (!isKey(key)) return null
  const artwork = await catalogue.artworkByKey(key)
  if (!artwork || !canOpen(artwork, user)) return null
  const sameArtist = byTheArtist(artwork)
  const [artist, byArtist, gallery] = await Promise.all([
    artwork.artist ? catalogue.memberById(idOf(artwork.artist)) : null,
    catalogue.artworkIds(sameArtist, 'newest', 0, RELATED),
    // A gallery's page has its owner's username: a work listed by a gallery links to it.
    artwork.uploadedBy && isKey(artwork.uploadedBy) ? catalogue.gallery(artwork.uploadedBy) : null,
  ])
  const sameStyle =
    byArtist.length < RELATED && artwork.style
      ? await catalogue.artworkIds(
          {
            style: artwork.style,
            excludeIds: [String(artwork.id), ...byArtist],
            ...(artwork.artist ? { notArtist: idOf(artwork.artist) } : {}),
          },
          'newest',
          0,
          RELATED - byArtist.length,
        )
      : []
  const [page, ...related] = await apiArtworks(catalogue, [artwork, ...(await catalogue.artworksByIds([...byArtist, ...sameStyle]))], user)
  // A sold work names its certificate (the newest that stands): the sale's month, nothing personal.
  const provenance = page.saleStatus === 'sold' ? await provenanceOf(payload, artwork.id) : null
  return {
    provenance,
    artwork: page,
    artist: artist ? toPublicProfile(artist) : null,
    // A gallery page takes its owner's username when the account opens (collections/Users/hooks/ensureGalleryProfile).
    gallery: gallery ? { _id: String(gallery.id), name: gallery.name, username: gallery.username } : null,
    related,
  }
}

export function publicArtworksRouter(payload: Payload): Router {
  const router = Router()
  const catalogue = catalogueOf(payload)

  router.post('/artworks', async (req, res) => {
    // This path's other parameter sets (/api/docs, cms/api/openapi/): an artist's works, a member's showcase.
    if (names(req, 'artistSlug')) return void res.json(await artistWorks(req))
    if (names(req, 'username')) return void res.json(await memberWorks(req))
    res.json(await shopPage(req))
  })

  /**
   * The shop's page: by number (`page`), or from Load More's cursor (`after`, cursor.ts). Filtered
   * listings go on by keyset from the first page on; search relevance and the quiz's score have no
   * key to resume from, so their cursor names the next page's number.
   */
  async function shopPage(req: Request): Promise<ShopPage> {
    const f = body(req, artworksFilterSchema)
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
      throw badRequest('priceMin must not be more than priceMax.', [{ path: 'priceMin', message: 'must not be more than priceMax' }])
    }
    if (f.match === 'any' && f.q) {
      throw badRequest("match 'any' ranks by the filters and cannot be combined with q.", [
        { path: 'match', message: "cannot be 'any' with q" },
      ])
    }
    if (f.after !== undefined && names(req, 'page')) {
      throw badRequest('Send either page or after, not both.', [{ path: 'after', message: 'cannot be sent with page' }])
    }
    const { facets, none } = facetsOf(f)
    const range = rangeOf(f)
    const filter: ArtworkFilter = { ...range, facets }
    const search = f.q && f.match !== 'any' && !none ? await catalogue.search.expand(f.q) : null
    // Which order the page is in: a ranking (quiz, search words), or the filtered listing's segments.
    const ranked = f.match === 'any' || (search !== null && search.words.length > 0)
    const segments = segmentsOf(filter, f.sort)
    const listing = fingerprint([f.match, ranked ? (f.q ?? '') : '', f.sort, filter])
    const keyKind = (segment: number) =>
      ranked || segment >= segments.length ? null : segments[segment].order === 'newest' ? ('time' as const) : ('price' as const)
    const cursor = f.after === undefined ? null : decodeCursor(f.after, listing, keyKind)
    if (f.after !== undefined && !cursor) {
      throw badRequest('after is not where a page of these artworks ended: start again from the first page.', [
        { path: 'after', message: 'not the next of a page with these filters and sort' },
      ])
    }
    const page = cursor ? cursor.page + 1 : f.page
    const offset = offsetOf(page)
    let found: { ids: Id[]; count: number; capped?: boolean; next?: { segment: number; point: KeysetPoint } | null }
    // The quiz ranks every work, so a facet value that exists nowhere does not empty it.
    if (f.match === 'any') found = await anyFacetPage(payload, catalogue, range, facets, offset, PAGE_SIZE)
    else if (none) found = { ids: [], count: 0, next: null }
    else if (ranked && search) {
      const explicitSort = typeof req.body?.sort === 'string'
      found = await catalogue.search.artworkPage(search.expansion, filter, explicitSort ? f.sort : 'relevance', offset, PAGE_SIZE)
    } else if (cursor?.at || page === 1) {
      found = await keysetPage(payload, catalogue, filter, f.sort, cursor?.at ?? { segment: 0, point: null }, PAGE_SIZE)
    } else found = await filteredPage(payload, catalogue, filter, f.sort, offset, PAGE_SIZE)
    const result = paged('artworks', await apiArtworks(catalogue, await catalogue.artworksByIds(found.ids), req.user), page, found.count)
    const countCapped = found.capped ?? false
    // A keyset page knows where the next starts; a page by number hands on the next number.
    const next =
      found.next !== undefined
        ? found.next && encodeCursor({ page, at: found.next }, listing)
        : page < result.pages || (countCapped && result.artworks.length === PAGE_SIZE)
          ? encodeCursor({ page }, listing)
          : null
    return { ...result, countCapped, next }
  }

  router.get('/artwork-of-the-day', async (req, res) => {
    const now = new Date()
    const chosen = (await curation(payload)).artworkOfTheDay
    const [curated] = chosen ? await visibleArtworks(catalogue, [idOf(chosen)], req.user) : []
    const pick = curated ? null : await dailyPick(payload, now)
    const [artwork] = curated ? [curated] : pick ? await visibleArtworks(catalogue, [pick], req.user) : []
    res.json({ artwork: artwork ?? null, date: dailyHash(now).date, curated: Boolean(curated) })
  })

  router.get('/artwork/:id', async (req, res) => {
    const detail = await artworkDetail(payload, catalogue, String(req.params.id).trim(), req.user)
    if (!detail) throw notFound('No such artwork.')
    res.json(detail)
  })

  /** An artist's works: those that name them, whoever lists them (their own, their galleries'); another member's: those they list. */
  async function artistWorks(req: Request) {
    const f = body(req, artworksByArtistSchema)
    const artist = await catalogue.member({ slugOrUsername: f.artistSlug })
    if (!artist) throw notFound('No such artist.')
    const filter: ArtworkFilter = {
      ...(creditedTo(artist.role) === 'artist' ? { artist: String(artist.id) } : { owner: String(artist.id) }),
      ...rangeOf({ size: f.size ? [f.size] : undefined }),
      facets: facetsOf({ color: f.color }).facets,
    }
    const { ids: page, count } = await filteredPage(payload, catalogue, filter, 'newest', offsetOf(f.page), PAGE_SIZE)
    return {
      ...paged('artworks', await apiArtworks(catalogue, await catalogue.artworksByIds(page), req.user), f.page, count),
      profile: toPublicProfile(artist),
    }
  }

  /** A member's showcase: the works they listed. */
  async function memberWorks(req: Request) {
    const f = body(req, byUsernameSchema)
    const member = await catalogue.member({ username: f.username })
    if (!member) throw notFound('No such member.')
    const filter: ArtworkFilter = { owner: String(member.id) }
    const [page, count] = await Promise.all([
      catalogue.artworkIds(filter, 'newest', offsetOf(f.page), PAGE_SIZE),
      countOf(payload, catalogue, filter),
    ])
    return {
      ...paged('artworks', await apiArtworks(catalogue, await catalogue.artworksByIds(page), req.user), f.page, count),
      profile: toPublicProfile(member),
    }
  }

  router.post('/artworks-by-artist', async (req, res) => {
    res.json(await artistWorks(req))
  })

  router.post('/artworks-by-username', async (req, res) => {
    res.json(await memberWorks(req))
  })

  /**
   * One view of an artwork page (cms/stats/views.ts): counted once per visitor and day, a 204
   * either way; an unknown or hidden work is a 404 and records nothing. The owner looking at their
   * own work is not a visitor: nothing is recorded.
   */
  router.post('/artwork/:id/view', rateLimiter(payload, 'view'), async (req, res) => {
    const key = String(req.params.id).trim()
    const artwork = isKey(key) ? await catalogue.artworkByKey(key) : null
    if (!artwork || !isVisible(artwork)) throw notFound('No such artwork.')
    const owner = idOf(artwork.owner)
    if (!req.user || String(req.user.id) !== owner) {
      await recordView(payload, { id: artwork.id, owner }, { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' })
    }
    res.status(204).end()
  })

  /**
   * The home rows: staff's picks first (hidden works left out), then the computed order (recently
   * liked, then most liked, for Trending) with at most two works of one artist (homeRows.ts).
   */
  router.post('/top-artworks', async (req, res) => {
    const f = body(req, topArtworksSchema)
    const list = TOP_LISTS[f.type]
    const curated = await rankedOf(catalogue, await catalogue.visibleIds(ids((await curation(payload))[list.curated])))
    const picked = new Set(curated.map((c) => c.id))
    const recent = f.type === 'Trending Artworks' ? (await recentlyLiked(payload, catalogue)).filter((r) => !picked.has(r.id)) : []
    const exclude = [...picked, ...recent.map((r) => r.id)]
    const computed = async (offset: number, limit: number): Promise<Ranked[]> => {
      const head = recent.slice(offset, offset + limit)
      const more = limit - head.length
      return more > 0 ? [...head, ...(await catalogue.ranked(list.order, exclude, Math.max(0, offset - recent.length), more))] : head
    }
    // Bounded as the shop's total is: a row's pages, not an exact count of the whole catalogue after every write.
    const [page, total] = await Promise.all([
      cappedSlice(curated, computed, offsetOf(f.page), PAGE_SIZE),
      totalOf(payload, catalogue, {}, LIMITS.listingCountUpTo),
    ])
    res.json(paged('artworks', await visibleArtworks(catalogue, page, req.user), f.page, total.count))
  })

  return router
}

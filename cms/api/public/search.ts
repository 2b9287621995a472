/**
 * POST /api/user/search { searchString }: for visitors too (DECISIONS 13): the best 12 artworks,
 * 6 artists and 6 galleries for the words typed, ranked and typo-tolerant. This is the header's
 * search-as-you-type: the catalogue's search (cms/search) ranks the ids, then the catalogue reads
 * the documents, and the same mappers as everywhere answer.
 */
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { searchSchema } from '../../../shared/schemas'
import { catalogueOf } from '../../catalogue'
import { body } from '../http/validate'
import { visibleArtworks } from './artworkList'
import { artistSummaries, gallerySummaries } from './people'

export const SEARCH_LIMITS = { artworks: 12, artists: 6, galleries: 6 } as const

export function searchHandler(payload: Payload): RequestHandler {
  const catalogue = catalogueOf(payload)
  return async (req, res) => {
    const { searchString } = body(req, searchSchema)
    const { words, expansion } = await catalogue.search.expand(searchString)
    if (words.length === 0) return void res.json({ artworks: [], artists: [], galleries: [] })
    const [artworkIds, artistIds, galleryIds] = await Promise.all([
      catalogue.search.top('artwork', expansion, SEARCH_LIMITS.artworks),
      catalogue.search.top('artist', expansion, SEARCH_LIMITS.artists),
      catalogue.search.top('gallery', expansion, SEARCH_LIMITS.galleries),
    ])
    const [artworks, artists, galleries] = await Promise.all([
      visibleArtworks(catalogue, artworkIds, req.user),
      artistSummaries(payload, catalogue, artistIds),
      gallerySummaries(payload, catalogue, galleryIds),
    ])
    res.json({ artworks, artists, galleries })
  }
}

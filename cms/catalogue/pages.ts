/**
 * Whether a storefront page's subject exists, so the server can answer a missing artwork, artist,
 * gallery or exhibition with the SPA and status 404 (cms/storefront.ts): one lookup per page
 * request, through the catalogue. A page request carries no bearer token, so it is judged as a
 * visitor sees it; an owner opening their own draft still gets the page (the SPA loads it with
 * their token), with status 404.
 */
import type { Payload } from 'payload'
import { exhibitionByKey, isKey } from './content'
import { catalogueOf } from './index'
import { isVisible } from './saleRules'

export type PageSubject = 'artwork' | 'artist' | 'member' | 'gallery' | 'exhibition'

export async function pageExists(payload: Payload, subject: PageSubject, key: string): Promise<boolean> {
  if (!isKey(key)) return false
  const catalogue = catalogueOf(payload)
  switch (subject) {
    case 'artwork': {
      const artwork = await catalogue.artworkByKey(key)
      return artwork !== null && isVisible(artwork)
    }
    case 'artist':
      return (await catalogue.member({ slugOrUsername: key, role: 'artist' })) !== null
    case 'member':
      return (await catalogue.member({ slugOrUsername: key })) !== null
    case 'gallery':
      return (await catalogue.gallery(key)) !== null
    case 'exhibition':
      return (await exhibitionByKey(payload, key)) !== null
  }
}

import type { CollectionBeforeChangeHook } from 'payload'
import type { Artwork } from '../../../payload-types'
import { sizeClassOf } from '../../../shared/constants'

/**
 * Values computed from others: the size class and the dominant colour used by the shop's
 * filters; a sold work is no longer available; only a limited edition has a size.
 */
export const deriveArtworkFields: CollectionBeforeChangeHook<Artwork> = ({ data, originalDoc }) => {
  const next = { ...data }
  const width = Number(next.width ?? originalDoc?.width)
  const height = Number(next.height ?? originalDoc?.height)
  next.sizeClass = Number.isFinite(width) && Number.isFinite(height) && (width > 0 || height > 0) ? sizeClassOf(width, height) : null
  const colors = next.colors ?? originalDoc?.colors
  next.primaryColor = Array.isArray(colors) && colors.length > 0 ? colors[0] : null
  if ((next.saleState ?? originalDoc?.saleState) === 'sold') next.available = false
  if ((next.editionKind ?? originalDoc?.editionKind ?? 'original') !== 'limited') next.editionSize = null
  return next
}

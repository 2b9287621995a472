import type { ImageSet, ImageVariant } from '../../../shared/api-types'
import { AVIF_SIZES, IMAGE_VARIANTS } from '../../../shared/images'
import type { Media } from '../../../payload-types'

/** Files are served by Express under /media with long cache headers (names are unique). */
export const mediaUrl = (filename: string): string => `/media/${encodeURIComponent(filename)}`

/** A populated upload as the storefront's ImageSet; an unpopulated id or missing file gives null. */
export function toImageSet(media: unknown, fallbackAlt = ''): ImageSet | null {
  if (!media || typeof media !== 'object') return null
  const m = media as Media
  if (!m.filename) return null
  const set: ImageSet = { url: mediaUrl(m.filename), alt: m.alt || fallbackAlt, width: m.width ?? 0, height: m.height ?? 0 }
  for (const name of IMAGE_VARIANTS) {
    const s = m.sizes?.[name]
    if (s?.filename && s.width && s.height)
      set[name] = { url: mediaUrl(s.filename), width: s.width, height: s.height } satisfies ImageVariant
  }
  const avif: ImageVariant[] = []
  for (const name of AVIF_SIZES) {
    const a = m.avif?.[name]
    if (a?.filename && a.width && a.height) avif.push({ url: mediaUrl(a.filename), width: a.width, height: a.height })
  }
  if (avif.length > 0) set.avif = avif.sort((x, y) => x.width - y.width)
  return set
}

export const toImageSets = (list: unknown, fallbackAlt = ''): ImageSet[] =>
  (Array.isArray(list) ? list : []).map((m) => toImageSet(m, fallbackAlt)).filter((s): s is ImageSet => s !== null)

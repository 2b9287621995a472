import type { ImageSet, ImageVariant } from './api-types'
import { PROFILE_PHOTO } from './constants'

/**
 * The sizes every uploaded image is made in (collections/Media.ts), smallest first: thumbnail
 * 320, card 640 x 800, phone 800 x 1000 (a 412 px wide screen at 1.75 device pixels asks for
 * 721), medium 960 x 1200 (the same screen at 2 to 2.3), large 1400 (a JPEG) and webp 1400.
 */
export const IMAGE_VARIANTS = ['thumbnail', 'card', 'phone', 'medium', 'large', 'webp'] as const
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]

/**
 * The sizes also made as AVIF (a third to a half smaller than their WebP at the same look): every
 * size a page draws, so that a browser taking AVIF finds one near any slot's width (a <source>
 * offers AVIF only: without the thumbnail, a phone's shop card took the 640 px AVIF where it had
 * taken the 320 px WebP, and the listing's LCP went from 1.5 to 1.9 s). Made in the background, after the upload
 * (cms/media/avif.ts): until then, and in browsers without AVIF, the WebP and JPEG serve.
 */
export const AVIF_SIZES = ['thumbnail', 'card', 'phone', 'medium', 'large'] as const satisfies readonly ImageVariantName[]
export type AvifSizeName = (typeof AVIF_SIZES)[number]

/** The variants a srcset offers: the JPEG large last, so that at an equal width its WebP twin (a third smaller) wins. */
const SRCSET_VARIANTS: readonly ImageVariantName[] = [...IMAGE_VARIANTS.filter((name) => name !== 'large'), 'large']
/** The variants a single URL is picked from (backgrounds, og:image): the JPEG large, not its WebP twin. */
const SINGLE_URL_VARIANTS: readonly ImageVariantName[] = IMAGE_VARIANTS.filter((name) => name !== 'webp')

/** `srcset` from an ImageSet's variants (and the original), one candidate per width. */
export function buildSrcSet(image: ImageSet): string {
  const candidates: ImageVariant[] = []
  for (const name of SRCSET_VARIANTS) {
    const variant = image[name]
    if (variant?.url && variant.width > 0) candidates.push(variant)
  }
  if (image.url && image.width > 0) candidates.push({ url: image.url, width: image.width, height: image.height })
  const byWidth = new Map<number, string>()
  for (const c of candidates.sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(c.width)) byWidth.set(c.width, c.url)
  }
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ')
}

/** `srcset` of an ImageSet's AVIF forms (a `<source type="image/avif">`), one candidate per width; '' when it has none yet. */
export function buildAvifSrcSet(image: Pick<ImageSet, 'avif'>): string {
  const byWidth = new Map<number, string>()
  for (const c of [...(image.avif ?? [])].filter((v) => v.url && v.width > 0).sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(c.width)) byWidth.set(c.width, c.url)
  }
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ')
}

/** The largest AVIF form's URL: the `href` of a typed preload of the AVIF srcset (undefined while none is made). */
export const largestAvifUrl = (image: Pick<ImageSet, 'avif'>): string | undefined => image.avif?.[image.avif.length - 1]?.url

/** How much of its slot's width a card's image leaves on each side (its `p-[7%]` padding). */
export const CARD_IMAGE_INSET = 0.07
/** A card's image box, width to height (its `[aspect-ratio:4/5]`). */
export const CARD_BOX_ASPECT = 4 / 5

/**
 * The share of its slot's width at which a card draws `image`: inside the padding (a percentage of
 * the width on every side), the padded width for an image as wide as the padded box or wider, less
 * for a taller one, which is drawn to the box's height.
 */
export function cardImageScale(image: Pick<ImageSet, 'width' | 'height'> | null | undefined): number {
  const width = 1 - 2 * CARD_IMAGE_INSET
  const height = 1 / CARD_BOX_ASPECT - 2 * CARD_IMAGE_INSET
  const scale = image && image.width > 0 && image.height > 0 ? Math.min(width, height * (image.width / image.height)) : width
  return Number(scale.toFixed(3))
}

/**
 * `sizes` for an image drawn at `scale` of its slot's width (cardImageScale), from the slot's own
 * `sizes`: each width scaled to what is painted, so a browser picks the candidate by the pixels it
 * draws. A phone at 1.75 device pixels drew a shop card's image 250 px wide but, told the slot's
 * 48vw, fetched the 640 px size (Lighthouse: the listing's LCP image shared the link with eleven
 * such), and a portrait work's 600 px size where its 240 px one was enough.
 */
export function scaledSizes(sizes: string, scale: number): string {
  return topLevel(sizes, ',')
    .map((entry) => {
      // The width is the entry's last top-level word (it may be a calc() with spaces in it).
      const words = topLevel(entry.trim(), ' ')
      const width = words.pop()!
      return [...words, `calc(${width} * ${scale})`].join(' ')
    })
    .join(', ')
}

/** `text` split at each `separator` outside parentheses. */
function topLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i))
      from = i + 1
    }
  }
  parts.push(text.slice(from))
  return parts.map((p) => p.trim()).filter(Boolean)
}

/** The best single URL for a target width (for backgrounds and og:image). */
export function pickImageUrl(image: ImageSet | null | undefined, targetWidth = 800): string | null {
  if (!image) return null
  const variants = SINGLE_URL_VARIANTS.map((name) => image[name]).filter((v): v is ImageVariant => Boolean(v?.url))
  const fit = variants.sort((a, b) => a.width - b.width).find((v) => v.width >= targetWidth)
  return fit?.url ?? image.url ?? null
}

/** CSS aspect-ratio of an image ('4 / 5' when unknown). */
export function aspectRatioOf(image: Pick<ImageSet, 'width' | 'height'> | null | undefined): string {
  if (!image || !(image.width > 0) || !(image.height > 0)) return '4 / 5'
  return `${image.width} / ${image.height}`
}

/** The `sizes` of the artwork page's main image; the server preloads it with the same (cms/render/pages.ts). */
export const ARTWORK_IMAGE_SIZES = '(min-width: 1320px) 720px, (min-width: 1024px) 56vw, 100vw'
/**
 * The `sizes` of an artist's portrait on their page, as it is laid out (artist-profile-view.tsx):
 * 477 px from 1320 px up (5/12 of the page's content), about 36vw down to 1024 px, then at most
 * 448 px, and the width less the page's margins on a phone. Preloaded by the server with the same.
 */
export const PORTRAIT_SIZES = '(min-width: 1320px) 477px, (min-width: 1024px) 36vw, (min-width: 480px) 448px, calc(100vw - 40px)'

/** CSS aspect-ratio of every box that shows a member's profile photo: its one shape (PROFILE_PHOTO). */
export const PORTRAIT_ASPECT_RATIO = `${PROFILE_PHOTO.width} / ${PROFILE_PHOTO.height}`

/**
 * The main content of an artwork's and an artist's page as plain HTML, for readers without
 * JavaScript (crawlers, link previews, reader modes). It uses the classes of the storefront's own
 * page (features/artwork/components/artwork-detail.tsx, features/artists/components/
 * artist-profile-view.tsx) so that the first paint already looks like the page; the storefront
 * then renders the real page over it (storefront/src/main.tsx waits for the route's code first,
 * so the swap happens once, from this markup straight to the same page).
 */
import type { Artwork, ImageSet, PublicProfile } from '../../shared/api-types'
import { paths } from '../../storefront/src/config/paths'
import { formatDimensions, formatEdition, formatMediumOnMaterial, formatPrice, stripHtml } from '../../storefront/src/lib/format'
import { buildSrcSet } from '../../storefront/src/lib/images'
import { escapeHtml as h } from './escape'

/** The `sizes` of the artwork page's main image (features/artwork/components/artwork-preview.tsx). */
export const ARTWORK_IMAGE_SIZES = '(min-width: 1320px) 720px, (min-width: 1024px) 56vw, 100vw'
/** The `sizes` of the artist's portrait (features/artists/components/artist-profile-view.tsx). */
export const PORTRAIT_SIZES = '(min-width: 1024px) 40vw, (min-width: 480px) 448px, 100vw'

const SALE_LABEL: Record<Artwork['saleStatus'], string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  'on-request': 'Price on request',
}

/** The site's frame: the header's height and look, so the page below does not move when the app takes over. */
function frame(main: string): string {
  // The header's menu button holds its place on small screens (layout/header.tsx).
  return `<div class="flex min-h-dvh flex-col"><header class="sticky top-0 z-40 border-b border-line/80 bg-paper/90"><div class="container-page flex h-16 items-center gap-4 lg:h-[4.5rem] lg:gap-8"><span aria-hidden="true" class="-ml-2 inline-flex size-10 lg:hidden"></span><a href="${paths.home.getHref()}" class="font-serif text-[1.7rem] leading-none tracking-tight text-ink" aria-label="Kala, home">Kala<span class="text-accent">.</span></a></div></header><main id="main" class="flex-1">${main}</main></div>`
}

function image(set: ImageSet, alt: string, sizes: string, className: string): string {
  const srcset = buildSrcSet(set)
  const size = set.width > 0 && set.height > 0 ? ` width="${set.width}" height="${set.height}"` : ''
  return `<img src="${h(set.large?.url ?? set.url)}"${srcset ? ` srcset="${h(srcset)}" sizes="${h(sizes)}"` : ''} alt="${h(alt)}"${size} fetchpriority="high" decoding="async" class="${className}" />`
}

const paragraphs = (text: string, className: string) =>
  text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="${className}">${h(p)}</p>`)
    .join('')

/** What a work is tagged with in the shop: category, style, mood and colours. */
export const artworkTags = (a: Artwork): string[] =>
  [a.category, a.style, a.mood, ...a.colors].filter((t): t is string => Boolean(t && t.trim()))

export function artworkBody(a: Artwork): string {
  const front = a.imageUrls[0]
  const facts = [formatMediumOnMaterial(a.medium, a.material), formatDimensions(a.width, a.height)].filter(Boolean).join(' · ')
  const artist = a.artistSlug
    ? `<a href="${h(paths.artists.artist.getHref(a.artistSlug))}" class="text-[0.8rem] font-semibold tracking-[0.12em] text-ink-soft uppercase">${h(a.artistName)}</a>`
    : `<p class="text-[0.8rem] font-semibold tracking-[0.12em] text-ink-soft uppercase">${h(a.artistName)}</p>`
  const tags = artworkTags(a)
  // The preview stage of artwork-preview.tsx: 5 / 4 (room-preview.ts's STAGE_ASPECT), the work contained in it.
  const picture = front
    ? `<div class="relative w-full bg-paper-deep" style="aspect-ratio: 5 / 4">${image(front, front.alt || `${a.title} by ${a.artistName}`, ARTWORK_IMAGE_SIZES, 'absolute inset-0 size-full object-contain p-[6%] [filter:drop-shadow(0_18px_22px_rgba(28,26,23,0.22))]')}</div>`
    : '<div></div>'
  const story = [
    a.description
      ? `<section><h2 class="text-3xl">Description</h2><div class="mt-5 max-w-prose">${paragraphs(a.description, 'mt-4 leading-relaxed text-ink-soft')}</div></section>`
      : '',
    a.interpretation
      ? `<section><h2 class="text-3xl">Interpretation</h2><div class="mt-5 max-w-prose italic">${paragraphs(a.interpretation, 'mt-4 leading-relaxed text-ink-soft')}</div></section>`
      : '',
  ].join('')
  return frame(
    `<article aria-labelledby="artwork-title" class="pb-24"><div class="container-page pt-6 sm:pt-10">` +
      `<nav aria-label="Breadcrumb" class="mb-6 text-sm text-muted"><ol class="flex flex-wrap items-center gap-2"><li><a href="${paths.shop.landing.getHref()}">Shop</a></li><li aria-hidden="true">/</li><li><a href="${paths.shop.artworks.getHref()}">Artworks</a></li><li aria-hidden="true">/</li><li aria-current="page" class="max-w-[14rem] truncate text-ink-soft sm:max-w-md">${h(a.title)}</li></ol></nav>` +
      `<div class="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-16">${picture}<div>` +
      artist +
      `<h1 id="artwork-title" class="mt-3 text-4xl leading-[1.08] sm:text-5xl">${h(a.title)}${a.yearOfCreation ? `<span class="text-muted">, ${h(a.yearOfCreation)}</span>` : ''}</h1>` +
      (facts ? `<p class="mt-3 text-ink-soft">${h(facts)}</p>` : '') +
      `<p class="mt-8 font-serif text-3xl" data-price>${h(formatPrice(a.price))}</p>` +
      `<p class="mt-2 text-sm text-muted">${h(formatEdition(a.edition))} · ${h(SALE_LABEL[a.saleStatus])}</p>` +
      (tags.length
        ? `<ul aria-label="Tags" class="mt-6 flex flex-wrap gap-2">${tags.map((t) => `<li class="rounded-full border border-line px-3 py-1 text-sm text-ink-soft">${h(t)}</li>`).join('')}</ul>`
        : '') +
      `</div></div>` +
      (story ? `<div class="mt-20 grid gap-12 border-t border-line pt-14 lg:grid-cols-2 lg:gap-20">${story}</div>` : '') +
      `</div></article>`,
  )
}

export function artistBody(p: PublicProfile): string {
  const name = p.artistName || p.fullName
  const slug = p.artistSlug || p.username
  // The bio is rich text: shown here as its paragraphs in plain text (escaped), never as markup.
  const bio = (p.bio ?? '')
    .split(/<\/(?:p|h3|h4|li|blockquote)>|<br\s*\/?>/i)
    .map(stripHtml)
    .filter(Boolean)
  const portrait = p.photo ? image(p.photo, p.photo.alt || name, PORTRAIT_SIZES, 'absolute inset-0 size-full object-cover') : ''
  return frame(
    `<article aria-labelledby="artist-name"><header class="container-page grid gap-10 pt-10 pb-16 sm:pt-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20 lg:pt-20 lg:pb-24">` +
      `<div class="relative mx-auto w-full max-w-md overflow-hidden bg-paper-deep [aspect-ratio:4/5] lg:max-w-none">${portrait}</div>` +
      `<div class="lg:self-center"><p class="eyebrow">Artist${p.city ? `<span class="text-muted"> · ${h(p.city)}</span>` : ''}</p>` +
      `<h1 id="artist-name" class="mt-4 text-5xl leading-[1.05] sm:text-6xl">${h(name)}</h1>` +
      (bio.length
        ? `<div class="mt-8 max-w-[68ch] text-[1.05rem] leading-relaxed text-ink-soft">${bio.map((para) => `<p class="mb-4">${h(para)}</p>`).join('')}</div>`
        : '') +
      `<p class="mt-10"><a href="${h(paths.artists.artworks.getHref(slug))}" class="link-quiet">View Artworks</a></p>` +
      `</div></header></article>`,
  )
}

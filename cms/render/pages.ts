/**
 * What the server knows about each public page before the storefront runs: its title,
 * description, canonical path, image, JSON-LD and, for an artwork's and an artist's page, its
 * content and the API answer its first render needs. Data comes from the catalogue, as the public
 * API reads it, judged as a visitor (a page request carries no bearer token).
 */
import type { Payload } from 'payload'
import type { Artwork, ImageSet, PublicProfile } from '../../shared/api-types'
import { normaliseCertificateNumber } from '../../shared/certificates'
import { paths } from '../../shared/paths'
import { excerpt, formatDimensions, formatEdition, formatMediumOnMaterial, formatPrice } from '../../shared/format'
import { ARTWORK_IMAGE_SIZES, PORTRAIT_SIZES, buildAvifSrcSet, buildSrcSet, largestAvifUrl } from '../../shared/images'
import { artworkDetail } from '../api/public/artworks'
import { toApiExhibition, toApiGallery } from '../api/mappers/gallery'
import { toPublicProfile } from '../api/mappers/profile'
import { catalogueOf } from '../catalogue'
import { exhibitionByKey, isKey } from '../catalogue/content'
import { absoluteUrl, type ImageRef, type PageDocument } from './document'
import { roomByToken, roomState, roomView } from '../rooms/rooms'

type Crumb = { name: string; path: string }

/** A page found (200), or a subject that does not exist (404: the SPA shows its not-found page). */
/** 301: the address names the subject under another name (its canonical path in `location`). */
export type Resolved = { status: 200; page: PageDocument } | { status: 301; location: string } | { status: 404 }

const HOME: Crumb = { name: 'Home', path: paths.home.getHref() }

function breadcrumbs(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path) })),
  }
}

/** The storefront's own titles and descriptions of its pages (each route's useDocumentMeta). */
const STATIC_PAGES: { path: string; title: string; description: string; trail?: Crumb[] }[] = [
  {
    path: paths.home.path,
    title: 'Kala',
    description:
      "Original art from India's artists and galleries: paintings, drawings, prints and sculpture, chosen slowly and sold directly, with prices in rupees.",
  },
  {
    path: paths.about.path,
    title: 'About',
    description: 'Kala is an India-first home for original art: art over algorithms, slow curation, artist-first, and respect for silence.',
  },
  {
    path: paths.contact.path,
    title: 'Contact',
    description: 'Questions about a work, an order, or selling on Kala? Call or write to us; a person will answer.',
  },
  {
    path: paths.shop.landing.path,
    title: 'Shop original art',
    description:
      'Find art that speaks to you: original paintings, drawings and prints by style, medium, mood and colour, bought directly from artists and galleries.',
  },
  {
    path: paths.shop.artworks.path,
    title: 'Artworks',
    description:
      'Original paintings, drawings, prints and sculpture by Indian artists and galleries. Filter by category, style, medium, mood, size, colour and price.',
    trail: [{ name: 'Shop', path: paths.shop.landing.getHref() }],
  },
  {
    path: paths.artists.list.path,
    title: 'Explore Artists',
    description: 'Trending, top ranked and newly arrived artists on Kala: painters, printmakers, sculptors and photographers across India.',
  },
  {
    path: paths.galleries.list.path,
    title: 'Explore Galleries',
    description:
      'Galleries on Kala: what visitors are viewing now, the most active spaces and new arrivals, with their exhibitions and artists.',
  },
  {
    path: paths.learn.howTo.path,
    title: 'Learning hub',
    description:
      'Guides to looking at abstract art, buying for love or investment, framing and caring for a work, starting a collection, artists’ stories and buying with your heart.',
  },
  {
    path: paths.learn.dictionary.path,
    title: 'Art Dictionary',
    description:
      'The words of art explained: techniques, movements, materials, Indian traditions, colour, composition, printmaking and collecting.',
    trail: [{ name: 'Learning hub', path: paths.learn.howTo.getHref() }],
  },
  {
    path: paths.learn.quiz.path,
    title: 'Style quiz',
    description:
      'Seven quick questions about colour, subject, texture and feeling, and Kala opens the shop with works that match your taste.',
  },
  {
    path: paths.verify.form.path,
    title: 'Verify a certificate',
    description:
      'Every work sold through Kala comes with a certificate of authenticity. Type its number to see what it certifies and whether it still stands.',
  },
  {
    path: paths.legal.privacy.path,
    title: 'Privacy Policy',
    description: 'What personal data Kala collects, why, who we share it with, and the rights you have over it.',
  },
  {
    path: paths.legal.terms.path,
    title: 'Terms and Conditions',
    description: 'The terms for using Kala to show, buy, sell and manage original art.',
  },
]

/** The variant closest above `target` pixels wide (og:image wants about 1200), with its size. */
function imageRef(set: ImageSet | null | undefined, alt: string, target = 1200): ImageRef | null {
  if (!set) return null
  const variants = [set.thumbnail, set.card, set.large].filter((v) => v?.url) as { url: string; width: number; height: number }[]
  const fit = variants.sort((a, b) => a.width - b.width).find((v) => v.width >= target)
  const chosen = fit ?? { url: set.url, width: set.width, height: set.height }
  return chosen.url ? { ...chosen, alt: set.alt || alt } : null
}

/**
 * The LCP image's preload, as the page's <picture> will choose it: its AVIF forms where they are
 * made (typed, so a browser without AVIF skips it and loads the <img>'s WebP), else the srcset.
 */
function preloadOf(set: ImageSet | null | undefined, sizes: string): PageDocument['preload'] {
  if (!set) return undefined
  const avif = buildAvifSrcSet(set)
  const href = largestAvifUrl(set)
  if (avif && href) return { href, srcset: avif, sizes, type: 'image/avif' }
  const srcset = buildSrcSet(set)
  return srcset ? { href: set.large?.url ?? set.url, srcset, sizes } : undefined
}

const AVAILABILITY: Record<Artwork['saleStatus'], string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  'on-request': 'https://schema.org/InStock',
}

/** As the artwork page describes a work with no story of its own (artwork-detail.tsx's metaDescription). */
function artworkDescription(a: Artwork): string {
  const story = excerpt(a.description || a.interpretation, 150)
  if (story) return story
  const parts = [formatMediumOnMaterial(a.medium, a.material), formatDimensions(a.width, a.height), a.yearOfCreation].filter(Boolean)
  return `${a.title} by ${a.artistName}${parts.length ? `: ${parts.join(', ')}` : ''}. ${formatEdition(a.edition)}, ${formatPrice(a.price)}.`
}

async function artworkPage(payload: Payload, key: string, params: Record<string, string>): Promise<Resolved> {
  const detail = await artworkDetail(payload, catalogueOf(payload), key, null)
  if (!detail) return { status: 404 }
  const a = detail.artwork
  const path = paths.shop.artworkOf(a)
  if (!paths.shop.artworkOwnerMatches(params.username ?? '', a)) return { status: 301, location: path }
  const front = a.imageUrls[0]
  const image = imageRef(front, `${a.title} by ${a.artistName}`)
  const artistUrl = a.artistSlug ? absoluteUrl(paths.artists.artist.getHref(a.artistSlug)) : undefined
  const work: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    name: a.title,
    url: absoluteUrl(path),
    description: artworkDescription(a),
    image: a.imageUrls.map((i) => absoluteUrl(i.url)),
    creator: { '@type': 'Person', name: a.artistName, ...(artistUrl ? { url: artistUrl } : {}) },
    artMedium: a.medium || undefined,
    artworkSurface: a.material ?? undefined,
    artform: a.category ?? undefined,
    dateCreated: a.yearOfCreation ?? undefined,
    width: a.width ? { '@type': 'Distance', name: `${a.width} in` } : undefined,
    height: a.height ? { '@type': 'Distance', name: `${a.height} in` } : undefined,
    keywords: [a.category, a.style, a.mood, ...a.colors].filter((t) => t && t.trim()).join(', ') || undefined,
    artEdition: a.edition.kind === 'limited' && a.edition.size ? a.edition.size : undefined,
  }
  // A work with no price is sold on request: an Offer needs a price, so there is none.
  if (a.price !== null)
    work.offers = {
      '@type': 'Offer',
      price: a.price,
      priceCurrency: 'INR',
      availability: AVAILABILITY[a.saleStatus],
      url: absoluteUrl(path),
    }
  return {
    status: 200,
    page: {
      title: `${a.title} by ${a.artistName}`,
      description: artworkDescription(a),
      path,
      type: 'product',
      image,
      jsonLd: [
        work,
        breadcrumbs([
          HOME,
          { name: 'Shop', path: paths.shop.landing.getHref() },
          { name: 'Artworks', path: paths.shop.artworks.getHref() },
          { name: a.title, path },
        ]),
      ],
      preload: preloadOf(front, ARTWORK_IMAGE_SIZES),
      queries: [{ queryKey: ['public', 'artwork', key], data: detail }],
    },
  }
}

async function artistPage(payload: Payload, key: string): Promise<Resolved> {
  const member = isKey(key) ? await catalogueOf(payload).member({ slugOrUsername: key, role: 'artist' }) : null
  if (!member) return { status: 404 }
  const p: PublicProfile = toPublicProfile(member)
  const name = p.artistName || p.fullName
  const path = paths.artists.artist.getHref(p.artistSlug || p.username)
  const image = imageRef(p.photo, name)
  const sameAs = Object.values(p.social).filter((v): v is string => typeof v === 'string' && /^https:\/\//.test(v))
  return {
    status: 200,
    page: {
      title: name,
      description:
        excerpt(p.bio, 160) || `${name}, artist${p.city ? ` in ${p.city}` : ''}, on Kala: biography, exhibitions and original works.`,
      path,
      type: 'profile',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name,
          url: absoluteUrl(path),
          jobTitle: 'Artist',
          description: excerpt(p.bio, 300) || undefined,
          image: image ? absoluteUrl(image.url) : undefined,
          homeLocation: p.city ? { '@type': 'Place', name: p.city } : undefined,
          sameAs: sameAs.length ? sameAs : undefined,
        },
        breadcrumbs([HOME, { name: 'Artists', path: paths.artists.list.getHref() }, { name, path }]),
      ],
      preload: preloadOf(p.photo, PORTRAIT_SIZES),
      queries: [{ queryKey: ['public', 'profile', 'artist', key], data: p }],
    },
  }
}

/** /{username}/page: a member's showcase of collections and works (as showcase-page.tsx titles it). */
async function showcasePage(payload: Payload, key: string): Promise<Resolved> {
  const member = isKey(key) ? await catalogueOf(payload).member({ username: key }) : null
  if (!member) return { status: 404 }
  const p: PublicProfile = toPublicProfile(member)
  const name = p.artistName || p.fullName || p.username
  const path = paths.showcase.getHref(p.username)
  const image = imageRef(p.photo, name)
  return {
    status: 200,
    page: {
      title: `${name}: showcase`,
      description: `Collections and original artworks by ${name} on Kala.`,
      path,
      type: 'profile',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: `${name}: showcase`,
          url: absoluteUrl(path),
          about: { '@type': 'Person', name, ...(image ? { image: absoluteUrl(image.url) } : {}) },
        },
        breadcrumbs([HOME, { name, path }]),
      ],
    },
  }
}

async function galleryPage(payload: Payload, key: string): Promise<Resolved> {
  const found = isKey(key) ? await catalogueOf(payload).gallery(key) : null
  if (!found) return { status: 404 }
  const g = toApiGallery(found)
  const path = paths.galleries.gallery.getHref(g.username)
  const image = imageRef(g.imageUrls[0] ?? g.photo, g.fullName)
  const description = excerpt(g.bio, 160) || `${g.fullName}${g.city ? `, ${g.city}` : ''}: exhibitions and artists on Kala.`
  return {
    status: 200,
    page: {
      title: g.fullName,
      description,
      path,
      type: 'profile',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ArtGallery',
          name: g.fullName,
          url: absoluteUrl(path),
          description,
          image: image ? absoluteUrl(image.url) : undefined,
          address: g.city ? { '@type': 'PostalAddress', addressLocality: g.city, addressCountry: 'IN' } : undefined,
        },
        breadcrumbs([HOME, { name: 'Galleries', path: paths.galleries.list.getHref() }, { name: g.fullName, path }]),
      ],
    },
  }
}

async function exhibitionPage(payload: Payload, key: string): Promise<Resolved> {
  const found = isKey(key) ? await exhibitionByKey(payload, key) : null
  if (!found) return { status: 404 }
  const e = toApiExhibition(found)
  const path = paths.galleries.exhibition.getHref(e.slug)
  const image = imageRef(e.photo, e.name)
  const description = excerpt(e.description, 160) || `${e.name}${e.galleryName ? `, at ${e.galleryName}` : ''}, on Kala.`
  return {
    status: 200,
    page: {
      title: e.name,
      description,
      path,
      type: 'website',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ExhibitionEvent',
          name: e.name,
          url: absoluteUrl(path),
          description,
          startDate: e.startDate,
          endDate: e.endDate,
          image: image ? absoluteUrl(image.url) : undefined,
          location: { '@type': 'ArtGallery', name: e.galleryName, ...(e.venue ? { address: e.venue } : {}) },
        },
        breadcrumbs([HOME, { name: 'Galleries', path: paths.galleries.list.getHref() }, { name: e.name, path }]),
      ],
    },
  }
}

/**
 * /verify/<number>: a certificate's page, head only and noindex. What it certifies comes from the
 * rate-limited API in the browser, so the page itself tells nobody whether a number exists; a
 * string that cannot be a number is a 404 at once.
 */
async function verifyPage(_payload: Payload, key: string): Promise<Resolved> {
  const number = normaliseCertificateNumber(key)
  if (!number) return { status: 404 }
  const path = paths.verify.certificate.getHref(number)
  return {
    status: 200,
    page: {
      title: `Certificate ${number}`,
      description: `Certificate of authenticity ${number}: the work it certifies, its artist, and whether it stands, as Kala holds it today.`,
      path,
      type: 'website',
      noindex: true,
      jsonLd: [breadcrumbs([HOME, { name: 'Verify a certificate', path: paths.verify.form.getHref() }, { name: number, path }])],
    },
  }
}

/**
 * /rooms/<token>: a viewing room shared by its link. Its head only, noindex: the title, the
 * introduction and the first public work's image make the preview a chat app shows; the works are
 * rendered in the browser from GET /api/rooms/:token (which counts the open). A token that opens
 * nothing (unknown, revoked, closed) is a 404 at once, and the page says the room is no longer
 * available. Never kept by the page cache (a revocation shows at once: render.ts).
 */
async function roomPage(payload: Payload, key: string): Promise<Resolved> {
  const room = await roomByToken(payload, key)
  if (!room || roomState(room) !== 'open') return { status: 404 }
  const view = await roomView(payload, room, null)
  const first = view.works[0]?.artwork
  const path = paths.room.getHref(key)
  return {
    status: 200,
    page: {
      title: view.title,
      description:
        excerpt(view.intro, 160) ||
        `A viewing room${view.ownerName ? ` by ${view.ownerName}` : ''} on Kala: ${view.works.length} original ${view.works.length === 1 ? 'work' : 'works'}.`,
      path,
      type: 'website',
      image: first ? imageRef(first.imageUrls[0], `${first.title} by ${first.artistName}`) : null,
      noindex: true,
      jsonLd: [],
    },
  }
}

/** Pages answered fresh on every request, never from the page cache: a viewing room (its link may be revoked any moment). */
export const isUncachedPage = (path: string): boolean => matchPath(paths.room.path, path) !== null

const DETAIL_PAGES: {
  pattern: string
  param: string
  resolve: (payload: Payload, key: string, params: Record<string, string>) => Promise<Resolved>
}[] = [
  { pattern: paths.shop.artwork.path, param: 'artworkId', resolve: artworkPage },
  { pattern: paths.artists.artist.path, param: 'artistSlug', resolve: artistPage },
  { pattern: paths.galleries.gallery.path, param: 'galleryId', resolve: galleryPage },
  { pattern: paths.galleries.exhibition.path, param: 'id', resolve: exhibitionPage },
  { pattern: paths.showcase.path, param: 'username', resolve: showcasePage },
  { pattern: paths.verify.certificate.path, param: 'number', resolve: verifyPage },
  { pattern: paths.room.path, param: 'token', resolve: roomPage },
]

/** `{ param: value }` when `path` matches the react-router `pattern`, else null (a malformed escape is no match). */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(have[i])
      } catch {
        return null
      }
    } else if (part.toLowerCase() !== have[i].toLowerCase()) return null
  }
  return params
}

/** The page at `path`, or null for a route the server does not describe (the plain shell then). */
export async function resolvePage(payload: Payload, path: string): Promise<Resolved | null> {
  for (const detail of DETAIL_PAGES) {
    const params = matchPath(detail.pattern, path)
    if (params) return detail.resolve(payload, params[detail.param] ?? '', params)
  }
  const known = STATIC_PAGES.find((p) => matchPath(p.path, path))
  if (!known) return null
  const canonical = known.path
  const trail = [...(known.trail ?? []), ...(canonical === paths.home.path ? [] : [{ name: known.title, path: canonical }])]
  return {
    status: 200,
    page: {
      title: known.title,
      description: known.description,
      path: canonical,
      type: 'website',
      jsonLd: [
        ...(canonical === paths.home.path
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Organization',
                name: 'Kala',
                url: absoluteUrl(canonical),
                logo: absoluteUrl('/favicon.svg'),
              },
            ]
          : []),
        breadcrumbs([HOME, ...trail]),
      ],
    },
  }
}

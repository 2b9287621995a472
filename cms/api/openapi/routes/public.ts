/** /api/public/*: cms/api/public/{site,artworks,people,collections,learn}.ts. No sign-in needed. */
import { z } from 'zod'
import {
  allExhibitionsSchema,
  artworksByArtistSchema,
  artworksFilterSchema,
  byUsernameSchema,
  dictionaryTermsSchema,
  exhibitionsSchema,
  pageBodySchema,
  topArtworksSchema,
  topListSchema,
} from '../../../../shared/schemas'
import {
  ArtistSummarySchema,
  ArtworkCollectionSchema,
  ArtworkSchema,
  DictionaryCategorySchema,
  DictionaryTermSchema,
  ExhibitionSchema,
  GallerySchema,
  ImageSetSchema,
  PublicProfileSchema,
  pagedSchema,
} from '../../../../shared/api-schemas'
import { MEMBER_ROLES } from '../../../../shared/constants'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idOrSlugParams } from './common'

/** Open to anyone; a bearer token, when sent, adds `hasLiked` and opens one's own unpublished rows. */
const open = { tag: 'Public', caller: 'anyone', optionalAuth: true } as const
const cached = " A visitor's answer is cached by the instance (`X-Cache: HIT | MISS`) until public content changes."
const pagedArtworks = pagedSchema('artworks', ArtworkSchema)
const withProfile = pagedArtworks.extend({ profile: PublicProfileSchema })
const shopPage = pagedArtworks.extend({
  countCapped: z
    .boolean()
    .optional()
    .describe('The shop filters body: true when more works than `count` match (the listing counts up to 10,000; shown as "10,000+").'),
  next: z
    .string()
    .nullable()
    .optional()
    .describe('The shop filters body: where Load More goes on (send it as `after` with the same filters and sort); null on the last page.'),
})
const pagedArtists = pagedSchema('artists', ArtistSummarySchema)
const pagedGalleries = pagedSchema('galleries', GallerySchema)
const SHOP_CATEGORY_TYPES = ['category', 'style', 'medium', 'mood'] as const
const guideSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: ImageSetSchema.nullable(),
  readingMinutes: z.number().nullable(),
})
const noSuch = (what: string) => ({ status: 404, description: `\`No such ${what}.\`` })

export const PUBLIC_ROUTES: RouteDoc[] = [
  {
    ...open,
    method: 'get',
    path: '/api/public/site-settings',
    summary: "The site's contact details, socials and pre-launch switch",
    success: {
      status: 200,
      description: 'The settings (cacheable for 60 s).',
      schema: z.object({
        prelaunch: z.boolean(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
        supportEmail: z.string().nullable(),
        address: z.string().nullable(),
        tagline: z.string().nullable(),
        instagram: z.string().nullable(),
        socials: z.record(z.string(), z.unknown()),
      }),
    },
    errors: [],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/artwork-of-the-day',
    summary: 'The artwork of the day',
    description:
      "The home curation's pick when it is public, else a pick that is the same all day on every server and changes at midnight IST; `null` only when no artwork is public." +
      cached,
    success: {
      status: 200,
      description: 'The pick and its day (India).',
      schema: z.object({ artwork: ArtworkSchema.nullable(), date: z.string().describe('YYYY-MM-DD, India.'), curated: z.boolean() }),
    },
    errors: [],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/artworks',
    summary: "The shop's artworks: filters, sort, free text",
    description:
      "Three bodies on one path: the shop's filters; `{ artistSlug, … }` (as artworks-by-artist); `{ username, … }` (as artworks-by-username). `category, style, medium, mood, size`: one value or several comma-separated (or an array), any case; a value that stands for nothing matches nothing. `size`: small (longest side under 24 in), medium (24–48), large (over 48). `color` matches any of a work's colours, dominant first. `match: 'any'` ranks by the filters instead of filtering (the style quiz). 12 a page: by number (`page`), or by Load More, sending the page before's `next` as `after` (the listing goes on from where that page ended, as fast deep in the catalogue as at its start)." +
      cached,
    body: [artworksFilterSchema, artworksByArtistSchema, byUsernameSchema],
    success: {
      status: 200,
      description: 'One page of artworks (with `next` for the shop filters body, `profile` for the artist and username bodies).',
      schema: shopPage,
    },
    errors: [
      ...jsonBodyErrors,
      {
        status: 400,
        description:
          "A bad field, e.g. `priceMin must not be more than priceMax.`, `match 'any' ranks by the filters and cannot be combined with q.`, `Send either page or after, not both.` or `after is not where a page of these artworks ended: start again from the first page.` (a cursor made for other filters or sort)",
      },
      { status: 404, description: '`No such artist.` / `No such member.` (the artist and username bodies).' },
    ],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/artwork/:id',
    summary: 'One artwork, its artist and related works',
    description:
      '`provenance` names a sold work’s certificate. `artist` is the profile of the artist who made it (`null` when they have none on Kala); `related`: up to 6 more public works by the artist, topped up with works of the same style by others.' +
      cached,
    params: idOrSlugParams('artwork'),
    success: {
      status: 200,
      description: 'The artwork.',
      schema: z.object({
        artwork: ArtworkSchema,
        artist: PublicProfileSchema.nullable(),
        gallery: z
          .object({ _id: z.string(), name: z.string(), username: z.string() })
          .nullable()
          .describe('The gallery that lists the work (its page: /gallery/{username}); null for a work listed by its artist.'),
        related: z.array(ArtworkSchema),
        provenance: z
          .object({ number: z.string(), soldAt: z.string() })
          .nullable()
          .describe(
            'A sold work’s newest standing certificate of authenticity (its number, to verify, and the sale’s date); null otherwise.',
          ),
      }),
    },
    errors: [{ status: 404, description: "`No such artwork.` (unknown, or not public and not the caller's)." }],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/artwork/:id/view',
    summary: 'Count a view of an artwork',
    description:
      "Counted once per visitor, artwork and India's day (the visitor is a keyed HMAC of IP, user agent and day, never stored). The owner's own look is not recorded. No body.",
    params: idOrSlugParams('artwork'),
    success: { status: 204, description: 'Counted (or already counted today): no body.' },
    errors: [
      { status: 404, description: '`No such artwork.` (unknown, unpublished or withdrawn; nothing recorded).' },
      E.rateLimited('600 / hour per network or account'),
    ],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/artworks-by-artist',
    summary: "An artist's works",
    description: 'The works that name this artist, their own and those galleries list for them, newest first.' + cached,
    body: artworksByArtistSchema,
    success: { status: 200, description: "One page, with the artist's profile.", schema: withProfile },
    errors: [...jsonBodyErrors, noSuch('artist')],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/artworks-by-username',
    summary: 'The works a member lists',
    description: 'Newest first.' + cached,
    body: byUsernameSchema,
    success: { status: 200, description: "One page, with the member's profile.", schema: withProfile },
    errors: [...jsonBodyErrors, noSuch('member')],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/top-artworks',
    summary: "The home page's artwork tabs",
    description:
      "The home curation's list for the tab first, then Trending: most liked in the last 14 days; Top Picked: most liked; New Arrivals: newest. After staff's picks at most 2 works of one artist come before every other work; `count` is every public artwork." +
      cached,
    body: topArtworksSchema,
    success: { status: 200, description: 'One page of artworks.', schema: pagedArtworks },
    errors: jsonBodyErrors,
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/artists',
    summary: 'Artists, A to Z',
    description: '`artworkCount` counts public works.' + cached,
    body: pageBodySchema,
    success: { status: 200, description: 'One page of artists.', schema: pagedArtists },
    errors: jsonBodyErrors,
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/top-artists',
    summary: "The home page's artist (or gallery) tabs",
    description:
      "`type` (any case): `Trending Artists` (default: most likes on their works in the last 30 days, then all-time), `Top Ranked` (the home curation's, then all-time likes), `New Arrivals` (newest accounts); `role`: artist (default) or gallery." +
      cached,
    body: topListSchema,
    success: { status: 200, description: 'One page, with the `type` used.', schema: pagedArtists.extend({ type: z.string() }) },
    errors: [...jsonBodyErrors, { status: 400, description: '`type must be one of: …`' }],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/galleries',
    summary: 'Galleries, A to Z',
    body: pageBodySchema,
    description: cached.trim(),
    success: { status: 200, description: 'One page of galleries.', schema: pagedGalleries },
    errors: jsonBodyErrors,
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/top-galleries',
    summary: "The home page's gallery tabs",
    description:
      "`type`: `Currently Viewing` (default: galleries with an exhibition open today, most viewed first), `Most Active` (the home curation's, then most exhibitions), `New Arrivals` (newest)." +
      cached,
    body: topListSchema,
    success: { status: 200, description: 'One page, with the `type` used.', schema: pagedGalleries.extend({ type: z.string() }) },
    errors: [...jsonBodyErrors, { status: 400, description: '`type must be one of: …`' }],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/gallery/:id',
    summary: 'A gallery, its exhibitions and represented artists',
    description: 'Exhibitions: current first (closing soonest), then upcoming (opening soonest), then the archive (latest first).' + cached,
    params: z.object({ id: z.string().min(1).describe("The gallery's numeric id or its username.") }),
    success: {
      status: 200,
      description: 'The gallery.',
      schema: z.object({
        gallery: GallerySchema,
        exhibitions: z.array(ExhibitionSchema),
        artists: z.array(ArtistSummarySchema).describe('Its artists on Kala (public accounts).'),
        represented: z
          .array(
            z.object({
              _id: z.string(),
              name: z.string(),
              bio: z.string().nullable(),
              photo: ImageSetSchema.nullable(),
              artistSlug: z.string().nullable(),
              summary: ArtistSummarySchema.nullable().describe('null: an artist who is not on Kala, as the gallery wrote them.'),
            }),
          )
          .describe('Every artist the gallery represents, in its order (those on Kala who accepted, and those not on Kala).'),
        following: z.boolean().optional().describe('Signed in: whether the caller follows this gallery.'),
      }),
    },
    errors: [noSuch('gallery')],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/exhibitions',
    summary: "A gallery's exhibitions, or every gallery's",
    description:
      "With `galleryId` (id or username): that gallery's, in its page's order; without it (the spec's `{ page, filter }`): every gallery's, current first, then upcoming, then past." +
      cached,
    body: [exhibitionsSchema, allExhibitionsSchema],
    success: { status: 200, description: 'One page of exhibitions.', schema: pagedSchema('exhibitions', ExhibitionSchema) },
    errors: [...jsonBodyErrors, noSuch('gallery')],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/exhibition/:id',
    summary: 'An exhibition, its gallery, artists and (public) works',
    description: cached.trim(),
    params: idOrSlugParams('exhibition'),
    success: {
      status: 200,
      description: 'The exhibition.',
      schema: z.object({
        exhibition: ExhibitionSchema,
        gallery: GallerySchema.nullable(),
        artists: z.array(ArtistSummarySchema),
        artworks: z.array(ArtworkSchema),
      }),
    },
    errors: [noSuch('exhibition')],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/collections',
    summary: "A member's published collections, or everyone's",
    description:
      "With `username`: that member's; with `{ page }` alone: every member's. Newest first; `artworkCount` counts public works." + cached,
    body: [byUsernameSchema, pageBodySchema],
    success: { status: 200, description: 'One page of collections.', schema: pagedSchema('collections', ArtworkCollectionSchema) },
    errors: [...jsonBodyErrors, { status: 404, description: '`No such member.` (with `username`).' }],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/collection/:id',
    summary: 'A collection and one page of its public works',
    description: 'Works newest first. The owner or staff may open an unpublished collection.' + cached,
    params: idOrSlugParams('collection'),
    query: pageBodySchema,
    success: {
      status: 200,
      description: 'The collection and a page of its works.',
      schema: pagedArtworks.extend({ collection: ArtworkCollectionSchema }),
    },
    errors: [
      { status: 400, description: 'A bad `page` (or another query parameter).' },
      { status: 404, description: "`No such collection.` (unknown, or unpublished and not the caller's)." },
    ],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/profile/:role/:slug',
    summary: "A member's public profile",
    description:
      'CV sections and social links; never e-mail, phone or addresses. `/api/public/profile/artist/:slug` is the artist profile.' + cached,
    params: z.object({
      role: z.string().describe(`One of ${MEMBER_ROLES.join(', ')} (any case).`),
      slug: z.string().min(1).describe("The member's slug (artistSlug) or username."),
    }),
    success: {
      status: 200,
      description: 'The profile.',
      schema: z.object({
        profile: PublicProfileSchema,
        following: z
          .boolean()
          .optional()
          .describe('Signed in: whether the caller follows this artist (or, for a gallery member, their gallery page).'),
      }),
    },
    errors: [{ status: 404, description: '`No such profile.` (also for staff accounts and a role that does not match).' }],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/dictionary/category',
    summary: "The art dictionary's categories",
    description: "In the staff's order." + cached,
    success: { status: 200, description: 'The categories.', schema: z.object({ categories: z.array(DictionaryCategorySchema) }) },
    errors: [],
  },
  {
    ...open,
    method: 'post',
    path: '/api/public/dictionary/terms',
    summary: "A dictionary category's terms, or one term",
    description: "`term: 'all'`: the category's terms, A to Z; else a term's slug or name: that term and its related terms." + cached,
    body: dictionaryTermsSchema,
    success: {
      status: 200,
      description: '`{ terms }` for `all`, else `{ term, related }`.',
      schema: z.union([
        z.object({ terms: z.array(DictionaryTermSchema) }),
        z.object({ term: DictionaryTermSchema, related: z.array(DictionaryTermSchema) }),
      ]),
    },
    errors: [...jsonBodyErrors, { status: 404, description: '`No such dictionary category.` or `No such term in this category.`' }],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/categories',
    summary: 'Shop categories, styles, mediums and moods',
    description: 'A to Z, optionally of one type (cacheable for 60 s).',
    // The handler reads `type` by hand (lower-cased); this schema describes it.
    query: z.object({ type: z.enum(SHOP_CATEGORY_TYPES).optional().describe('Any case.') }),
    success: {
      status: 200,
      description: 'The categories.',
      schema: z.object({
        categories: z.array(
          z.object({
            name: z.string(),
            slug: z.string(),
            type: z.enum(SHOP_CATEGORY_TYPES),
            description: z.string().nullable(),
            image: ImageSetSchema.nullable(),
          }),
        ),
      }),
    },
    errors: [{ status: 400, description: '`type must be one of: category, style, medium, mood.`' }],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/guides',
    summary: 'The guides',
    description: "In the staff's order." + cached,
    success: { status: 200, description: 'The guides.', schema: z.object({ guides: z.array(guideSummary) }) },
    errors: [],
  },
  {
    ...open,
    method: 'get',
    path: '/api/public/guide/:slug',
    summary: 'One guide with its sections',
    description: cached.trim(),
    params: z.object({ slug: z.string().min(1).max(120).describe("The guide's slug.") }),
    success: {
      status: 200,
      description: 'The guide.',
      schema: z.object({ guide: guideSummary.extend({ sections: z.array(z.object({ heading: z.string(), body: z.unknown() })) }) }),
    },
    errors: [noSuch('guide')],
  },
]

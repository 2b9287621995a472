/** /api/user/*: cms/api/user/router.ts and search (cms/api/public/search.ts, mounted in cms/api/router.ts). */
import { z } from 'zod'
import { contactSchema, enquirySchema, likeSchema, savedCartSchema, searchSchema, unlikeSchema } from '../../../../shared/schemas'
import { ArtistSummarySchema, ArtworkSchema, FollowAnswerSchema, FollowingEntrySchema, GallerySchema } from '../../../../shared/api-schemas'
import { followParamsSchema } from '../../../../shared/followSchemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { messageOf } from './common'

const savedCartIds = z.object({ artworkIds: z.array(z.string()) })
const likeAnswer = z.object({ hasLiked: z.boolean(), likes: z.number().describe("The artwork's likes, recounted.") })
const artworkNotFound = {
  status: 404,
  description: '`This artwork does not exist or is not available.` (unknown, or unpublished and not yours).',
}

const followErrors = [
  {
    status: 400,
    description:
      '`kind must be artist or gallery.`; on follow, `Only artists and galleries can be followed.` or `You cannot follow yourself.`',
  },
  E.unauthorized,
  {
    status: 404,
    description: '`There is no artist with that id to follow.` or `There is no gallery with that id to follow.` (unknown, or not public).',
  },
]

export const USER_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/user/following',
    tag: 'User',
    caller: 'member',
    summary: 'The artists and galleries the member follows',
    description: 'Newest follow first; an artist or gallery whose page is no longer public is left out.',
    success: { status: 200, description: 'Whom the member follows.', schema: z.object({ following: z.array(FollowingEntrySchema) }) },
    errors: [E.unauthorized],
  },
  {
    method: 'put',
    path: '/api/user/following/:kind/:id',
    tag: 'User',
    caller: 'member',
    summary: 'Follow an artist or a gallery',
    description: 'Idempotent: one follow per member and artist or gallery. An artist is a member who sells (not an explorer, not staff).',
    params: followParamsSchema,
    success: { status: 200, description: 'Followed.', schema: FollowAnswerSchema },
    errors: followErrors,
  },
  {
    method: 'delete',
    path: '/api/user/following/:kind/:id',
    tag: 'User',
    caller: 'member',
    summary: 'Unfollow an artist or a gallery',
    description: 'Idempotent: unfollowing whom one does not follow changes nothing.',
    params: followParamsSchema,
    success: { status: 200, description: 'Not followed.', schema: FollowAnswerSchema },
    errors: followErrors,
  },
  {
    method: 'get',
    path: '/api/user/me',
    tag: 'User',
    caller: 'member',
    summary: "The signed-in member's own profile",
    description: 'With e-mail, phone, addresses (each with its `id` and `isDefault`) and quiz preferences; CV entries carry their `id`.',
    success: { status: 200, description: 'The member.', schema: 'Me' },
    errors: [E.unauthorized],
  },
  {
    method: 'get',
    path: '/api/user/saved-cart',
    tag: 'User',
    caller: 'member',
    summary: "The member's cart as the server keeps it",
    description: 'So a cart follows its member across devices: the storefront merges it into the browser’s cart at sign-in.',
    success: { status: 200, description: 'Artwork ids, oldest first ([] when none).', schema: savedCartIds },
    errors: [E.unauthorized],
  },
  {
    method: 'put',
    path: '/api/user/saved-cart',
    tag: 'User',
    caller: 'member',
    summary: "Replace the member's kept cart",
    description: 'The whole cart, at most 20 ids; an id sent twice is kept once. A bad cart is refused whole.',
    body: savedCartSchema,
    success: { status: 200, description: 'The cart as kept.', schema: savedCartIds },
    errors: [...jsonBodyErrors, E.unauthorized],
  },
  {
    method: 'post',
    path: '/api/user/like-artwork',
    tag: 'User',
    caller: 'member',
    summary: 'Like an artwork',
    description: 'Idempotent: liking twice counts once. `artistSlug` is accepted and not needed.',
    body: likeSchema,
    success: { status: 200, description: 'Liked.', schema: likeAnswer },
    errors: [...jsonBodyErrors, E.unauthorized, artworkNotFound],
  },
  {
    method: 'post',
    path: '/api/user/unlike-artwork',
    tag: 'User',
    caller: 'member',
    summary: 'Take a like back',
    description: 'Idempotent; works for a liked work that was unpublished since.',
    body: unlikeSchema,
    success: { status: 200, description: 'Not liked.', schema: likeAnswer },
    errors: [...jsonBodyErrors, E.unauthorized, artworkNotFound],
  },
  {
    method: 'post',
    path: '/api/user/enquiry',
    tag: 'User',
    caller: 'member',
    summary: 'Send the artist a price enquiry about an artwork',
    description:
      "`username` is the artist's username or slug. Stored for the artist (visible to them and the sender in the member area) and mailed to the artist with Reply-To the sender.",
    body: enquirySchema,
    success: {
      status: 201,
      description: 'Stored (and mailed).',
      schema: messageOf('Thank you for your enquiry. We will get back to you soon.').extend({ enquiryId: z.string() }),
    },
    errors: [
      ...jsonBodyErrors,
      { status: 400, description: '`This artwork is not by that artist.` or `You cannot send an enquiry about your own artwork.`' },
      E.unauthorized,
      artworkNotFound,
      E.rateLimited('10 / hour'),
    ],
  },
  {
    method: 'post',
    path: '/api/user/contact',
    tag: 'User',
    caller: 'anyone',
    optionalAuth: true,
    summary: 'Send a message to Kala, or to an artist',
    description:
      "Open to visitors. Stored (staff see it in the back office) and mailed to the support address; with `username` (an artist's contact form) also to that member, and `phone` (10 digits) is required.",
    body: contactSchema,
    success: {
      status: 201,
      description: 'Stored (and mailed).',
      schema: messageOf('Thank you for your contacting. We will get back to you soon.'),
    },
    errors: [...jsonBodyErrors, { status: 404, description: '`There is no artist with that username.`' }, E.rateLimited('5 / 10 min')],
  },
  {
    method: 'post',
    path: '/api/user/search',
    tag: 'User',
    caller: 'anyone',
    optionalAuth: true,
    summary: 'Search artworks, artists and galleries',
    description:
      "Open to visitors (DECISIONS 13); a token adds `hasLiked`. Words match titles and names, artists, medium, style, category, mood, colours, descriptions and locations; one typo per word of 3+ letters is forgiven and a word of 3+ letters also finds longer words it begins. Best first: a title match over the artist's name over medium/style over the description, then most liked, then newest. A visitor's answer is cached (`X-Cache: HIT | MISS`).",
    body: searchSchema,
    success: {
      status: 200,
      description: 'Up to 12 artworks, 6 artists and 6 galleries, best first.',
      schema: z.object({ artworks: z.array(ArtworkSchema), artists: z.array(ArtistSummarySchema), galleries: z.array(GallerySchema) }),
    },
    errors: jsonBodyErrors,
  },
]

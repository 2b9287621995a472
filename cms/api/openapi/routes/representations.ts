/**
 * /api/admin represented artists: cms/api/admin/representations.ts. A gallery's list (galleries
 * only) and an artist's answers to galleries' requests (artists only); the rules themselves are the
 * collection's (collections/Representations.ts, hooks/representationRules.ts).
 */
import { z } from 'zod'
import { ImageSetSchema } from '../../../../shared/api-schemas'
import { REPRESENTATION_STATES } from '../../../../shared/constants'
import { REPRESENTATION_MESSAGES } from '../../../../shared/messages'
import {
  representationAnswerSchema,
  representedAddSchema,
  representedOrderSchema,
  representedUpdateSchema,
} from '../../../../shared/schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'Member area', caller: 'member' } as const
const galleryOnly = [E.unauthorized, { status: 403, description: `\`${REPRESENTATION_MESSAGES.galleryOnly}\` (any member but a gallery).` }]
const artistOnly = [E.unauthorized, { status: 403, description: `\`${REPRESENTATION_MESSAGES.artistOnly}\` (any member but an artist).` }]
const notOnList = { status: 404, description: `\`${REPRESENTATION_MESSAGES.notFound}\` (also another gallery's row).` }
const notAsked = { status: 404, description: `\`${REPRESENTATION_MESSAGES.requestNotFound}\` (a request to someone else).` }
const photo = { files: [{ name: 'photo', maxCount: 1, description: 'A photo of an artist not on Kala (5 MB at most).' }], jsonToo: true }

const RepresentedArtistSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  photo: ImageSetSchema.nullable(),
  status: z.enum(REPRESENTATION_STATES).describe('pending: asked, not yet answered; accepted: on the gallery page; declined.'),
  artistId: z.string().nullable().describe('The artist on Kala; null for an artist who is not on Kala.'),
  artistSlug: z.string().nullable(),
  city: z.string().nullable(),
})
const RequestSchema = z.object({
  _id: z.string(),
  status: z.enum(REPRESENTATION_STATES),
  galleryName: z.string(),
  galleryUsername: z.string(),
  galleryCity: z.string().nullable(),
  galleryPhoto: ImageSetSchema.nullable(),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
})
const list = z.object({ artists: z.array(RepresentedArtistSchema) })

export const REPRESENTATION_ROUTES: RouteDoc[] = [
  {
    ...member,
    method: 'get',
    path: '/api/admin/represented',
    summary: "The gallery's artists, in its order",
    description: 'Requests waiting for an answer and declined ones too; the public page shows the accepted ones.',
    success: { status: 200, description: 'The list.', schema: list },
    errors: galleryOnly,
  },
  {
    ...member,
    method: 'post',
    path: '/api/admin/represented',
    summary: 'Ask an artist on Kala, or add one who is not (JSON, or multipart with a photo)',
    description:
      '`artistId`: a request the artist answers in their member area (they appear once they accept). Or `name` (and `bio`, a photo): an artist not on Kala, shown at once.',
    body: representedAddSchema,
    multipart: photo,
    success: {
      status: 201,
      description: 'Asked or added.',
      schema: z.object({
        artist: RepresentedArtistSchema,
        message: z.string().meta({ examples: [REPRESENTATION_MESSAGES.requested('Meera Iyer')] }),
      }),
    },
    errors: [
      { status: 400, description: `\`${REPRESENTATION_MESSAGES.already}\`, \`${REPRESENTATION_MESSAGES.notAnArtist}\`, or a field error.` },
      ...galleryOnly,
      E.imageTooLarge,
      E.notAnImage,
      E.notJson,
    ],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/represented/:id',
    summary: 'Change the name, bio or photo of an artist not on Kala',
    params: idParams('row'),
    body: representedUpdateSchema,
    multipart: photo,
    success: { status: 200, description: 'Saved.', schema: z.object({ artist: RepresentedArtistSchema }) },
    errors: [
      { status: 400, description: `\`${REPRESENTATION_MESSAGES.onKala}\` or \`${REPRESENTATION_MESSAGES.nothing}\`` },
      ...galleryOnly,
      notOnList,
      E.imageTooLarge,
      E.notAnImage,
    ],
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/represented-order',
    summary: 'Put the list in a new order',
    body: representedOrderSchema,
    success: { status: 200, description: 'The list in its new order.', schema: list },
    errors: [...jsonBodyErrors, { status: 400, description: `\`${REPRESENTATION_MESSAGES.wholeList}\`` }, ...galleryOnly],
  },
  {
    ...member,
    method: 'delete',
    path: '/api/admin/represented/:id',
    summary: 'Remove an artist, or withdraw a request',
    params: idParams('row'),
    success: { status: 200, description: 'Removed.', schema: messageOf(REPRESENTATION_MESSAGES.removed) },
    errors: [...galleryOnly, notOnList],
  },
  {
    ...member,
    method: 'get',
    path: '/api/admin/represented-by',
    summary: 'The galleries that asked to represent the artist',
    success: { status: 200, description: 'Newest first.', schema: z.object({ requests: z.array(RequestSchema) }) },
    errors: artistOnly,
  },
  {
    ...member,
    method: 'put',
    path: '/api/admin/represented-by/:id',
    summary: "The artist's answer: accepted or declined",
    params: idParams('request'),
    body: representationAnswerSchema,
    success: {
      status: 200,
      description: 'Answered.',
      schema: z.object({
        request: RequestSchema,
        message: z.string().meta({ examples: [REPRESENTATION_MESSAGES.accepted('Sutra Contemporary')] }),
      }),
    },
    errors: [...jsonBodyErrors, ...artistOnly, notAsked],
  },
  {
    ...member,
    method: 'delete',
    path: '/api/admin/represented-by/:id',
    summary: 'The artist ends a representation',
    params: idParams('request'),
    success: { status: 200, description: 'Ended.', schema: messageOf(REPRESENTATION_MESSAGES.ended) },
    errors: [...artistOnly, notAsked],
  },
]

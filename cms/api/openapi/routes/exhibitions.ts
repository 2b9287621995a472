/**
 * /api/admin exhibitions: cms/api/admin/exhibitions.ts, a gallery member's own exhibitions (drafts
 * too). Gallery members only (everyone else: 403); another gallery's exhibition is not found (404).
 */
import { z } from 'zod'
import { ExhibitionSchema, ImageSetSchema, pagedSchema } from '../../../../shared/api-schemas'
import { ARTWORK_STATUSES } from '../../../../shared/constants'
import { EXHIBITION_MESSAGES, OWNERSHIP_MESSAGES } from '../../../../shared/messages'
import { exhibitionFormSchema, exhibitionUpdateSchema, pageBodySchema } from '../../../../shared/schemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const gallery = { tag: 'Member area', caller: 'member' } as const
const galleryErrors = [E.unauthorized, { status: 403, description: `\`${EXHIBITION_MESSAGES.galleryOnly}\` (any member but a gallery).` }]
const notYours = { status: 404, description: `\`${EXHIBITION_MESSAGES.notFound}\` (also another gallery's exhibition).` }
const uploadErrors = [E.imageTooLarge, E.notAnImage, E.notStored]
const formErrors = {
  status: 400,
  description: `Field errors with \`details\`: \`endDate: ${EXHIBITION_MESSAGES.endBeforeStart}\`, \`artworks: ${OWNERSHIP_MESSAGES.ownArtworks}\` (nothing is written).`,
}
const coverImage = {
  files: [{ name: 'coverImage', maxCount: 1, description: "The exhibition's cover image, optional (5 MB at most)." }],
  jsonToo: true,
}

const OwnExhibitionSchema = ExhibitionSchema.extend({
  city: z.string().nullable(),
  published: z.boolean().describe('Visitors see it (the gallery page, Exhibitions) once published; a draft is the gallery’s own.'),
  artworkCount: z.number(),
})
const ExhibitionWorkSchema = z.object({
  _id: z.string(),
  title: z.string(),
  artistName: z.string(),
  image: ImageSetSchema.nullable(),
  status: z.enum(ARTWORK_STATUSES),
})
const OwnExhibitionDetailSchema = OwnExhibitionSchema.extend({ artworks: z.array(ExhibitionWorkSchema) })

const days =
  '`startDate` and `endDate` are days (YYYY-MM-DD) in India: it opens at 00:00 IST on the first and closes at the end of the last, which decides `state` (current, upcoming, archive).'

export const EXHIBITION_ROUTES: RouteDoc[] = [
  {
    ...gallery,
    method: 'post',
    path: '/api/admin/exhibitions',
    summary: "The gallery's own exhibitions",
    description: 'One page (12), every state and drafts too, latest opening first.',
    body: pageBodySchema,
    success: { status: 200, description: 'A page of exhibitions.', schema: pagedSchema('exhibitions', OwnExhibitionSchema) },
    errors: [...jsonBodyErrors, ...galleryErrors],
  },
  {
    ...gallery,
    method: 'get',
    path: '/api/admin/exhibition-artworks',
    summary: "The gallery's own works, for an exhibition",
    description: 'Every own work (any status), newest first: what an exhibition may show.',
    success: { status: 200, description: 'The works.', schema: z.object({ artworks: z.array(ExhibitionWorkSchema) }) },
    errors: galleryErrors,
  },
  {
    ...gallery,
    method: 'get',
    path: '/api/admin/exhibition/:id',
    summary: 'One own exhibition and the works it shows',
    params: idParams('exhibition'),
    success: { status: 200, description: 'The exhibition.', schema: z.object({ exhibition: OwnExhibitionDetailSchema }) },
    errors: [...galleryErrors, notYours],
  },
  {
    ...gallery,
    method: 'post',
    path: '/api/admin/add-exhibition',
    summary: 'Make an exhibition (JSON, or multipart with a cover)',
    description: `${days} \`artworks\`: ids of the gallery's own works (a JSON array, multipart repeated fields, or one value comma-separated or a JSON array). A draft unless \`published\`.`,
    body: exhibitionFormSchema,
    multipart: coverImage,
    success: {
      status: 201,
      description: 'Added.',
      schema: messageOf(EXHIBITION_MESSAGES.saved).extend({ exhibition: OwnExhibitionSchema }),
    },
    errors: [E.invalid, formErrors, ...galleryErrors, ...uploadErrors, E.notJson],
  },
  {
    ...gallery,
    method: 'put',
    path: '/api/admin/update-exhibition',
    summary: 'Change an own exhibition (JSON, or multipart with a new cover)',
    description: `\`id\` and the fields that change (the others are kept; \`''\` empties venue, city or description; \`artworks\` is the complete list). ${days} A new cover replaces the old one; \`removeCover\` drops it.`,
    body: exhibitionUpdateSchema,
    multipart: coverImage,
    success: {
      status: 200,
      description: 'Updated.',
      schema: messageOf(EXHIBITION_MESSAGES.saved).extend({ exhibition: OwnExhibitionDetailSchema }),
    },
    errors: [E.invalid, formErrors, ...galleryErrors, notYours, ...uploadErrors, E.notJson],
  },
  {
    ...gallery,
    method: 'delete',
    path: '/api/admin/exhibition/:id',
    summary: 'Delete an own exhibition',
    description: 'Its cover is deleted when nothing else uses it.',
    params: idParams('exhibition'),
    success: { status: 200, description: 'Deleted.', schema: messageOf(EXHIBITION_MESSAGES.deleted) },
    errors: [...galleryErrors, notYours],
  },
]

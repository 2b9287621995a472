/** /api/admin/returns: cms/api/admin/returns.ts. A buyer's request to return one work they bought. */
import { z } from 'zod'
import { RETURN_MESSAGES as M, RETURN_PHOTOS_MAX, returnRequestSchema, ReturnViewSchema } from '../../../../shared/returns'
import { E, type RouteDoc } from '../types'

export const RETURN_ROUTES: RouteDoc[] = [
  {
    tag: 'Member area',
    caller: 'member',
    method: 'post',
    path: '/api/admin/returns',
    summary: 'Ask to return a work bought (multipart, with up to three photos)',
    description:
      "One return per order line, by its buyer, once the order is delivered and within the return window the work was sold under. Photos go through the same checks as artwork images. The seller and Kala's staff are told by e-mail; the order in GET /api/admin/purchases then shows the return.",
    body: returnRequestSchema,
    multipart: {
      files: [{ name: 'photos', maxCount: RETURN_PHOTOS_MAX, description: 'Up to three photos of the work as it arrived (5 MB each).' }],
      jsonToo: false,
    },
    success: {
      status: 201,
      description: `Asked. \`message\`: \`${M.requested}\``,
      schema: z.object({ return: ReturnViewSchema, message: z.string() }),
    },
    errors: [
      E.invalid,
      E.unauthorized,
      { status: 403, description: `\`${M.notBuyer}\`` },
      { status: 404, description: `\`${M.noSuchLine}\`` },
      {
        status: 409,
        description: `\`${M.notDelivered}\`, \`${M.noReturns}\`, \`The return window for this work closed on 5 December 2026.\`, \`${M.already}\` or \`${M.undone}\``,
      },
      E.imageTooLarge,
      E.notAnImage,
      E.notStored,
    ],
  },
]

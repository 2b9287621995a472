import { z } from 'zod'
import { FOLLOW_KINDS } from './follows'

/**
 * PUT and DELETE /api/user/following/:kind/:id. Apart from shared/follows.ts, whose texts the
 * storefront's follow button loads on every page: zod stays out of the first screen's script.
 */
export const followParamsSchema = z.strictObject({
  kind: z.enum(FOLLOW_KINDS, { error: 'kind must be artist or gallery.' }),
  id: z.string().trim().min(1).max(64),
})

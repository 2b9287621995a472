/** Small response and parameter schemas the route files share (documentation only: the handlers build these answers). */
import { z } from 'zod'

/** `{ message }`, with the sentence the route answers as its example. */
export const messageOf = (text: string) => z.object({ message: z.string().meta({ examples: [text] }) })

/** `:id`: a numeric id or a slug. */
export const idOrSlugParams = (what: string) => z.object({ id: z.string().min(1).describe(`The ${what}'s numeric id or its slug.`) })

/** `:id`: a numeric id. */
export const idParams = (what: string) => z.object({ id: z.string().min(1).describe(`The ${what}'s id.`) })

export const tokenPairSchema = z.object({
  accessToken: z.string().describe('A JWT (HS256, audience kala-storefront), valid 15 minutes: send it as `Authorization: Bearer …`.'),
  refreshToken: z.string().describe('An opaque `kala_rt_…` token, valid 30 days, exchanged once at /auth/refresh-token.'),
  expiresIn: z.number().describe('Seconds the access token lives (900).'),
})

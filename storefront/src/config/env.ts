/**
 * Build-time environment, checked once at start-up. Uses `zod/mini` (tree-shakable) so the
 * home page's initial bundle does not carry the full zod API.
 */
import * as z from 'zod/mini'

const envSchema = z.object({
  /**
   * Origin of the storefront API. Empty (the default) means the same origin that serves the
   * page: the Express server serves both the SPA and /api, /auth.
   */
  VITE_API_URL: z.optional(
    z.union([
      z.literal(''),
      z
        .string()
        .check(z.regex(/^https?:\/\/[^/\s]+$/, 'VITE_API_URL must be an origin like https://kala.example (no path, no trailing slash)')),
    ]),
  ),
  MODE: z.string(),
  DEV: z.boolean(),
  PROD: z.boolean(),
})

function parseEnv() {
  const result = envSchema.safeParse(import.meta.env)
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid storefront environment: ${issues}`)
  }
  return {
    apiUrl: result.data.VITE_API_URL ?? '',
    mode: result.data.MODE,
    isDev: result.data.DEV,
    isProd: result.data.PROD,
  }
}

export const env = parseEnv()

/** Base URL for API calls: the configured origin, else the page's own origin. */
export function apiBaseUrl(): string {
  return env.apiUrl || window.location.origin
}

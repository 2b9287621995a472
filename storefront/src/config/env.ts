/**
 * Build-time environment, checked once at start-up. Checked by hand rather than with zod: this
 * module is on every page's first load, and one origin does not need a schema library there
 * (zod would add about 10 KB gzipped to the home page's initial JavaScript; forms load it with
 * their routes).
 */
const ORIGIN = /^https?:\/\/[^/\s]+$/

type Env = { apiUrl: string; mode: string; isDev: boolean; isProd: boolean }

/** The storefront's settings from Vite's `import.meta.env`; throws one sentence naming what is wrong. */
export function parseEnv(source: Record<string, unknown>): Env {
  const apiUrl = source.VITE_API_URL ?? ''
  if (typeof apiUrl !== 'string' || (apiUrl !== '' && !ORIGIN.test(apiUrl)))
    throw new Error(
      'Invalid storefront environment: VITE_API_URL: VITE_API_URL must be an origin like https://kala.example (no path, no trailing slash)',
    )
  return { apiUrl, mode: String(source.MODE ?? ''), isDev: source.DEV === true, isProd: source.PROD === true }
}

export const env = parseEnv(import.meta.env)

let serverOrigin = ''

/** On the server (entry-server.tsx) there is no page: API calls go to the server's own origin. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin
}

/** Base URL for API calls: the configured origin, else the page's own origin. */
export function apiBaseUrl(): string {
  return env.apiUrl || (typeof window === 'undefined' ? serverOrigin : window.location.origin)
}

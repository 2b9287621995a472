import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('the storefront environment', () => {
  it('takes an empty or absent VITE_API_URL as the page’s own origin, and an origin as given', () => {
    expect(parseEnv({ MODE: 'production', DEV: false, PROD: true })).toEqual({ apiUrl: '', mode: 'production', isDev: false, isProd: true })
    expect(parseEnv({ VITE_API_URL: 'https://kala.example', MODE: 'development', DEV: true, PROD: false }).apiUrl).toBe(
      'https://kala.example',
    )
  })

  it('refuses a VITE_API_URL with a path, a trailing slash or no scheme, in one sentence', () => {
    for (const bad of ['https://kala.example/', 'https://kala.example/api', 'kala.example', 42])
      expect(() => parseEnv({ VITE_API_URL: bad })).toThrow(
        'VITE_API_URL must be an origin like https://kala.example (no path, no trailing slash)',
      )
  })
})

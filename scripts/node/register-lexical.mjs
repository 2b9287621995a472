/** Registers ./lexical-entry.mjs (see there why). Loaded alone by the test workers, whose TypeScript vitest runs. */
import { register } from 'node:module'

// The build the wrappers would have chosen: they read NODE_ENV when they load.
register('./lexical-entry.mjs', import.meta.url, { data: { production: process.env.NODE_ENV === 'production' } })

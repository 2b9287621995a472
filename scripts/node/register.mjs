/**
 * What every Node process of this project loads first (`node --import ./scripts/node/register.mjs`):
 * tsx, so TypeScript runs as it is, and the resolution hook of ./lexical-entry.mjs; in production,
 * the load hook of ./dependency-maps.mjs (the installed packages' source maps are not kept).
 */
import { register } from 'node:module'
import 'tsx'
import './register-lexical.mjs'

if (process.env.NODE_ENV === 'production') register('./dependency-maps.mjs', import.meta.url)

/**
 * What every Node process of this project loads first (`node --import ./scripts/node/register.mjs`):
 * tsx, so TypeScript runs as it is, and the resolution hook of ./lexical-entry.mjs.
 */
import 'tsx'
import './register-lexical.mjs'

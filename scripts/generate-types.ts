/** Writes payload-types.ts from the collections (run after changing a collection). */
import { generateTypes } from 'payload/node'
import { existsSync, statSync } from 'node:fs'

const before = existsSync('payload-types.ts') ? statSync('payload-types.ts').mtimeMs : 0
await generateTypes(await import('../payload.config').then((m) => m.default))
if (!existsSync('payload-types.ts') || statSync('payload-types.ts').mtimeMs === before) {
  console.error('generate:types wrote nothing')
  process.exit(1)
}
console.log('payload-types.ts written')
process.exit(0)

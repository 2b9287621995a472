/** Writes the admin's import map (cms/app/(payload)/cms/importMap.js); checked, unlike the CLI. */
import { generateImportMap } from 'payload'
import { readFileSync } from 'node:fs'

// One build serves either storage: the map is made with the S3 adapter on (its admin component is
// listed whether or not it is used), since S3_BUCKET may be set where the build runs, or not.
process.env.S3_BUCKET ||= 'import-map'
const config = await import('../payload.config').then((m) => m.default)
await generateImportMap(await config, { force: true, log: true })
const file = 'cms/app/(payload)/cms/importMap.js'
if (!readFileSync(file, 'utf8').includes('export const importMap')) {
  console.error(`generate:importmap did not write ${file}`)
  process.exit(1)
}
process.exit(0)

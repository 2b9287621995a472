/**
 * npm run seed                      the demo catalogue (idempotent: safe to run again)
 * npm run seed -- --artworks 100000 adds a bulk catalogue for scale tests
 */
import 'dotenv/config'
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { artworks: { type: 'string' } } })
const bulk = values.artworks === undefined ? 0 : Number(values.artworks)
if (!Number.isInteger(bulk) || bulk < 0 || bulk > 2_000_000) {
  console.error('--artworks takes a whole number between 0 and 2000000')
  process.exit(2)
}
const { ConfigError, loadEnv } = await import('../cms/env')
try {
  const { default: config } = await import('../payload.config')
  const { initPayload } = await import('../cms/initPayload')
  const payload = await initPayload(config)
  const { seed } = await import('../seed/index')
  await seed({ payload, imageScale: loadEnv().SEED_IMAGE_SCALE, log: (line) => console.log(line) })
  if (bulk > 0) {
    const { seedBulkArtworks } = await import('../seed/bulk')
    await seedBulkArtworks(payload, bulk, (line) => console.log(line))
  }
  await payload.destroy()
  process.exit(0)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}

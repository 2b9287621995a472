/**
 * The server the end-to-end tests run against: the production build on a database of its own,
 * seeded with the demo catalogue (cached between local runs in data/e2e, made fresh in CI).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { serve } from '../../scripts/serve'
import { E2E_DATA_DIR } from './dataDir'

const dir = E2E_DATA_DIR
if (process.env.CI) rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '3310',
  DATABASE_URI: `file:${dir}/kala.db`,
  MEDIA_DIR: `${dir}/media`,
  OUTBOX_DIR: `${dir}/outbox`,
  PAYLOAD_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3310'}`,
  SEED_ON_EMPTY: 'true',
  RATE_LIMIT_DISABLED: 'true',
  PAYMENTS_SIMULATOR: 'true',
  LOG_LEVEL: 'warn',
  // The queue every 10 seconds, so what it delivers (the simulator's webhooks) arrives within a test's patience.
  JOBS_CRON: '*/10 * * * * *',
  // Due alert digests looked for at the same ticks (every 5 minutes in production).
  ALERTS_DIGEST_CRON: '*/10 * * * * *',
  // One process, as in every test (tests/int/cluster.int.spec.ts covers several workers).
  WEB_CONCURRENCY: '1',
  // The seed's 300 images would be encoded while the tests run, competing with the browser for the
  // 2 cores; AVIF is covered by the integration and component tests, and `npm run lighthouse` makes
  // the forms before it measures (scripts/make-avifs.ts).
  MEDIA_AVIF: process.env.MEDIA_AVIF ?? 'false',
}
if (
  !existsSync('storefront/dist/index.html') ||
  !existsSync('storefront/dist-server/entry-server.js') ||
  !existsSync('cms/.next/BUILD_ID')
) {
  console.error('Build first: npm run build')
  process.exit(1)
}
await serve(env)

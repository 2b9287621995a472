import { defineConfig } from 'vitest/config'

/**
 * The public API's specs and the buying path's: run a second time against the portable
 * implementation (Payload's Local API and the sale's unique claims, what MongoDB uses;
 * cms/catalogue, cms/sales/portable), so every commit proves it gives the same answers.
 */
const PORTABLE_SPECS = [
  'api-public',
  'api-search',
  'api-fuzz',
  'server',
  'ssr-head',
  'api-member-public',
  'visitor-cache',
  'checkout',
  'checkout-race',
  'checkout-fault',
  'payments-webhook',
  'orders-fulfilment',
  'sale-claims',
  'moderation',
].map((name) => `tests/int/${name}.int.spec.ts`)

/** Integration tests: each file gets its own real Payload on a fresh database (see tests/int/helpers). */
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Two cores: one Payload at a time keeps each file's timings honest and memory low.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/int.json' },
    projects: [
      { extends: true, test: { name: 'int', include: ['tests/int/**/*.int.spec.ts'] } },
      { extends: true, test: { name: 'int-portable', include: PORTABLE_SPECS, env: { CATALOGUE_IMPL: 'portable' } } },
    ],
  },
})

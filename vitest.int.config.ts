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
  'payouts',
  'returns',
  'payments-webhook',
  'orders-fulfilment',
  'sale-claims',
  'moderation',
  'fees',
  'ledger',
  'invoices',
  'certificates',
  'return-policy',
  'offers',
  'home-rows',
].map((name) => `tests/int/${name}.int.spec.ts`)

/**
 * Integration tests: each file gets its own real Payload on a database of its own, copied from a
 * template migrated once per worker (tests/int/helpers/payload.ts).
 * Files run one after another in a worker that keeps its loaded modules (isolate: false): loading
 * Payload costs some 4 s, once per worker instead of once per file; tests/int/setup/eachFile.ts
 * puts the environment back after each file.
 */
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    isolate: false,
    // One worker a core, each running its files one after another.
    fileParallelism: true,
    maxWorkers: 2,
    // Lexical's builds resolved without their top-level-await wrappers (scripts/node/lexical-entry.mjs).
    execArgv: ['--import', './scripts/node/register-lexical.mjs'],
    // Temporary files in memory, one directory a run (tests/int/setup/tmpdir.ts).
    globalSetup: ['tests/int/setup/tmpdir.ts'],
    setupFiles: ['tests/int/setup/eachFile.ts'],
    // Passwords hashed at a test-only cost in the test processes (tests/int/setup/eachFile.ts).
    env: { KALA_TEST_PASSWORD_ITERATIONS: '1000' },
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

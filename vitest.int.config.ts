import { defineConfig } from 'vitest/config'

/** Integration tests: each file gets its own real Payload on a fresh database (see tests/int/helpers). */
export default defineConfig({
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores: one Payload at a time keeps each file's timings honest and memory low.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/int.json' },
  },
})

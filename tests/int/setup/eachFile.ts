/**
 * Runs before every integration test file. Files share a worker process one after another
 * (vitest.int.config.ts: isolate false), so what one file does to the process must not reach the
 * next: the environment is put back as it was after each file.
 *
 * Passwords are hashed at a test-only cost: KALA_TEST_PASSWORD_ITERATIONS (set by the config)
 * replaces PBKDF2's 600,000 iterations in this process only (Payload's hashing and Kala's own check
 * of a password, cms/api/auth/passwordHash.ts, alike), so a user costs ~1 ms instead of ~230 ms.
 * Servers the tests start as processes of their own, and production, hash at full cost: a test
 * says so (tests/int/account-security.int.spec.ts).
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { afterAll } from 'vitest'

const PRODUCTION_ITERATIONS = 600_000
const testIterations = Number(process.env.KALA_TEST_PASSWORD_ITERATIONS ?? PRODUCTION_ITERATIONS)
const patched = globalThis as { kalaTestPbkdf2?: boolean }
if (!patched.kalaTestPbkdf2 && testIterations !== PRODUCTION_ITERATIONS) {
  patched.kalaTestPbkdf2 = true
  const original = crypto.pbkdf2
  ;(crypto as { pbkdf2: typeof crypto.pbkdf2 }).pbkdf2 = ((password, salt, iterations, keylen, digest, callback) =>
    original(
      password,
      salt,
      iterations === PRODUCTION_ITERATIONS ? testIterations : iterations,
      keylen,
      digest,
      callback,
    )) as typeof crypto.pbkdf2
  syncBuiltinESMExports()
}

const initial = { ...process.env }
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name]
  Object.assign(process.env, initial)
})

/**
 * Counts the password hashes (PBKDF2 runs) the process computes, so a test can say "a sign-in for
 * an unknown address costs the same work as a wrong password" without timing anything. Import it
 * before anything that hashes: it wraps node:crypto's pbkdf2, for callers of `crypto.pbkdf2`
 * (Payload) and of the named import (cms/api/auth/passwordHash.ts) alike.
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

let runs = 0
const original = crypto.pbkdf2
;(crypto as { pbkdf2: typeof crypto.pbkdf2 }).pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
  runs++
  return original(...args)
}) as typeof crypto.pbkdf2
syncBuiltinESMExports()

/** How many password hashes `work` computed. */
export async function passwordHashesOf(work: () => Promise<unknown>): Promise<number> {
  const before = runs
  await work()
  return runs - before
}

import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Payload's password hashing (payload/dist/auth/strategies/local/generatePasswordSaltHash.js at
 * 3.90): PBKDF2-SHA256, 600,000 iterations and 32 bytes behind a 'pbkdf2-sha256-v1:' prefix; hashes
 * from before that prefix used 25,000 iterations and 512 bytes. Payload does not export its check,
 * so it is mirrored here for the two places that need it outside payload.login: the current
 * password of the change-password form, and the dummy work that makes a login for an unknown
 * e-mail cost as much as a wrong password.
 */
/** PBKDF2, looked up at each call (so a test harness that counts or cheapens hashes sees these too). */
const derive = (password: string, salt: string, iterations: number, keyLength: number, digest: string): Promise<Buffer> =>
  promisify(pbkdf2)(password, salt, iterations, keyLength, digest)
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** A salt made once per process: the dummy hash must cost the same, its result is never used. */
const dummySalt = randomBytes(32).toString('hex')

/** True when the password matches the stored salt and hash (in constant time). */
export async function passwordMatches(row: { salt?: unknown; hash?: unknown }, password: string): Promise<boolean> {
  const { salt, hash } = row
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const stored = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const given = await derive(password, salt, iterations, keyLength, 'sha256')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** The work of checking one password, spent for nothing (an unknown e-mail at login). */
export async function spendPasswordWork(password: string): Promise<void> {
  await derive(password, dummySalt, CURRENT.iterations, CURRENT.keyLength, 'sha256')
}

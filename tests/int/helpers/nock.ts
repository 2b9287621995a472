/**
 * nock for a test file that intercepts HTTP (Razorpay's API). Files share a worker one after
 * another (vitest.int.config.ts: isolate false), so each file turns nock on before its tests and
 * off after them, leaving no interceptor and no refused network to the next file: a file that
 * found nock turned off by the one before would otherwise send its requests out for real.
 */
import nock from 'nock'
import { afterAll, beforeAll } from 'vitest'

export function useNock(): typeof nock {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate()
    // Nothing leaves the machine: an unexpected call fails loudly instead of reaching Razorpay.
    nock.disableNetConnect()
    nock.enableNetConnect(/127\.0\.0\.1|localhost/)
  })
  afterAll(() => {
    nock.cleanAll()
    nock.enableNetConnect()
    nock.restore()
  })
  return nock
}

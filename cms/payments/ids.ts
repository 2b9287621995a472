import { randomBytes } from 'node:crypto'
import { hmacSha256Hex } from './signatures'

/**
 * Ids shaped like Razorpay's (`order_`, `pay_`, `rfnd_` + 14 base62 characters), so simulated
 * values pass the same format checks and fit the same columns as real ones.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const ID_LENGTH = 14

/** 14 base62 characters from at least 11 bytes (62^14 < 2^88): enough entropy that every id is distinct. */
function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`)
  let out = ''
  for (let i = 0; i < ID_LENGTH; i++) {
    out += ALPHABET[Number(n % 62n)]
    n /= 62n
  }
  return out
}

/** A fresh id (payments: each attempt is a new payment). */
export const randomId = (prefix: string): string => `${prefix}_${base62(randomBytes(16))}`

/** The same id for the same secret and input, on every instance and after a restart. */
export const derivedId = (prefix: string, secret: string, input: string): string =>
  `${prefix}_${base62(Buffer.from(hmacSha256Hex(secret, `${prefix}|${input}`), 'hex'))}`

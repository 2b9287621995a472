import { errors, jwtVerify, SignJWT } from 'jose'
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The storefront's bearer tokens (DECISIONS 17).
 *
 * - Access token: a JWT (HS256) valid for 15 minutes, audience 'kala-storefront', signed with a key
 *   derived from PAYLOAD_SECRET (HKDF), so it is never interchangeable with Payload's own CMS
 *   token (signed with the raw secret). Claims: sub (user id), fam (refresh family), iat, exp, jti.
 *   Stateless: a revoked family's access tokens live out their 15 minutes.
 * - Refresh token: 32 random bytes (base64url) with a 'kala_rt_' prefix, so secret scanners can
 *   spot one in a leak. Stored only as its sha256 (see collections/RefreshTokens.ts).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
export const ACCESS_TOKEN_AUDIENCE = 'kala-storefront'
export const ACCESS_TOKEN_ISSUER = 'kala'
const REFRESH_TOKEN_PREFIX = 'kala_rt_'

const keys = new Map<string, Uint8Array>()

/** HKDF-SHA256(secret, info='kala-storefront-access-token'): 32 bytes, cached per secret. */
function accessKey(secret: string): Uint8Array {
  let key = keys.get(secret)
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'kala', 'kala-storefront-access-token', 32))
    keys.set(secret, key)
  }
  return key
}

export type AccessClaims = { userId: string; family: string }

export async function signAccessToken(secret: string, userId: string | number, family: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000)
  return new SignJWT({ fam: family })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(randomBytes(9).toString('base64url'))
    .sign(accessKey(secret))
}

/** The claims of a valid, unexpired storefront access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  // Not a JWT at all (three base64url parts): not ours, and not worth a signature check.
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 2048) return null
  try {
    const { payload } = await jwtVerify(token, accessKey(secret), {
      algorithms: ['HS256'],
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null
    return { userId: payload.sub, family: payload.fam }
  } catch (error) {
    // An expired, forged or foreign token is simply not a storefront session; anything else is a bug.
    if (error instanceof errors.JOSEError) return null
    throw error
  }
}

export const newRefreshToken = (): string => REFRESH_TOKEN_PREFIX + randomBytes(32).toString('base64url')
export const newFamilyId = (): string => randomBytes(16).toString('hex')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Constant-time comparison of two strings (tokens, codes). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

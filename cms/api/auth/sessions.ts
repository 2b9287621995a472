import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import type { RefreshToken } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { docId } from '../user/docId'
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, newFamilyId, newRefreshToken, signAccessToken } from './tokens'

/**
 * Storefront sessions: a login starts a family of refresh tokens; each refresh exchanges the
 * presented token for a new one (rotation); presenting a token that was already exchanged means
 * it was copied, so the whole family is revoked. Rows are written here only, with overrideAccess
 * (no member may create or edit them; see collections/RefreshTokens.ts).
 */
export const REFRESH_TOKEN_TTL_DAYS = 30
const TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000

export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number }
const system = { overrideAccess: true, depth: 0 } as const

async function store(payload: Payload, userId: string | number, family: string, parentHash: string): Promise<string> {
  const refreshToken = newRefreshToken()
  await payload.create({
    collection: 'refresh-tokens',
    data: {
      tokenHash: hashToken(refreshToken),
      parentHash,
      family,
      user: docId(payload, userId) as number,
      expiresAt: new Date(Date.now() + TTL_MS).toISOString(),
    },
    ...system,
  })
  return refreshToken
}

async function pair(payload: Payload, userId: string | number, family: string, refreshToken: string): Promise<TokenPair> {
  return { accessToken: await signAccessToken(payload.secret, userId, family), refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
}

/** A new family for a member who just proved their password. Their expired rows are pruned. */
export async function startSession(payload: Payload, userId: string | number): Promise<TokenPair> {
  await payload.delete({
    collection: 'refresh-tokens',
    where: { and: [{ user: { equals: userId } }, { expiresAt: { less_than: new Date().toISOString() } }] },
    ...system,
  })
  const family = newFamilyId()
  const refreshToken = await store(payload, userId, family, `login:${family}`)
  return pair(payload, userId, family, refreshToken)
}

async function findByToken(payload: Payload, token: string): Promise<RefreshToken | null> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    pagination: false,
    ...system,
  })
  return docs[0] ?? null
}

/**
 * Revokes every live row of a family. Through the adapter, writing only the two columns: a
 * concurrent rotation's `usedAt` and this revocation never overwrite each other (Payload's update
 * would write back the whole row it read before).
 */
export async function revokeFamily(payload: Payload, family: string, reason: 'logout' | 'reuse' | 'password'): Promise<void> {
  await payload.db.updateMany({
    collection: 'refresh-tokens',
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString(), revokedReason: reason },
    returning: false,
  })
}

/** One row's columns, written alone (see revokeFamily). */
async function mark(payload: Payload, id: string | number, data: Partial<RefreshToken>): Promise<void> {
  await payload.db.updateOne({ collection: 'refresh-tokens', id, data, returning: false })
}

/**
 * Reuse: the presented row is revoked first, then its family. A concurrent rotation that stored
 * a child checks its parent after storing it (rotateSession): either it sees this revocation and
 * revokes its own child, or this revocation came later and the family's search finds the child.
 */
async function revokeForReuse(payload: Payload, row: RefreshToken): Promise<void> {
  await mark(payload, row.id, { revokedAt: new Date().toISOString(), revokedReason: 'reuse' })
  await revokeFamily(payload, row.family, 'reuse')
}

/**
 * Exchanges a refresh token for a new pair, or returns null (the caller answers 401): unknown,
 * expired or revoked tokens, deleted or unverified accounts, and reuse, which also revokes the family.
 */
export async function rotateSession(payload: Payload, token: string): Promise<TokenPair | null> {
  const row = await findByToken(payload, token)
  if (!row || row.revokedAt || !row.user) return null
  if (row.usedAt) {
    await revokeForReuse(payload, row)
    return null
  }
  if (new Date(row.expiresAt).getTime() <= Date.now()) return null
  const userId = idOf(row.user)
  const user = await payload.findByID({ collection: 'users', id: userId, ...system, disableErrors: true })
  if (!user || (user as { _verified?: boolean | null })._verified === false) return null
  let next: string
  try {
    // parentHash is unique: of two concurrent exchanges of one token, only one can store its child.
    next = await store(payload, userId, row.family, row.tokenHash)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    await revokeForReuse(payload, row)
    return null
  }
  await mark(payload, row.id, { usedAt: new Date().toISOString() })
  const parent = await payload.findByID({ collection: 'refresh-tokens', id: row.id, ...system, disableErrors: true })
  if (!parent || parent.revokedAt) {
    // A concurrent exchange of the same token was refused as reuse meanwhile: this child goes too.
    await revokeFamily(payload, row.family, 'reuse')
    return null
  }
  return pair(payload, userId, row.family, next)
}

/** Signs a session out: its whole family is revoked. Unknown tokens are ignored (logout is idempotent). */
export async function endSession(payload: Payload, token: string): Promise<void> {
  const row = await findByToken(payload, token)
  if (row && !row.revokedAt) await revokeFamily(payload, row.family, 'logout')
}

/**
 * After a password change or reset: every session of the member ends, but `keepFamily` (the
 * session that changed it, so the member stays signed in where they are). Whoever holds a
 * refresh token from before, a thief included, must log in with the new password.
 */
export async function revokeOtherSessions(payload: Payload, userId: string | number, keepFamily?: string): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: {
      and: [
        { user: { equals: userId } },
        { revokedAt: { exists: false } },
        ...(keepFamily ? [{ family: { not_equals: keepFamily } }] : []),
      ],
    },
    data: { revokedAt: new Date().toISOString(), revokedReason: 'password' },
    ...system,
  })
}

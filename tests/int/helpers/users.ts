import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import { SELLER_ROLES, type Role } from '../../../shared/constants'

export const PASSWORD = 'test-password-123'

/**
 * A verified account of the given role, created as staff would (no e-mail); a seller is trusted
 * (their works are approved on create, as the demo's are) unless `extra` says `trusted: false`.
 */
export async function makeUser(payload: Payload, role: Role, name: string, extra: Partial<User> = {}): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      email: `${name}@example.test`,
      username: name,
      fullName: name.replace(/(^|-)\w/g, (m) => m.toUpperCase()).replace(/-/g, ' '),
      role,
      phone: '9876543210',
      password: PASSWORD,
      _verified: true,
      trusted: (SELLER_ROLES as readonly string[]).includes(role),
      ...extra,
    } as User & { password: string },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { seeding: true },
  })
}

export type Cast = Record<'explorer' | 'artistA' | 'artistB' | 'gallery' | 'collector' | 'researcher' | 'editor' | 'admin', User>

/** One user of every role the access rules distinguish. */
export async function makeCast(payload: Payload): Promise<Cast> {
  return {
    explorer: await makeUser(payload, 'explorer', 'eve-explorer'),
    artistA: await makeUser(payload, 'artist', 'anil-artist'),
    artistB: await makeUser(payload, 'artist', 'bina-artist'),
    gallery: await makeUser(payload, 'gallery', 'gita-gallery'),
    collector: await makeUser(payload, 'collector', 'chetan-collector'),
    researcher: await makeUser(payload, 'researcher', 'riya-researcher'),
    editor: await makeUser(payload, 'editor', 'esha-editor'),
    admin: await makeUser(payload, 'admin', 'arjun-admin'),
  }
}

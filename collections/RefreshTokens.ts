import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'

/**
 * Storefront sign-in sessions: one row per refresh token, stored only as its sha256. Tokens of one
 * login form a family (a chain of rotations). Written only by the auth routes (cms/api/auth);
 * admins may read the rows and delete them (which signs that session out at its next refresh).
 *
 * `parentHash` is unique: it is the hash of the token this one replaced (or 'login:<family>' for
 * the first), so two concurrent rotations of the same token cannot both succeed, on any adapter.
 */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  labels: { singular: 'Refresh token', plural: 'Refresh tokens' },
  admin: {
    group: 'People',
    useAsTitle: 'family',
    defaultColumns: ['user', 'family', 'expiresAt', 'usedAt', 'revokedAt', 'createdAt'],
    description: 'Storefront sessions. A reused refresh token revokes its whole family.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'parentHash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'family', type: 'text', required: true, index: true, admin: { readOnly: true } },
    // Not required: the database sets it to null when the account is deleted (then the token is dead).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'usedAt', type: 'date', admin: { readOnly: true, description: 'When it was exchanged for the next token.' } },
    { name: 'revokedAt', type: 'date', admin: { readOnly: true } },
    { name: 'revokedReason', type: 'select', options: ['logout', 'reuse', 'password'], admin: { readOnly: true } },
  ],
  timestamps: true,
}

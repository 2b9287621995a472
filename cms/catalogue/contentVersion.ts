/**
 * What public answers are made of: every collection and global a public route reads. The
 * catalogue's version (Catalogue.version) is the newest `updatedAt` over all of them plus the
 * highest artwork id, so any write through Payload (an edit, a like, a sale, a profile or a guide
 * changed, a member verified) moves it, on every instance at once, at the cost of one index lookup
 * per collection (Payload indexes `updatedAt` on every collection).
 *
 * Not seen: a deletion and a write made outside Payload without touching `updated_at`; memo.ts's
 * time to live bounds how long those go unnoticed.
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

export const PUBLIC_COLLECTIONS = [
  'artworks',
  'users',
  'artwork-collections',
  'galleries',
  'exhibitions',
  'representations',
  'categories',
  'dictionary-categories',
  'dictionary-terms',
  'guides',
  'media',
  // A sold work's page shows its certificate's number (its provenance): issuing or revoking one moves the version.
  'certificates',
] as const satisfies readonly CollectionSlug[]

export const PUBLIC_GLOBALS = ['home-curation', 'site-settings'] as const satisfies readonly GlobalSlug[]

/** Payload's SQL table for a slug. */
export const tableOf = (slug: string): string => slug.replace(/-/g, '_')

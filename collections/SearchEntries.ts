import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * The portable search index (cms/search/portable.ts): one entry per searchable document, used by
 * the portable catalogue (MongoDB, or CATALOGUE_IMPL=portable on SQL). The SQL catalogue reads its
 * own tables instead (cms/search/indexer.ts). Derived data kept by collection hooks: nobody reads
 * or writes it through the API or the back office; the server does, with overrideAccess.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['kind', 'doc'], unique: true }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['artwork', 'artist', 'gallery'], index: true },
    /** The document's id (text: numbers on SQL, ObjectIds on MongoDB). */
    { name: 'doc', type: 'text', required: true },
    /** Popularity, the last tie-break: likes for artworks, views for galleries. */
    { name: 'rank', type: 'number', defaultValue: 0 },
    /** { term: weight } (cms/search/postings.ts). */
    { name: 'postings', type: 'json', required: true },
    /** Every term, each term's one-letter deletions and its beginnings: a query word's keys find its exact, typo and prefix matches. */
    { name: 'keys', type: 'text', hasMany: true, index: true },
  ],
  timestamps: false,
}

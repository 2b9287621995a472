/**
 * Collection hooks that keep the search index (cms/search/indexer.ts) in step with the data, in the
 * same transaction as the write. They run while seeding too: `req.context.seeding` only switches
 * off e-mail, never the index.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Artwork, Gallery, User } from '../../payload-types'
import { artworkPostings, indexDocument, personPostings, rankOf, removeDocument } from './indexer'

export const indexArtwork: CollectionAfterChangeHook<Artwork> = async ({ doc, req }) => {
  await indexDocument(req.payload, 'artwork', doc.id, artworkPostings({ ...doc, colors: doc.colors ?? [] }), rankOf(doc.likes), req)
  return doc
}

export const unindexArtwork: CollectionAfterDeleteHook<Artwork> = async ({ id, req }) => {
  await removeDocument(req.payload, 'artwork', id, req)
}

/** Artists are searchable by name; a member whose role changes away from artist leaves the index. */
export const indexArtist: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, req }) => {
  if (doc.role === 'artist') {
    await indexDocument(
      req.payload,
      'artist',
      doc.id,
      personPostings({ name: doc.fullName, username: doc.username, slug: doc.slug, city: doc.city, bio: doc.bio }),
      0,
      req,
    )
  } else if (previousDoc?.role === 'artist') {
    await removeDocument(req.payload, 'artist', doc.id, req)
  }
  return doc
}

export const unindexArtist: CollectionAfterDeleteHook<User> = async ({ id, req }) => {
  await removeDocument(req.payload, 'artist', id, req)
}

export const indexGallery: CollectionAfterChangeHook<Gallery> = async ({ doc, req }) => {
  await indexDocument(
    req.payload,
    'gallery',
    doc.id,
    personPostings({ name: doc.name, username: doc.username, city: doc.city, bio: doc.bio }),
    rankOf(doc.views),
    req,
  )
  return doc
}

export const unindexGallery: CollectionAfterDeleteHook<Gallery> = async ({ id, req }) => {
  await removeDocument(req.payload, 'gallery', id, req)
}

/**
 * Collection hooks that keep the search index in step with the data, in the same transaction as
 * the write. On SQL the index tables (indexer.ts) are always kept, whichever catalogue reads them;
 * the portable index (portable.ts) is kept when the portable catalogue is in use. They run while
 * seeding too: `req.context.seeding` only switches off e-mail, never the index.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import type { Artwork, Gallery, User } from '../../payload-types'
import { catalogueImplOf } from '../catalogue'
import { accountOf } from '../catalogue/accounts'
import { dialectOf } from '../db/sql'
import { indexDocument, removeDocument } from './indexer'
import { artistEntry, artworkEntry, galleryEntry, indexEntry, removeEntry } from './portable'
import { rankOf, type Kind, type Postings } from './postings'

async function index(payload: Payload, kind: Kind, id: number | string, postings: Postings, rank: number, req: PayloadRequest) {
  if (dialectOf(payload)) await indexDocument(payload, kind, id, postings, rank, req)
  if (catalogueImplOf(payload) === 'portable') await indexEntry(payload, kind, id, postings, rank, req)
}

async function remove(payload: Payload, kind: Kind, id: number | string, req: PayloadRequest) {
  if (dialectOf(payload)) await removeDocument(payload, kind, id, req)
  if (catalogueImplOf(payload) === 'portable') await removeEntry(payload, kind, id, req)
}

export const indexArtwork: CollectionAfterChangeHook<Artwork> = async ({ doc, req }) => {
  await index(req.payload, 'artwork', doc.id, artworkEntry(doc), rankOf(doc.likes), req)
  return doc
}

export const unindexArtwork: CollectionAfterDeleteHook<Artwork> = async ({ id, req }) => {
  await remove(req.payload, 'artwork', id, req)
}

/**
 * An artist is searchable by name once their account is public (e-mail verified); a member who is
 * not (or whose role changes away from artist) leaves the index.
 */
export async function indexArtistEntry(payload: Payload, doc: User, req: PayloadRequest): Promise<void> {
  const account = doc.role === 'artist' ? await accountOf(payload, doc.id, req) : null
  if (account?.verified) await index(payload, 'artist', doc.id, artistEntry(doc), 0, req)
  else await remove(payload, 'artist', doc.id, req)
}

export const indexArtist: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, req }) => {
  if (doc.role === 'artist' || previousDoc?.role === 'artist') await indexArtistEntry(req.payload, doc, req)
  return doc
}

export const unindexArtist: CollectionAfterDeleteHook<User> = async ({ id, req }) => {
  await remove(req.payload, 'artist', id, req)
}

/** A gallery is searchable while its page is public (its owner verified the account's e-mail). */
export const indexGallery: CollectionAfterChangeHook<Gallery> = async ({ doc, req }) => {
  if (doc.ownerVerified) await index(req.payload, 'gallery', doc.id, galleryEntry(doc), rankOf(doc.views), req)
  else await remove(req.payload, 'gallery', doc.id, req)
  return doc
}

export const unindexGallery: CollectionAfterDeleteHook<Gallery> = async ({ id, req }) => {
  await remove(req.payload, 'gallery', id, req)
}

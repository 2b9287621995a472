/**
 * The catalogue's version as the visitor cache (cms/api/public/visitorCache.ts) and the rendered
 * pages (cms/render/render.ts) read it: one read in flight per process, shared by every request
 * that needs it meanwhile.
 */
import type { Payload } from 'payload'
import { catalogueOf } from '.'

/**
 * One read at a time: a request that arrives while the version is being read waits for that read
 * instead of starting its own. Under load this turns one query a request into one query per query
 * time. A request may so be answered under a read that began just before it arrived: a write is
 * seen by every request that arrives one version read after it (well under a millisecond on
 * SQLite, a round trip on PostgreSQL), on every instance.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}

const readers = new WeakMap<Payload, () => Promise<string>>()

/** This process's shared reader of the catalogue's version. */
export function sharedVersion(payload: Payload): () => Promise<string> {
  let reader = readers.get(payload)
  if (!reader) {
    const catalogue = catalogueOf(payload)
    reader = sharedRead(() => catalogue.version())
    readers.set(payload, reader)
  }
  return reader
}

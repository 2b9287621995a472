/** The catalogue on Payload's Local API: every adapter, MongoDB included (see types.ts). */
import type { Payload } from 'payload'
import { portableSearch } from '../../search/portable'
import type { Catalogue } from '../types'
import { portableArtworks, whereOf } from './artworks'
import { portablePeople } from './people'

export function portableCatalogue(payload: Payload): Catalogue {
  const artworks = portableArtworks(payload)
  return {
    impl: 'portable',
    ...artworks,
    ...portablePeople(payload),
    search: portableSearch(payload, {
      visibleIds: artworks.visibleIds,
      async filtered(ids, filter) {
        if (ids.length === 0) return []
        const { docs } = await payload.find({
          collection: 'artworks',
          where: { and: [whereOf(filter), { id: { in: ids } }] },
          pagination: false,
          depth: 0,
          select: { likes: true, price: true, createdAt: true },
          overrideAccess: false,
        })
        return docs.map((d) => ({ id: String(d.id), likes: d.likes ?? 0, price: d.price ?? null, createdAt: String(d.createdAt) }))
      },
    }),
  }
}

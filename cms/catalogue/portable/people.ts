/**
 * Members and galleries on Payload's Local API, as a visitor (`overrideAccess: false`, no user):
 * the collections' read access and the private-field rules of collections/Users apply, so e-mail,
 * phone, addresses and tokens never come out, and only public accounts and gallery pages (saleRules'
 * publicAccountWhere and publicGalleryWhere, the collections' read access for visitors) are found. Counts per gallery are computed in memory.
 */
import type { Payload, Where } from 'payload'
import type { Role } from '../../../shared/constants'
import type { Exhibition, Gallery, User } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { looksLikeId } from '../content'
import type { Id, MemberKey } from '../types'

const SUMMARY_SELECT = { fullName: true, username: true, slug: true, photo: true, city: true, role: true, createdAt: true } as const
const visitor = { overrideAccess: false } as const

const inOrder = <T extends { id: number | string }>(ids: Id[], list: T[]): T[] => {
  const byId = new Map(list.map((x) => [String(x.id), x]))
  return ids.map((id) => byId.get(String(id))).filter((x): x is T => x !== undefined)
}

export function portablePeople(payload: Payload) {
  async function exhibitions(where: Where, select: Record<string, true>): Promise<Partial<Exhibition>[]> {
    const { docs } = await payload.find({ collection: 'exhibitions', where, pagination: false, depth: 0, select, ...visitor })
    return docs as Partial<Exhibition>[]
  }
  const perGallery = (list: Partial<Exhibition>[]): Map<Id, number> => {
    const out = new Map<Id, number>()
    for (const e of list) out.set(idOf(e.gallery), (out.get(idOf(e.gallery)) ?? 0) + 1)
    return out
  }

  return {
    async member(key: MemberKey): Promise<User | null> {
      let where: Where
      if ('username' in key) where = { username: { equals: key.username } }
      else {
        const match: Where = { or: [{ slug: { equals: key.slugOrUsername.toLowerCase() } }, { username: { equals: key.slugOrUsername } }] }
        where = key.role ? { and: [match, { role: { equals: key.role } }] } : match
      }
      const { docs } = await payload.find({ collection: 'users', where, limit: 2, sort: 'id', depth: 1, ...visitor })
      // A slug match wins over a username match (two members could hold the two).
      const bySlug = 'slugOrUsername' in key ? docs.find((u) => u.slug === key.slugOrUsername.toLowerCase()) : undefined
      return (bySlug ?? docs[0] ?? null) as User | null
    },

    async memberById(id: Id): Promise<User | null> {
      const { docs } = await payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 1, ...visitor })
      return (docs[0] as User | undefined) ?? null
    },

    async returnPolicies(ids: Id[]): Promise<Map<string, number | null>> {
      if (ids.length === 0) return new Map()
      // A public fact about a seller, read whatever their account's visibility (a work on sale names it).
      const { docs } = await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        select: { returnDays: true },
        overrideAccess: true,
      })
      return new Map(docs.map((u) => [String(u.id), u.returnDays ?? null]))
    },

    async artists(ids: Id[]): Promise<User[]> {
      if (ids.length === 0) return []
      const { docs } = await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        pagination: false,
        depth: 1,
        select: SUMMARY_SELECT,
        ...visitor,
      })
      return inOrder(ids, docs as User[])
    },

    async memberPage(role: Role, offset: number, limit: number): Promise<{ docs: User[]; total: number }> {
      const result = await payload.find({
        collection: 'users',
        where: { role: { equals: role } },
        sort: ['fullName', 'id'],
        page: Math.floor(offset / limit) + 1,
        limit,
        depth: 1,
        select: SUMMARY_SELECT,
        ...visitor,
      })
      return { docs: result.docs as User[], total: result.totalDocs }
    },

    async membersOfRole(role: Role): Promise<{ id: Id; createdAt: string }[]> {
      const { docs } = await payload.find({
        collection: 'users',
        where: { role: { equals: role } },
        pagination: false,
        depth: 0,
        select: { createdAt: true },
        ...visitor,
      })
      return docs.map((u) => ({ id: String(u.id), createdAt: String(u.createdAt) }))
    },

    async galleries(ids: Id[]): Promise<Gallery[]> {
      if (ids.length === 0) return []
      const { docs } = await payload.find({ collection: 'galleries', where: { id: { in: ids } }, pagination: false, depth: 1, ...visitor })
      return inOrder(ids, docs)
    },

    async gallery(key: string): Promise<Gallery | null> {
      const where: Where = looksLikeId(payload, key)
        ? { or: [{ id: { equals: key } }, { username: { equals: key } }] }
        : { username: { equals: key } }
      const { docs } = await payload.find({ collection: 'galleries', where, sort: 'id', limit: 1, depth: 1, ...visitor })
      return docs[0] ?? null
    },

    async galleryPage(offset: number, limit: number): Promise<{ docs: Gallery[]; total: number }> {
      const result = await payload.find({
        collection: 'galleries',
        sort: ['name', 'id'],
        page: Math.floor(offset / limit) + 1,
        limit,
        depth: 1,
        ...visitor,
      })
      return { docs: result.docs, total: result.totalDocs }
    },

    async galleryStats(): Promise<{ id: Id; createdAt: string; views: number }[]> {
      const { docs } = await payload.find({
        collection: 'galleries',
        pagination: false,
        depth: 0,
        select: { createdAt: true, views: true },
        ...visitor,
      })
      return docs.map((g) => ({ id: String(g.id), createdAt: String(g.createdAt), views: g.views ?? 0 }))
    },

    exhibitionsPerGallery: async (): Promise<Map<Id, number>> => perGallery(await exhibitions({}, { gallery: true })),

    async openGalleries(now: Date): Promise<Set<Id>> {
      const t = now.toISOString()
      const list = await exhibitions(
        { and: [{ startDate: { less_than_equal: t } }, { endDate: { greater_than_equal: t } }] },
        { gallery: true },
      )
      return new Set(list.map((e) => idOf(e.gallery)))
    },

    async accountsVersion(): Promise<string> {
      const latest = async (collection: 'users' | 'galleries') =>
        (await payload.find({ collection, sort: '-updatedAt', limit: 1, select: { updatedAt: true }, depth: 0, overrideAccess: true }))
          .docs[0]?.updatedAt ?? ''
      const [users, galleries] = await Promise.all([latest('users'), latest('galleries')])
      return `${users}#${galleries}`
    },

    activeExhibitionsPerGallery: async (since: Date): Promise<Map<Id, number>> =>
      perGallery(await exhibitions({ endDate: { greater_than_equal: since.toISOString() } }, { gallery: true })),
  }
}

/**
 * Members (users) and galleries in plain SQL, public columns only: users are readable by anyone
 * (collections/Users), and only the columns toPublicProfile, toArtistSummary and toApiGallery show
 * are read, never e-mail, phone, addresses, quiz answers or tokens. A profile with its CV is one
 * statement (each CV section a JSON array, ordered as saved): it is on the artwork page, a hot path.
 */
import type { Payload } from 'payload'
import type { Role } from '../../../shared/constants'
import type { Gallery, Media, User } from '../../../payload-types'
import { anyOf, iso, num, rows, sql, type Dialect, type Row, type SQL } from '../../db/sql'
import type { Id, MemberKey } from '../types'
import { numeric } from './artworks'
import { jsonRow, MEDIA_PAIRS, mediaFromRow, parsed, type Pairs } from './json'
import { publicAccountSql, publicGallerySql } from '../saleRules'

// Only public accounts and gallery pages (saleRules): an unverified account is never shown.
const PUBLIC_U = publicAccountSql('u')
const PUBLIC_G = publicGallerySql('g')

const SECTIONS: Record<string, Pairs> = {
  education: [
    ['institution', 'institution'],
    ['title', 'title'],
    ['yearStart', 'year_start'],
    ['yearEnd', 'year_end'],
  ],
  workshops: [
    ['title', 'title'],
    ['institution', 'institution'],
    ['year', 'year'],
  ],
  exhibitions: [
    ['institution', 'institution'],
    ['title', 'title'],
    ['type', 'type'],
    ['year', 'year'],
  ],
  awards: [
    ['title', 'title'],
    ['awardedBy', 'awarded_by'],
    ['year', 'year'],
  ],
  publications: [
    ['title', 'title'],
    ['type', 'type'],
    ['year', 'year'],
  ],
}

function section(dialect: Dialect, name: string, fields: Pairs): string {
  const object = jsonRow(
    dialect,
    fields.map(([key, column]) => [key, `s.${column}`]),
  )
  return dialect === 'postgres'
    ? `(SELECT coalesce(json_agg(${object} ORDER BY s._order), '[]'::json) FROM users_${name} s WHERE s._parent_id = u.id)`
    : `(SELECT json_group_array(json(x.j)) FROM (SELECT ${object} AS j FROM users_${name} s WHERE s._parent_id = u.id ORDER BY s._order) x)`
}

function profileSelect(dialect: Dialect): SQL {
  const columns: Pairs = [
    ['id', 'u.id'],
    ['username', 'u.username'],
    ['slug', 'u.slug'],
    ['fullName', 'u.full_name'],
    ['role', 'u.role'],
    ['bio', 'u.bio'],
    ['photo', 'u.photo_id'],
    ['city', 'u.city'],
    ['instagram', 'u.social_instagram'],
    ['x', 'u.social_x'],
    ['linkedin', 'u.social_linkedin'],
    ...Object.entries(SECTIONS).map(([name, fields]): [string, string] => [name, section(dialect, name, fields)]),
  ]
  return sql.raw(`${jsonRow(dialect, columns)} AS j`)
}

const SUMMARY = sql.raw('u.id, u.full_name, u.username, u.slug, u.city, u.photo_id, u.role, u.created_at')

export function sqlPeople(payload: Payload, dialect: Dialect) {
  const profile = profileSelect(dialect)

  async function mediaByIds(ids: unknown[]): Promise<Map<number, Media>> {
    const unique = numeric(ids.filter((v) => v !== null && v !== undefined).map(String))
    if (unique.length === 0) return new Map()
    const found = (
      await rows(payload, sql`SELECT ${sql.raw(jsonRow(dialect, MEDIA_PAIRS))} AS j FROM media m WHERE ${anyOf(dialect, 'm.id', unique)}`)
    ).map(parsed)
    return new Map(found.map((r) => [num(r.media_id), mediaFromRow(r)]))
  }

  async function profileWhere(where: SQL, order?: SQL): Promise<User | null> {
    const [row] = (
      await rows(
        payload,
        sql`SELECT ${profile} FROM users u WHERE ${PUBLIC_U} AND ${where}${order ? sql` ORDER BY ${order}` : sql``} LIMIT 1`,
      )
    ).map(parsed)
    if (!row) return null
    const photos = await mediaByIds([row.photo])
    const list = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as never
    return {
      id: num(row.id),
      username: String(row.username),
      slug: (row.slug as string | null) ?? null,
      fullName: String(row.fullName),
      role: row.role as User['role'],
      bio: (row.bio as string | null) ?? null,
      photo: photos.get(num(row.photo)) ?? null,
      city: (row.city as string | null) ?? null,
      social: {
        instagram: (row.instagram as string | null) ?? null,
        x: (row.x as string | null) ?? null,
        linkedin: (row.linkedin as string | null) ?? null,
      },
      education: list(row.education),
      workshops: list(row.workshops),
      exhibitions: list(row.exhibitions),
      awards: list(row.awards),
      publications: list(row.publications),
    } as unknown as User
  }

  function summaryFromRow(r: Row, photos: Map<number, Media>): User {
    return {
      id: num(r.id),
      fullName: String(r.full_name),
      username: String(r.username),
      slug: (r.slug as string | null) ?? null,
      city: (r.city as string | null) ?? null,
      role: r.role as User['role'],
      photo: photos.get(num(r.photo_id)) ?? null,
      createdAt: iso(r.created_at),
    } as User
  }

  async function summaries(found: Row[]): Promise<User[]> {
    const photos = await mediaByIds(found.map((r) => r.photo_id))
    return found.map((r) => summaryFromRow(r, photos))
  }

  async function galleriesFrom(found: Row[]): Promise<Gallery[]> {
    const ids = found.map((r) => num(r.id))
    if (ids.length === 0) return []
    const rels = await rows(
      payload,
      sql`SELECT parent_id, path, media_id, users_id FROM galleries_rels WHERE ${anyOf(dialect, 'parent_id', ids)} AND path IN ('banners', 'artists') ORDER BY parent_id, "order"`,
    )
    const media = await mediaByIds([...found.map((r) => r.photo_id), ...rels.map((b) => b.media_id)])
    const banners = new Map<number, Media[]>()
    const artists = new Map<number, number[]>()
    for (const r of rels) {
      const parent = num(r.parent_id)
      if (r.path === 'banners') {
        const m = media.get(num(r.media_id))
        if (m) banners.set(parent, [...(banners.get(parent) ?? []), m])
      } else if (r.users_id !== null && r.users_id !== undefined) {
        artists.set(parent, [...(artists.get(parent) ?? []), num(r.users_id)])
      }
    }
    return found.map(
      (r) =>
        ({
          id: num(r.id),
          name: String(r.name),
          username: String(r.username),
          bio: (r.bio as string | null) ?? null,
          city: (r.city as string | null) ?? null,
          photo: media.get(num(r.photo_id)) ?? null,
          banners: banners.get(num(r.id)) ?? [],
          artists: artists.get(num(r.id)) ?? [],
          views: num(r.views),
          createdAt: iso(r.created_at),
        }) as unknown as Gallery,
    )
  }

  const GALLERY = sql.raw('g.id, g.name, g.username, g.bio, g.city, g.photo_id, g.views, g.created_at')
  const inOrder = <T extends { id: number | string }>(ids: Id[], list: T[]): T[] => {
    const byId = new Map(list.map((x) => [String(x.id), x]))
    return ids.map((id) => byId.get(String(id))).filter((x): x is T => x !== undefined)
  }

  return {
    async member(key: MemberKey): Promise<User | null> {
      if ('username' in key) return profileWhere(sql`u.username = ${key.username}`)
      const value = key.slugOrUsername
      const match = sql`(u.slug = ${value.toLowerCase()} OR u.username = ${value})`
      // A slug match wins over a username match (two members could hold the two).
      return profileWhere(key.role ? sql`${match} AND u.role = ${key.role}` : match, sql`(u.slug = ${value.toLowerCase()}) DESC, u.id`)
    },

    async memberById(id: Id): Promise<User | null> {
      const n = Number(id)
      return Number.isInteger(n) ? profileWhere(sql`u.id = ${n}`) : null
    },

    async returnPolicies(ids: Id[]): Promise<Map<string, number | null>> {
      const unique = numeric(ids)
      if (unique.length === 0) return new Map()
      const found = await rows(payload, sql`SELECT u.id, u.return_days FROM users u WHERE ${anyOf(dialect, 'u.id', unique)}`)
      return new Map(
        found.map((r) => [String(num(r.id)), r.return_days === null || r.return_days === undefined ? null : num(r.return_days)]),
      )
    },

    async artists(ids: Id[]): Promise<User[]> {
      const unique = numeric(ids)
      if (unique.length === 0) return []
      return inOrder(
        ids,
        await summaries(await rows(payload, sql`SELECT ${SUMMARY} FROM users u WHERE ${PUBLIC_U} AND ${anyOf(dialect, 'u.id', unique)}`)),
      )
    },

    async memberPage(role: Role, offset: number, limit: number): Promise<{ docs: User[]; total: number }> {
      const [found, [count]] = await Promise.all([
        rows(
          payload,
          sql`SELECT ${SUMMARY} FROM users u WHERE u.role = ${role} AND ${PUBLIC_U} ORDER BY u.full_name, u.id LIMIT ${limit} OFFSET ${offset}`,
        ),
        rows(payload, sql`SELECT count(*) AS n FROM users u WHERE u.role = ${role} AND ${PUBLIC_U}`),
      ])
      return { docs: await summaries(found), total: num(count?.n) }
    },

    async membersOfRole(role: Role): Promise<{ id: Id; createdAt: string }[]> {
      const found = await rows(payload, sql`SELECT u.id, u.created_at FROM users u WHERE u.role = ${role} AND ${PUBLIC_U}`)
      return found.map((r) => ({ id: String(num(r.id)), createdAt: iso(r.created_at) }))
    },

    async galleries(ids: Id[]): Promise<Gallery[]> {
      const unique = numeric(ids)
      if (unique.length === 0) return []
      return inOrder(
        ids,
        await galleriesFrom(
          await rows(payload, sql`SELECT ${GALLERY} FROM galleries g WHERE ${PUBLIC_G} AND ${anyOf(dialect, 'g.id', unique)}`),
        ),
      )
    },

    async gallery(key: string): Promise<Gallery | null> {
      const where = /^\d{1,12}$/.test(key) ? sql`(g.id = ${Number(key)} OR g.username = ${key})` : sql`g.username = ${key}`
      const found = await rows(payload, sql`SELECT ${GALLERY} FROM galleries g WHERE ${PUBLIC_G} AND ${where} ORDER BY g.id LIMIT 1`)
      return (await galleriesFrom(found))[0] ?? null
    },

    async galleryPage(offset: number, limit: number): Promise<{ docs: Gallery[]; total: number }> {
      const [found, [count]] = await Promise.all([
        rows(payload, sql`SELECT ${GALLERY} FROM galleries g WHERE ${PUBLIC_G} ORDER BY g.name, g.id LIMIT ${limit} OFFSET ${offset}`),
        rows(payload, sql`SELECT count(*) AS n FROM galleries g WHERE ${PUBLIC_G}`),
      ])
      return { docs: await galleriesFrom(found), total: num(count?.n) }
    },

    async galleryStats(): Promise<{ id: Id; createdAt: string; views: number }[]> {
      const found = await rows(payload, sql`SELECT g.id, g.created_at, g.views FROM galleries g WHERE ${PUBLIC_G}`)
      return found.map((r) => ({ id: String(num(r.id)), createdAt: iso(r.created_at), views: num(r.views) }))
    },

    async exhibitionsPerGallery(): Promise<Map<Id, number>> {
      const found = await rows(payload, sql`SELECT gallery_id, count(*) AS n FROM exhibitions WHERE published = true GROUP BY gallery_id`)
      return new Map(found.map((r) => [String(num(r.gallery_id)), num(r.n)]))
    },

    async openGalleries(now: Date): Promise<Set<Id>> {
      const t = now.toISOString()
      const found = await rows(
        payload,
        sql`SELECT DISTINCT gallery_id FROM exhibitions WHERE published = true AND start_date <= ${t} AND end_date >= ${t}`,
      )
      return new Set(found.map((r) => String(num(r.gallery_id))))
    },

    async accountsVersion(): Promise<string> {
      const [row] = await rows(payload, sql`SELECT (SELECT max(updated_at) FROM users) AS u, (SELECT max(updated_at) FROM galleries) AS g`)
      return `${row?.u ? iso(row.u) : ''}#${row?.g ? iso(row.g) : ''}`
    },

    async activeExhibitionsPerGallery(since: Date): Promise<Map<Id, number>> {
      const found = await rows(
        payload,
        sql`SELECT gallery_id, count(*) AS n FROM exhibitions WHERE published = true AND end_date >= ${since.toISOString()} GROUP BY gallery_id`,
      )
      return new Map(found.map((r) => [String(num(r.gallery_id)), num(r.n)]))
    },
  }
}

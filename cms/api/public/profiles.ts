/**
 * A public profile in one SQL statement, for the artwork page (a hot path): the user's public
 * columns and each CV section as a JSON array, ordered as saved. Users are readable by anyone
 * (collections/Users) and only the columns toPublicProfile shows are read, never e-mail, phone,
 * addresses or preferences; tests/int/api-public.int.spec.ts compares it with the Local API.
 */
import type { Payload } from 'payload'
import type { PublicProfile } from '../../../shared/api-types'
import type { User } from '../../../payload-types'
import { all, num } from '../../search/sql'
import { toPublicProfile } from '../mappers/profile'
import { jsonRow, mediaByIds, parsed } from './catalogue'

const SECTIONS: Record<string, [string, string][]> = {
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

function section(payload: Payload, name: string, fields: [string, string][]): string {
  const object = jsonRow(
    payload,
    fields.map(([key, column]) => [key, `s.${column}`]),
  )
  return payload.db.name === 'postgres'
    ? `(SELECT coalesce(json_agg(${object} ORDER BY s._order), '[]'::json) FROM users_${name} s WHERE s._parent_id = u.id)`
    : `(SELECT json_group_array(json(x.j)) FROM (SELECT ${object} AS j FROM users_${name} s WHERE s._parent_id = u.id ORDER BY s._order) x)`
}

/** The public profile of a user by id, or null. */
export async function publicProfileBySql(payload: Payload, id: number): Promise<PublicProfile | null> {
  const columns: [string, string][] = [
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
    ...Object.entries(SECTIONS).map(([name, fields]): [string, string] => [name, section(payload, name, fields)]),
  ]
  const [row] = (await all(payload, `SELECT ${jsonRow(payload, columns)} AS j FROM users u WHERE u.id = ?`, [id])).map(parsed)
  if (!row) return null
  const photos = row.photo === null || row.photo === undefined ? new Map() : await mediaByIds(payload, [num(row.photo)])
  const list = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as never
  return toPublicProfile({
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
  } as unknown as User)
}

/**
 * A deleted row's id is never given to a new one (migrations/sqlite/*_ids_never_reused.ts; on
 * PostgreSQL every id comes from a sequence): old links, likes, carts and shared previews never
 * point at another work, order or member.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialectOf, rows, sql } from '../../cms/db/sql'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeArtwork } from './helpers/shop'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => t?.close())

/** The collections whose ids are in public addresses or in what a member keeps. */
const ADDRESSED = ['artworks', 'artwork_collections', 'exhibitions', 'orders', 'users', 'galleries', 'media', 'likes']

describe('ids', () => {
  it('are not given again after the newest artwork and the newest member are deleted', async () => {
    const artist = await makeUser(payload, 'artist', 'stable-ids-artist')
    const first = await makeArtwork(payload, artist, { title: 'First', status: 'published' })
    const newest = await makeArtwork(payload, artist, { title: 'Newest', status: 'published' })
    await payload.delete({ collection: 'artworks', id: newest.id, overrideAccess: true })
    const next = await makeArtwork(payload, artist, { title: 'Listed after the delete', status: 'published' })
    expect(Number(next.id)).toBeGreaterThan(Number(newest.id))
    expect(Number(newest.id)).toBeGreaterThan(Number(first.id))

    const member = await makeUser(payload, 'collector', 'stable-ids-newest')
    await payload.delete({ collection: 'users', id: member.id, overrideAccess: true })
    const another = await makeUser(payload, 'collector', 'stable-ids-another')
    expect(Number(another.id)).toBeGreaterThan(Number(member.id))
  })

  it('come from a counter that only grows in every table with a numeric id', async () => {
    const dialect = dialectOf(payload)
    if (dialect === 'sqlite') {
      const tables = await rows<{ name: string; sql: string }>(
        payload,
        sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%\`id\` integer PRIMARY KEY%'`,
      )
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(ADDRESSED))
      const reusing = tables.filter((table) => !table.sql.includes('PRIMARY KEY AUTOINCREMENT')).map((table) => table.name)
      expect(reusing).toEqual([])
    } else {
      const columns = await rows<{ table_name: string; column_default: string | null }>(
        payload,
        sql`SELECT table_name, column_default FROM information_schema.columns
            WHERE table_schema = current_schema() AND column_name = 'id' AND data_type IN ('integer', 'bigint')`,
      )
      expect(columns.map((column) => column.table_name)).toEqual(expect.arrayContaining(ADDRESSED))
      expect(columns.filter((column) => !column.column_default?.startsWith('nextval(')).map((column) => column.table_name)).toEqual([])
    }
  })
})

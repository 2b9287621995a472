import type { Migration } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations as postgres } from '../../migrations/postgres'
import { migrations as sqlite } from '../../migrations/sqlite'
import { startPayload, type TestPayload } from './helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => t?.close())

describe('migrations', () => {
  it('are committed for both SQL adapters, in the same number', () => {
    expect(sqlite.length).toBeGreaterThan(0)
    expect(postgres.map((m) => m.name.replace(/^\d+_\d+_/, ''))).toEqual(sqlite.map((m) => m.name.replace(/^\d+_\d+_/, '')))
  })

  it('build the whole schema on an empty database and are recorded once', async () => {
    const expected = (t.payload.db.name === 'postgres' ? postgres : sqlite).map((m) => m.name)
    const { docs } = await t.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    expect(docs.map((d) => d.name).sort()).toEqual([...expected].sort())
    // Running them again (a restart) changes nothing.
    await t.payload.db.migrate({ migrations: (t.payload.db.name === 'postgres' ? postgres : sqlite) as unknown as Migration[] })
    expect((await t.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })).totalDocs).toBe(expected.length)
  })

  it('leave every collection usable', async () => {
    for (const collection of t.payload.config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
      const result = await t.payload.find({ collection: collection.slug as 'users', limit: 1, overrideAccess: true })
      expect(result.totalDocs).toBe(0)
    }
  })
})

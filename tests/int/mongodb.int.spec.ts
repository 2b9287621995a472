import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestPayload } from './helpers/payload'
import { startPayload } from './helpers/payload'
import { makeCast } from './helpers/users'

/**
 * MongoDB cannot be installed where this project is built, so this file runs only where a server
 * exists: MONGODB_TEST_URI=mongodb://localhost:27017 (a replica set, for transactions).
 */
const server = process.env.MONGODB_TEST_URI
if (!server) console.info('tests/int/mongodb.int.spec.ts skipped: set MONGODB_TEST_URI to a MongoDB replica set to run it.')

describe.skipIf(!server)('MongoDB adapter', () => {
  let t: TestPayload
  beforeAll(async () => {
    const url = new URL(server!)
    url.pathname = `/kala_int_${Date.now()}`
    t = await startPayload({ databaseUri: url.toString() })
  })
  afterAll(async () => {
    await t?.payload.db.connection?.dropDatabase?.()
    await t?.close()
  })

  it('stores and reads artworks with the same access rules', async () => {
    const cast = await makeCast(t.payload)
    expect(t.payload.db.name).toBe('mongoose')
    const visitorView = await t.payload.find({ collection: 'users', where: { id: { equals: cast.artistA.id } }, overrideAccess: false })
    expect(visitorView.docs[0]).not.toHaveProperty('email')
    await expect(
      t.payload.create({
        collection: 'artwork-collections',
        data: { collectionName: 'x', description: 'y', status: true } as never,
        overrideAccess: false,
        user: cast.explorer,
      }),
    ).rejects.toThrow()
  })
})

import type { Migration } from 'payload'
import { SQLiteAsyncDialect } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations as postgres } from '../../migrations/postgres'
import { migrations as sqlite } from '../../migrations/sqlite'
import { backfillArtists, backfillEditions, statedEdition } from '../../cms/catalogue/backfill'
import { rows, run, sql } from '../../cms/db/sql'
import { backfillSellerLikes } from '../../cms/stats/backfill'
import { backfillModeration } from '../../cms/catalogue/moderationBackfill'
import { visibleSql } from '../../cms/catalogue/saleRules'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'
import { TAX_RATE_SEEDS } from '../../shared/invoices'

/** The catalogue's visibility predicate as its SQL reads it (cms/catalogue/saleRules.ts). */
const visibleQuery = new SQLiteAsyncDialect().sqlToQuery(visibleSql('a')).sql

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

  it("index the public listing by visibility, in a form the planner matches to the catalogue's own predicate", async () => {
    const listing = `SELECT a.id FROM artworks a WHERE ${visibleQuery} ORDER BY a.created_at DESC, a.id DESC LIMIT 12`
    if (t.payload.db.name === 'postgres') {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: t.databaseUri })
      await client.connect()
      try {
        // An empty table is read whole anyway; forbidding that shows whether the index can serve the query.
        await client.query('SET enable_seqscan = off')
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${listing}`)).rows.map((r) => r['QUERY PLAN']).join('\n')
        expect(plan).toContain('artworks_visible_created_at_idx')
      } finally {
        await client.end()
      }
      return
    }
    // SQLite refuses INDEXED BY (no query solution) when the index's predicate does not match the query's.
    const forced = listing.replace('FROM artworks a', 'FROM artworks a INDEXED BY artworks_visible_created_at_idx')
    const plan = await rows<{ detail: string }>(t.payload, sql.raw(`EXPLAIN QUERY PLAN ${forced}`))
    expect(plan.map((r) => r.detail).join('\n')).toContain('artworks_visible_created_at_idx')
  })

  it('leave every collection usable', async () => {
    for (const collection of t.payload.config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
      const result = await t.payload.find({ collection: collection.slug as 'users', limit: 1, overrideAccess: true })
      // Only Kala's opening fee rate and GST table, and the collector's handbook, made at start-up
      // (cms/sales/fees.ts, cms/invoices/rates.ts, cms/certificates/handbook.ts).
      const opening: Record<string, number> = { 'fee-rates': 1, 'tax-rates': TAX_RATE_SEEDS.length, guides: 1 }
      expect([collection.slug, result.totalDocs]).toEqual([collection.slug, opening[collection.slug] ?? 0])
    }
  })

  it("give existing works their represented artist and their stated edition (the issue-7 migration's data step)", async () => {
    const payload = t.payload
    const artist = await makeUser(payload, 'artist', 'meera-backfill', { fullName: 'Meera Backfill' })
    const gallery = await makeUser(payload, 'gallery', 'gallery-backfill')
    const image = await payload.create({ collection: 'media', data: { alt: 'x' }, file: file(await jpeg(6)), overrideAccess: true })
    const work = (owner: number, data: Record<string, unknown>) =>
      payload.create({
        collection: 'artworks',
        data: { title: 'Work', owner, medium: 'Oil', images: [image.id], ...data } as never,
        overrideAccess: true,
      })
    const own = await work(artist.id, { description: 'Printed in an edition of ten; this is one impression.' })
    const consigned = await work(gallery.id, { artistName: 'Meera Backfill', description: 'Oil on linen.' })
    const unknown = await work(gallery.id, { artistName: 'Someone Not On Kala' })
    // As the rows stood before the migration: no artist, the uploader's slug, no edition.
    await run(
      payload,
      sql`UPDATE artworks SET artist_id = NULL, artist_slug = 'gallery-backfill', edition_kind = 'original', edition_size = NULL`,
    )
    await backfillArtists(payload)
    await backfillEditions(payload)
    const after = await rows(payload, sql`SELECT id, artist_id, artist_slug, edition_kind, edition_size FROM artworks ORDER BY id`)
    const row = (id: number) => after.find((r) => Number(r.id) === id)
    expect(row(own.id)).toMatchObject({ artist_slug: 'meera-backfill', edition_kind: 'limited' })
    expect([Number(row(own.id)?.artist_id), Number(row(own.id)?.edition_size)]).toEqual([artist.id, 10])
    expect(Number(row(consigned.id)?.artist_id)).toBe(artist.id)
    expect(row(consigned.id)).toMatchObject({ artist_slug: 'meera-backfill', edition_kind: 'original' })
    expect(row(unknown.id)).toMatchObject({ artist_id: null, artist_slug: null })
    expect([statedEdition('an edition of 25'), statedEdition('edition of fifty'), statedEdition('a large edition')]).toEqual([25, 50, null])
    await payload.delete({ collection: 'artworks', where: { id: { in: [own.id, consigned.id, unknown.id] } }, overrideAccess: true })
  })

  it("count the likes given before for their sellers, on India's day each was given (the issue-9 migration's data step)", async () => {
    const payload = t.payload
    const seller = await makeUser(payload, 'artist', 'likes-backfill')
    const fans = [await makeUser(payload, 'explorer', 'fan-one'), await makeUser(payload, 'explorer', 'fan-two')]
    const image = await payload.create({ collection: 'media', data: { alt: 'x' }, file: file(await jpeg(7)), overrideAccess: true })
    const work = await payload.create({
      collection: 'artworks',
      data: { title: 'Liked before', owner: seller.id, medium: 'Oil', images: [image.id] } as never,
      overrideAccess: true,
    })
    for (const fan of fans) await payload.create({ collection: 'likes', data: { owner: fan.id, artwork: work.id }, overrideAccess: true })
    // As the rows stood before the migration: likes given on 2025-03-01 at 20:00 UTC (01:30 on 2 March in India), no daily figures.
    await run(payload, sql`UPDATE likes SET created_at = ${'2025-03-01T20:00:00.000Z'}`)
    await run(payload, sql`DELETE FROM seller_stats`)
    await backfillSellerLikes(payload)
    const days = await rows(payload, sql`SELECT seller_id, day, views, likes FROM seller_stats`)
    expect(days.map((d) => [Number(d.seller_id), d.day, Number(d.views), Number(d.likes)])).toEqual([[seller.id, '2025-03-02', 0, 2]])
  })

  it("approve every existing work, trust the sellers who list works, and copy each owner's verification (the moderation migration's data step)", async () => {
    const payload = t.payload
    const verified = await makeUser(payload, 'artist', 'verified-lister')
    const unverified = await makeUser(payload, 'artist', 'unverified-lister', { _verified: false } as never)
    const idle = await makeUser(payload, 'artist', 'idle-artist')
    const galleryOwner = await makeUser(payload, 'gallery', 'unverified-gallery-owner', { _verified: false } as never)
    const page = await payload.create({
      collection: 'galleries',
      data: { name: 'Unverified Rooms', username: 'unverified-rooms', owner: galleryOwner.id },
      overrideAccess: true,
    })
    const image = await payload.create({ collection: 'media', data: { alt: 'x' }, file: file(await jpeg(8)), overrideAccess: true })
    const work = (owner: number, title: string) =>
      payload.create({ collection: 'artworks', data: { title, owner, medium: 'Oil', images: [image.id] } as never, overrideAccess: true })
    const shown = await work(verified.id, 'Listed before review')
    const withheld = await work(unverified.id, 'Listed unverified')
    // As the rows stood before the migration: no review, no trust, no copies of the verification.
    await run(payload, sql`UPDATE artworks SET review = NULL, owner_verified = false`)
    await run(payload, sql`UPDATE galleries SET owner_verified = true`)
    await run(payload, sql`UPDATE users SET trusted = false`)
    await backfillModeration(payload)
    const works = await rows(
      payload,
      sql`SELECT id, review, owner_verified FROM artworks WHERE id IN (${shown.id}, ${withheld.id}) ORDER BY id`,
    )
    expect(works.map((r) => [r.review, Boolean(r.owner_verified)])).toEqual([
      ['approved', true],
      ['approved', false],
    ])
    const trust = await rows(
      payload,
      sql`SELECT username, trusted FROM users WHERE id IN (${verified.id}, ${unverified.id}, ${idle.id}) ORDER BY username`,
    )
    expect(trust.map((r) => [r.username, Boolean(r.trusted)])).toEqual([
      ['idle-artist', false],
      ['unverified-lister', true],
      ['verified-lister', true],
    ])
    const [gallery] = await rows(payload, sql`SELECT owner_verified FROM galleries WHERE id = ${page.id}`)
    expect(Boolean(gallery?.owner_verified)).toBe(false)
  })
})

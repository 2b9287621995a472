/**
 * cms/catalogue/saleRules.ts gives each rule three ways (a Payload Where, SQL, a JavaScript
 * predicate on a stored document); here they must agree row for row, on every combination of the
 * stored fields they read, through the real database (SQLite, or PostgreSQL with TEST_POSTGRES_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyableSql, buyableWhere, isBuyable, isVisible, saleStatusOf, visibleSql, visibleWhere } from '../../cms/catalogue/saleRules'
import { rows, sql } from '../../cms/db/sql'
import type { Artwork } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
const docs: Artwork[] = []
const HOUR = 3_600_000

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const artist = await makeUser(payload, 'artist', 'rule-artist')
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'x', owner: artist.id },
    file: file(await jpeg(5)),
    overrideAccess: true,
  })
  for (const status of ['published', 'unpublished'] as const)
    for (const available of [true, false])
      for (const saleState of ['forSale', 'reserved', 'sold'] as const)
        for (const reservedUntil of [null, -HOUR, HOUR])
          for (const price of [null, 25000]) {
            docs.push(
              await payload.create({
                collection: 'artworks',
                data: {
                  title: `${status} ${available} ${saleState} ${reservedUntil} ${price}`,
                  owner: artist.id,
                  medium: 'Oil',
                  images: [media.id],
                  status,
                  available,
                  saleState,
                  reservedUntil: reservedUntil === null ? null : new Date(Date.now() + reservedUntil).toISOString(),
                  price,
                } as Artwork,
                overrideAccess: true,
              }),
            )
          }
  // Moderation: a work otherwise for sale, in each review state, by a verified and by an unverified account.
  const unverified = await makeUser(payload, 'artist', 'rule-unverified', { _verified: false } as never)
  for (const owner of [artist, unverified])
    for (const review of ['pending', 'approved', 'rejected'] as const)
      docs.push(
        await payload.create({
          collection: 'artworks',
          data: {
            title: `moderated ${owner.username} ${review}`,
            owner: owner.id,
            medium: 'Oil',
            images: [media.id],
            price: 25000,
            review,
            rejectionReason: review === 'rejected' ? 'Not for the shop.' : null,
          } as Artwork,
          overrideAccess: true,
        }),
      )
}, 300_000)

afterAll(async () => {
  await t?.close()
})

const sorted = (ids: unknown[]) => ids.map(String).sort()

describe('the sale rules agree in SQL, as a Where and in JavaScript', () => {
  it('visible: the SQL fragment, the Where (and the collection read access) and the predicate pick the same rows', async () => {
    const bySql = await rows(payload, sql`SELECT a.id FROM artworks a WHERE ${visibleSql('a')}`)
    const byWhere = await payload.find({ collection: 'artworks', where: visibleWhere, pagination: false, depth: 0, overrideAccess: true })
    const asVisitor = await payload.find({ collection: 'artworks', pagination: false, depth: 0, overrideAccess: false })
    const byPredicate = docs.filter(isVisible).map((d) => d.id)
    expect(byPredicate.length).toBeGreaterThan(0)
    expect(byPredicate.length).toBeLessThan(docs.length)
    // Of the moderated six, only the approved work of the verified account is visible.
    expect(docs.filter((d) => d.title.startsWith('moderated') && isVisible(d)).map((d) => d.title)).toEqual([
      'moderated rule-artist approved',
    ])
    expect(sorted(bySql.map((r) => r.id))).toEqual(sorted(byPredicate))
    expect(sorted(byWhere.docs.map((d) => d.id))).toEqual(sorted(byPredicate))
    expect(sorted(asVisitor.docs.map((d) => d.id))).toEqual(sorted(byPredicate))
  })

  it("buyable now: visible and saleStatus 'available', the same in SQL, as a Where and in JavaScript", async () => {
    const now = new Date()
    const bySql = await rows(payload, sql`SELECT a.id FROM artworks a WHERE ${buyableSql(now)}`)
    const byWhere = await payload.find({
      collection: 'artworks',
      where: buyableWhere(now),
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const stored = await payload.find({ collection: 'artworks', pagination: false, depth: 0, overrideAccess: true })
    const byPredicate = stored.docs.filter((d) => isBuyable(d, now)).map((d) => d.id)
    expect(byPredicate.length).toBeGreaterThan(0)
    expect(sorted(bySql.map((r) => r.id))).toEqual(sorted(byPredicate))
    expect(sorted(byWhere.docs.map((d) => d.id))).toEqual(sorted(byPredicate))
    // A conditional write can use it as its guard (checkout will reserve this way): once, then never again.
    const id = byPredicate[0]
    const until = new Date(Date.now() + HOUR).toISOString()
    const reserve = () =>
      rows(
        payload,
        sql`UPDATE artworks SET sale_state = 'reserved', reserved_until = ${until} WHERE id = ${Number(id)} AND ${buyableSql(new Date(), 'artworks')} RETURNING id`,
      )
    expect(await reserve()).toHaveLength(1)
    expect(await reserve()).toHaveLength(0)
  })

  it('derives each sale status from the stored fields as the rules say', () => {
    const now = new Date()
    const at = (offset: number) => new Date(now.getTime() + offset).toISOString()
    expect(saleStatusOf({ saleState: 'sold', price: 1, available: false }, now)).toBe('sold')
    expect(saleStatusOf({ saleState: 'reserved', reservedUntil: at(HOUR), price: 1, available: true }, now)).toBe('reserved')
    expect(saleStatusOf({ saleState: 'reserved', reservedUntil: at(-HOUR), price: 1, available: true }, now)).toBe('available')
    expect(saleStatusOf({ saleState: 'reserved', reservedUntil: null, price: 1, available: true }, now)).toBe('available')
    expect(saleStatusOf({ saleState: 'forSale', price: null, available: true }, now)).toBe('on-request')
    expect(saleStatusOf({ saleState: 'forSale', price: 1, available: false }, now)).toBe('on-request')
    expect(saleStatusOf({ saleState: 'forSale', price: 1, available: true }, now)).toBe('available')
  })
})

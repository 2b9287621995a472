/**
 * One truth for two data paths: generated catalogues and sequences of sale steps (fast-check) run
 * through the SQL path and through the portable one (what MongoDB uses: cms/catalogue/portable,
 * cms/sales/portable) on twin works in the same database, and must give the same answers after
 * every step (reserve, pay, release, expire, wait, review, publish): what each step touched, how a
 * payment's confirmation ended, each work's sale status, whether it is visible and buyable,
 * and the visible works as each catalogue lists them. The JavaScript rules (saleRules.ts) are the
 * third voice. Runs on SQLite, and on PostgreSQL in CI.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portableCatalogue } from '../../cms/catalogue/portable'
import { isBuyable, isVisible, saleStatusOf } from '../../cms/catalogue/saleRules'
import { expireReservations, release, reserve } from '../../cms/catalogue/saleWrites'
import { sqlCatalogue } from '../../cms/catalogue/sql'
import { confirmPayment } from '../../cms/sales/orderMachine'
import type { Artwork, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'

type Path = 'sql' | 'portable'
type WorkSpec = {
  status: 'published' | 'unpublished'
  available: boolean
  priced: boolean
  review: 'pending' | 'approved' | 'rejected'
  verifiedOwner: boolean
  ownedByBuyer: boolean
  sold: boolean
}
type Step =
  | { kind: 'reserve'; buyer: 0 | 1; works: number[] }
  | { kind: 'release'; checkout: number }
  | { kind: 'pay'; checkout: number }
  | { kind: 'expire' }
  | { kind: 'wait'; minutes: number }
  | { kind: 'review'; work: number; review: WorkSpec['review'] }
  | { kind: 'publish'; work: number; status: WorkSpec['status'] }

const HOLD_MINUTES = 15

let t: TestPayload
let payload: Payload
let verified: User
let unverified: User
const buyers: User[] = []
let image: number | string

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  verified = await makeUser(payload, 'artist', 'paths-verified')
  unverified = await makeUser(payload, 'artist', 'paths-unverified', { _verified: false } as never)
  buyers.push(await makeUser(payload, 'collector', 'paths-buyer-a'), await makeUser(payload, 'collector', 'paths-buyer-b'))
  image = (
    await payload.create({ collection: 'media', data: { alt: 'x', owner: verified.id }, file: file(await jpeg(9)), overrideAccess: true })
  ).id
}, 300_000)
afterAll(async () => {
  setPath('sql')
  await t?.close()
})

/** The sale path every write in cms/catalogue/saleWrites.ts takes (cms/catalogue/index.ts reads it on each call). */
function setPath(path: Path) {
  ;(payload.config.custom as { catalogue?: string }).catalogue = path
}

/** Mostly `usual`, sometimes the other: most generated works are for sale, so the steps have something to act on. */
const mostly = <T>(usual: T, other: T) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constant(other) })

const workSpec: fc.Arbitrary<WorkSpec> = fc.record({
  status: mostly<WorkSpec['status']>('published', 'unpublished'),
  available: mostly(true, false),
  priced: mostly(true, false),
  review: fc.constantFrom('pending', 'approved', 'approved', 'rejected'),
  verifiedOwner: mostly(true, false),
  ownedByBuyer: mostly(false, true),
  sold: mostly(false, true),
})

const step = (works: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('reserve' as const),
        buyer: fc.constantFrom(0 as const, 1 as const),
        works: fc.uniqueArray(fc.nat(works - 1), { minLength: 1, maxLength: works }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), checkout: fc.nat(5) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), checkout: fc.nat(5) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(1, HOLD_MINUTES, HOLD_MINUTES + 1) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('review' as const),
        work: fc.nat(works - 1),
        review: fc.constantFrom('pending', 'approved', 'rejected'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('publish' as const),
        work: fc.nat(works - 1),
        status: fc.constantFrom('published', 'unpublished'),
      }),
    },
  )

const scenario = fc
  .array(workSpec, { minLength: 1, maxLength: 4 })
  .chain((works) => fc.record({ works: fc.constant(works), steps: fc.array(step(works.length), { minLength: 1, maxLength: 7 }) }))

async function makeWork(spec: WorkSpec): Promise<Artwork> {
  const owner = spec.ownedByBuyer ? buyers[0] : spec.verifiedOwner ? verified : unverified
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Twin',
      owner: owner.id,
      medium: 'Oil',
      images: [image],
      status: spec.status,
      available: spec.available,
      price: spec.priced ? 25000 : null,
      review: spec.review,
      rejectionReason: spec.review === 'rejected' ? 'Not for the shop.' : null,
      ...(spec.sold ? { saleState: 'sold', available: false } : {}),
    } as Artwork,
    overrideAccess: true,
  })
}

type Checkout = { id: number | string; providerOrderId: string }

/** An unpaid checkout of these works, as checkout makes one (cms/sales/checkout.ts), before it reserves them. */
async function newCheckout(buyer: User, works: Artwork[], now: number): Promise<Checkout> {
  const key = Math.random().toString(36).slice(2, 12)
  const order = await payload.db.create({
    collection: 'orders',
    data: {
      orderNumber: `KALA-PATHS-${key}`,
      buyer: buyer.id,
      items: works.map((w, i) => ({
        id: `${key}${i}`.padEnd(24, '0'),
        artwork: w.id,
        seller: w.owner,
        title: w.title,
        artistName: 'Twin',
        price: 25000,
      })),
      totalAmount: 25000 * works.length,
      paymentStatus: 'pending',
      razorpay_order_id: `order_paths_${key}`,
      reservedUntil: new Date(now + HOLD_MINUTES * 60_000).toISOString(),
    },
  })
  return { id: order.id, providerOrderId: `order_paths_${key}` }
}

/** What one path answers, step by step, with the works named by their place in the scenario. */
async function run(path: Path, works: WorkSpec[], steps: Step[]): Promise<unknown[]> {
  setPath(path)
  const docs: Artwork[] = []
  for (const spec of works) docs.push(await makeWork(spec))
  const indexOf = (ids: string[]) => ids.map((id) => docs.findIndex((d) => String(d.id) === id)).sort()
  const catalogue = path === 'sql' ? sqlCatalogue(payload) : portableCatalogue(payload)
  const checkouts: Checkout[] = []
  // The payment's confirmation reads the clock itself: the scenario's clock starts now and only moves on.
  let now = Date.now()
  const trace: unknown[] = []
  for (const s of steps) {
    let touched: number[] = []
    let outcome: unknown = null
    if (s.kind === 'reserve') {
      const checkout = await newCheckout(
        buyers[s.buyer],
        s.works.map((i) => docs[i]),
        now,
      )
      checkouts.push(checkout)
      touched = indexOf(
        await reserve(payload, {
          artworkIds: s.works.map((i) => docs[i].id),
          orderId: checkout.id,
          buyerId: buyers[s.buyer].id,
          until: new Date(now + HOLD_MINUTES * 60_000),
          now: new Date(now),
        }),
      )
    } else if (s.kind === 'release' && checkouts[s.checkout] !== undefined) {
      touched = indexOf(await release(payload, checkouts[s.checkout].id))
    } else if (s.kind === 'pay' && checkouts[s.checkout] !== undefined) {
      const { providerOrderId } = checkouts[s.checkout]
      const confirmed = await confirmPayment(payload, { providerOrderId, paymentId: `pay_${providerOrderId}`, via: 'verify' })
      const order = 'order' in confirmed ? confirmed.order : null
      outcome = { confirmed: confirmed.kind, paymentStatus: order?.paymentStatus, orderStatus: order?.orderStatus }
    } else if (s.kind === 'expire') {
      touched = indexOf((await expireReservations(payload, new Date(now))).filter((id) => docs.some((d) => String(d.id) === id)))
    } else if (s.kind === 'wait') {
      now += s.minutes * 60_000
    } else if (s.kind === 'review' || s.kind === 'publish') {
      const data =
        s.kind === 'review' ? { review: s.review, rejectionReason: s.review === 'rejected' ? 'No.' : null } : { status: s.status }
      await payload.update({ collection: 'artworks', id: docs[s.work].id, data, overrideAccess: true })
    }
    const stored = await catalogue.artworksByIds(docs.map((d) => String(d.id)))
    const at = new Date(now)
    trace.push({
      step: s,
      touched,
      outcome,
      works: stored.map((d) => ({ sale: saleStatusOf(d, at), visible: isVisible(d), buyable: isBuyable(d, at) })),
      listed: indexOf((await catalogue.visibleIds(docs.map((d) => String(d.id)))).map(String)),
    })
  }
  return trace
}

describe('the SQL and the portable sale paths', () => {
  it('answer every generated scenario alike: what each step touched, sale status, visibility, buyability and the listing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ works, steps }) => {
        const sql = await run('sql', works, steps)
        const portable = await run('portable', works, steps)
        expect(portable).toEqual(sql)
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? 20261127), endOnFailure: true },
    )
  }, 300_000)

  it('never reserve a work staff have not approved, or one listed by an unverified account (the portable path did)', async () => {
    for (const path of ['sql', 'portable'] as const) {
      setPath(path)
      const pending = await makeWork({
        status: 'published',
        available: true,
        priced: true,
        review: 'pending',
        verifiedOwner: true,
        ownedByBuyer: false,
        sold: false,
      })
      const hidden = await makeWork({
        status: 'published',
        available: true,
        priced: true,
        review: 'approved',
        verifiedOwner: false,
        ownedByBuyer: false,
        sold: false,
      })
      const open = await makeWork({
        status: 'published',
        available: true,
        priced: true,
        review: 'approved',
        verifiedOwner: true,
        ownedByBuyer: false,
        sold: false,
      })
      const checkout = await newCheckout(buyers[1], [pending, hidden, open], Date.now())
      const held = await reserve(payload, {
        artworkIds: [pending.id, hidden.id, open.id],
        orderId: checkout.id,
        buyerId: buyers[1].id,
        until: new Date(Date.now() + 60_000),
        now: new Date(),
      })
      expect(held, path).toEqual([String(open.id)])
    }
  })
})

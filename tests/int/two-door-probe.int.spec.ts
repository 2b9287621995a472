/**
 * The two-door probe (issue 10, part 3). Every collection is written to (create, update, delete)
 * by every kind of caller: visitor, member (an explorer), owner (artist A, who owns the fixtures),
 * other (artist B), gallery and editor, through both doors: Payload's Local API with the caller and
 * `overrideAccess: false` (what Payload's REST handlers call, and what the storefront's routes call)
 * and over HTTP, the storefront's /api routes and /cms/api (the back office's door in front of
 * Payload's real REST handler). Each row states who may, as README's "Who may do what" says; system
 * fields a caller may not write are checked on the stored row. A fuzz pass over /cms/api's query
 * strings follows. After every refused request the row count of every collection must be as before,
 * and no request may answer 5xx. The last test prints the counts for the closing note.
 *
 * Issue 16 adds what happens when the door is walked past: Payload's REST handler reached with no
 * door in front (the rules hold in the collections themselves), every non-canonical spelling of a
 * guarded path (none reaches a handler), every prototype-pollution spelling (Object.prototype stays
 * as it was and sign-in keeps working), deep JSON, animated images counted by all their frames,
 * Payload's own password-reset endpoint, the back office's sign-in time and cookie, and the price
 * of a work on hold or sold.
 */
// First: counts the password hashes of everything imported after it.
import { passwordHashesOf } from './helpers/passwordWork'
import express from 'express'
import fc from 'fast-check'
import { CLOSED_TO_REST } from '../../access/backOfficeApi'
import type { CollectionSlug, Payload } from 'payload'
import { APIError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artwork, Gallery, Order, User } from '../../payload-types'
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages'
import { file, gifOfFrames, jpeg } from './helpers/images'
import { payloadRest } from './helpers/payloadRest'
import { startPayload, type TestPayload } from './helpers/payload'
import { rowCounts } from './helpers/rowCounts'
import { rawRequest } from './helpers/rawHttp'
import { listen } from './helpers/server'
import { client } from './helpers/shop'
import { type Cast, makeCast, makeUser, PASSWORD } from './helpers/users'

const CALLERS = ['visitor', 'member', 'owner', 'other', 'gallery', 'editor'] as const
type Caller = (typeof CALLERS)[number]
type Id = number | string
type Doc = Record<string, unknown>
type Outcome = { status: number; doc?: Doc; message?: string }
/** A row of the table: for each caller, whether the request was allowed. */
type Row = Record<Caller, 'allowed' | 'refused'>

const SIGNED_IN: readonly Caller[] = ['member', 'owner', 'other', 'gallery', 'editor']
const SELLERS: readonly Caller[] = ['owner', 'other', 'gallery', 'editor']
const EDITOR: readonly Caller[] = ['editor']
const NOBODY: readonly Caller[] = []

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
let image: Buffer
const http = client(() => base)
/** The same callers, at Payload's REST handler with no door in front. */
const past = client(() => doorless)
const who: Partial<Record<Caller, User>> = {}
/** Each signed-in caller's own image (media they uploaded). */
const mediaOf: Partial<Record<Caller, Id>> = {}
let galleryA: Gallery
let galleryB: Gallery
/** A published work of artist A's that locks point at. */
let lockedWork: Id
let n = 0
const unique = () => `${Date.now().toString(36)}-${++n}`

const tally = { tried: 0, refused: 0, serverErrors: 0, rowsChanged: 0 }
const serverErrors: string[] = []

/** Runs one request and counts it; a refused one (4xx) must leave every collection's row count as it was. */
async function probe(label: string, run: () => Promise<Outcome>): Promise<Outcome> {
  const before = await rowCounts(payload)
  const out = await run()
  tally.tried++
  if (out.status >= 500) {
    tally.serverErrors++
    serverErrors.push(`${label} → ${out.status} ${out.message ?? ''}`)
  }
  if (out.status >= 400) {
    tally.refused++
    const after = await rowCounts(payload)
    const changed = Object.keys({ ...before, ...after }).filter((slug) => after[slug] !== before[slug])
    tally.rowsChanged += changed.reduce((sum, slug) => sum + Math.abs((after[slug] ?? 0) - (before[slug] ?? 0)), 0)
    expect(changed, `${label} was refused (${out.status}) but changed ${changed.join(', ')}`).toEqual([])
  }
  return out
}

/** The Local API as `caller`, below no rule: Payload's errors become their HTTP status, anything else a 500. */
async function local(caller: Caller, op: (as: { user?: User; overrideAccess: false; depth: 0 }) => Promise<unknown>): Promise<Outcome> {
  try {
    return { status: 200, doc: (await op({ user: who[caller], overrideAccess: false, depth: 0 })) as Doc }
  } catch (error) {
    if (error instanceof APIError) return { status: error.status, message: error.message }
    return { status: 500, message: error instanceof Error ? error.message : String(error) }
  }
}

/** HTTP as `caller`, through the storefront's client (each member's bearer token). */
async function viaHttp(caller: Caller, method: string, path: string, body?: unknown): Promise<Outcome> {
  const res = await http.call(method, path, body, who[caller] ?? null)
  return { status: res.status, doc: res.json, message: res.text.slice(0, 200) }
}

/** The address makeUser gives an account (a read without a user hides it). */
const emailOf = (user: User): string => `${user.username}@example.test`

/** HTTP as a given member (or nobody), not one of the table's callers. */
async function viaHttpAs(user: User | null, method: string, path: string, body?: unknown): Promise<Outcome> {
  const res = await http.call(method, path, body, user)
  return { status: res.status, doc: res.json, message: res.text.slice(0, 200) }
}

const expected = (allowed: readonly Caller[]): Row =>
  Object.fromEntries(CALLERS.map((c) => [c, allowed.includes(c) ? 'allowed' : 'refused'])) as Row

type Case = {
  /** Makes what the request acts on, fresh for each caller (below the access rules). */
  target?: (caller: Caller) => Promise<Id | Doc>
  run: (caller: Caller, target: Id) => Promise<Outcome>
  /** What must hold of an allowed request's result (forged fields dropped or replaced). */
  stored?: (caller: Caller, out: Outcome, target: Id) => Promise<void> | void
}

/** One row of the table: the request as every caller, owner and editor last (destructive requests). */
async function row(label: string, { target, run, stored }: Case): Promise<Row> {
  const result = {} as Row
  for (const caller of CALLERS) {
    const id = (target ? await target(caller) : 0) as Id
    const out = await probe(`${label} as ${caller}`, () => run(caller, id))
    expect(out.status, `${label} as ${caller}: ${out.message ?? ''}`).toBeLessThan(500)
    result[caller] = out.status < 400 ? 'allowed' : 'refused'
    if (out.status < 400 && stored) await stored(caller, out, id)
  }
  return result
}

// Fixtures, written below the access rules.
const raw = <T = Doc>(collection: CollectionSlug, data: Doc): Promise<T> =>
  payload.create({ collection, data, overrideAccess: true, depth: 0 } as never) as Promise<T>
const read = (collection: CollectionSlug, id: Id): Promise<Doc> =>
  payload.findByID({ collection, id, overrideAccess: true, depth: 0, showHiddenFields: true }) as unknown as Promise<Doc>
const media = async (owner: User | undefined): Promise<Id> =>
  (await payload.create({ collection: 'media', data: { alt: 'probe', owner: owner?.id }, file: file(image), overrideAccess: true })).id
const artwork = async (owner: User, data: Partial<Artwork> = {}): Promise<Id> =>
  (
    await raw<Artwork>('artworks', {
      title: 'Probe work',
      owner: owner.id,
      medium: 'Oil',
      price: 1000,
      images: [await media(owner)],
      ...data,
    })
  ).id
const collectionOf = async (owner: User): Promise<Id> =>
  (
    await raw<Doc>('artwork-collections', {
      collectionName: 'Probe set',
      description: 'd',
      coverImage: await media(owner),
      owner: owner.id,
    })
  ).id as Id
const galleryUser = () => makeUser(payload, 'gallery', `probe-gallery-${unique()}`)
const gallery = async (owner?: User): Promise<Gallery> =>
  raw<Gallery>('galleries', {
    name: 'Probe gallery',
    username: `probe-gallery-page-${unique()}`,
    owner: (owner ?? (await galleryUser())).id,
  })
const exhibition = async (on: Gallery): Promise<Id> =>
  (await raw<Doc>('exhibitions', { name: 'Probe show', gallery: on.id, startDate: '2026-01-01', endDate: '2026-02-01' })).id as Id
const ownId = (caller: Caller): Id => (who[caller] ?? cast.artistA).id

/** Minimal rows of the collections only the server writes. */
const SYSTEM_ROWS: Partial<Record<CollectionSlug, () => Promise<Doc>>> = {
  'payment-events': async () => ({ eventId: `evt_${unique()}`, event: 'payment.captured' }),
  'mail-log': async () => ({ key: `mail:${unique()}`, kind: 'confirmation', to: 'x@example.test' }),
  'sale-claims': async () => ({ key: `hold:${unique()}`, kind: 'hold' }),
  offers: async () => ({
    key: `live:${cast.explorer.id}:${unique()}`,
    artwork: await artwork(cast.artistA, { acceptOffers: true }),
    buyer: cast.explorer.id,
    seller: cast.artistA.id,
    amountPaise: 90_000,
    status: 'open',
  }),
  'search-entries': async () => ({ kind: 'artwork', doc: unique(), postings: {} }),
  'refresh-tokens': async () => ({
    tokenHash: unique(),
    parentHash: unique(),
    family: unique(),
    user: cast.artistA.id,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  }),
  'artwork-views': async () => ({ artwork: await artwork(cast.artistA), day: `2026-01-${10 + (n++ % 18)}`, views: 1 }),
  'view-marks': async () => ({ artwork: await artwork(cast.artistA), day: '2026-01-01', hash: unique() }),
  'seller-stats': async () => ({ seller: cast.artistA.id, day: `2025-${unique()}` }),
  'ledger-entries': async () => ({
    key: `held:${unique()}`,
    kind: 'payable_held',
    amountPaise: 100,
    itemId: unique(),
    seller: cast.artistA.id,
    at: new Date().toISOString(),
  }),
  'payout-transfers': async () => ({ key: `1:${unique()}`, itemId: unique(), seller: cast.artistA.id, amountPaise: 100, state: 'waiting' }),
  'payout-accounts': async () => ({
    seller: (await makeUser(payload, 'artist', `probe-payee-${unique()}`)).id,
    legalName: 'Probe Payee',
    panMasked: '••••••234F',
    method: 'bank',
    state: 'Karnataka',
    linkedAccountId: `acc_${unique()}`,
  }),
  returns: async () => {
    const work = await artwork(cast.artistA)
    const order = await raw<Doc>('orders', {
      buyer: cast.collector.id,
      totalAmount: 1000,
      items: [{ artwork: work, seller: cast.artistA.id, title: 'T', artistName: 'A', price: 1000 }],
    })
    return {
      key: `${order.id}:${unique()}`,
      order: order.id,
      itemId: unique(),
      artwork: work,
      buyer: cast.collector.id,
      seller: cast.artistA.id,
      reason: 'Other',
      details: 'Probe return',
      state: 'requested',
    }
  },
  invoices: async () => {
    const slot = unique()
    return {
      key: `sale:${slot}`,
      number: `S1/26-27/${slot}`,
      series: `probe:${slot}`,
      sequence: 1,
      slot: `probe:${slot}:1`,
      kind: 'sale',
      documentType: 'Tax Invoice',
      supplierUser: cast.artistA.id,
      recipientUser: cast.collector.id,
      issuedAt: new Date().toISOString(),
      totalPaise: 100,
      snapshot: { version: 1 },
    }
  },
  certificates: async () => {
    const work = await artwork(cast.artistA)
    const order = await raw<Doc>('orders', {
      buyer: cast.collector.id,
      paymentStatus: 'success',
      totalAmount: 1000,
      razorpay_order_id: `order_${unique()}`,
      items: [{ artwork: work, seller: cast.artistA.id, title: 'Probe work', artistName: 'Anil', price: 1000 }],
    })
    return {
      number: `KALA-PROB-${unique()}`,
      key: `${order.id}:${unique()}`,
      order: order.id,
      lineId: unique(),
      artwork: work,
      seller: cast.artistA.id,
      buyer: cast.collector.id,
      state: 'valid',
      issuedAt: new Date().toISOString(),
      snapshot: { version: 1 },
    }
  },
}

/** Payload's REST handler with no door in front: what a request that walked past the door reaches. */
let doorless: string
let closeDoorless: () => Promise<void>
/** Every request that reached the Next handler's place in the app (Payload's REST handler here). */
const handlerHits: string[] = []

beforeAll(async () => {
  // Served over HTTPS as in production, so the back office's cookie must be Secure.
  process.env.PUBLIC_URL = 'https://kala.test'
  t = await startPayload()
  payload = t.payload
  process.env.RATE_LIMIT_DISABLED = 'true'
  const { createApp } = await import('../../cms/app')
  const rest = payloadRest(payload)
  const nextHandler: express.RequestHandler = (req, res, next) => {
    handlerHits.push(req.originalUrl)
    return rest(req, res, next)
  }
  ;({ url: base, close } = await listen(createApp({ payload, nextHandler, mediaDir: process.env.MEDIA_DIR })))
  const bare = express()
  bare.use('/cms/api', rest)
  ;({ url: doorless, close: closeDoorless } = await listen(bare))
  cast = await makeCast(payload)
  Object.assign(who, { member: cast.explorer, owner: cast.artistA, other: cast.artistB, gallery: cast.gallery, editor: cast.editor })
  image = await jpeg(7, 64, 48)
  for (const caller of SIGNED_IN) {
    await http.signIn(payload, who[caller]!)
    await past.signIn(payload, who[caller]!)
    mediaOf[caller] = await media(who[caller])
  }
  galleryA = await gallery(cast.gallery)
  galleryB = await gallery()
  lockedWork = await artwork(cast.artistA)
})
afterAll(async () => {
  await closeDoorless?.()
  await close?.()
  await t?.close()
})

describe('door 1: the Local API as each caller (what /cms/api and the storefront call)', () => {
  const create = (collection: CollectionSlug, data: (c: Caller) => Doc) => (c: Caller) =>
    local(c, (as) => payload.create({ collection, data: data(c), ...as } as never))
  /** A create whose data needs rows of its own: made by the case's `target`, before the request is counted. */
  const createPrepared = (collection: CollectionSlug) => (c: Caller, data: Id) =>
    local(c, (as) => payload.create({ collection, data: data as unknown as Doc, ...as } as never))
  const update = (collection: CollectionSlug, data: (c: Caller) => Doc) => (c: Caller, id: Id) =>
    local(c, (as) => payload.update({ collection, id, data: data(c), ...as } as never))
  const remove = (collection: CollectionSlug) => (c: Caller, id: Id) => local(c, (as) => payload.delete({ collection, id, ...as } as never))
  const work = (c: Caller, extra: Doc = {}) => ({
    title: `By ${c}`,
    medium: 'Oil',
    price: 500,
    images: [mediaOf[c] ?? mediaOf.owner],
    ...extra,
  })

  it('artworks: sellers create their own; sale state, likes, dates, owner and slug are not theirs to set', async () => {
    expect(await row('artworks create', { run: create('artworks', (c) => work(c)) })).toEqual(expected(SELLERS))
    const forged = (c: Caller) =>
      work(c, {
        saleState: 'sold',
        soldAt: '2026-01-01T00:00:00.000Z',
        reservedUntil: '2099-01-01T00:00:00.000Z',
        likes: 999,
        owner: c === 'other' ? cast.artistA.id : cast.artistB.id,
        slug: `forged-slug-${c}`,
      })
    const r = await row('artworks create with system fields', {
      run: create('artworks', forged),
      stored: async (c, out) => {
        const doc = await read('artworks', out.doc!.id as Id)
        expect(doc).toMatchObject({ saleState: 'forSale', likes: 0 })
        expect(doc.soldAt ?? null).toBeNull()
        expect(doc.reservedUntil ?? null).toBeNull()
        // Staff may name another owner and a slug (the back office, the seed); a member never.
        expect(doc.owner).toBe(c === 'editor' ? cast.artistB.id : ownId(c))
        if (c === 'editor') expect(doc.slug).toBe('forged-slug-editor')
        else expect(doc.slug).not.toBe(`forged-slug-${c}`)
      },
    })
    expect(r).toEqual(expected(SELLERS))
  })

  it("artworks: another member's collection or images are refused (staff keep a collection to its owner's works)", async () => {
    const ownersCollection = await collectionOf(cast.artistA)
    expect(
      await row('artworks create into the owner’s collection', {
        run: create('artworks', (c) => work(c, { collection: ownersCollection })),
      }),
    ).toEqual(expected(['owner']))
    expect(
      await row('artworks create with the owner’s images', { run: create('artworks', (c) => work(c, { images: [mediaOf.owner] })) }),
    ).toEqual(expected(['owner', 'editor']))
    const othersCollection = await collectionOf(cast.artistB)
    expect(
      await row('artworks move into another’s collection', {
        target: () => artwork(cast.artistA),
        run: update('artworks', () => ({ collection: othersCollection })),
      }),
    ).toEqual(expected(NOBODY))
  })

  it('artworks: only the owner and staff update and delete; nobody forges the sale state on update', async () => {
    expect(
      await row('artworks update', { target: () => artwork(cast.artistA), run: update('artworks', (c) => ({ title: `By ${c}` })) }),
    ).toEqual(expected(['owner', 'editor']))
    const r = await row('artworks update with system fields', {
      target: () => artwork(cast.artistA),
      run: update('artworks', () => ({
        saleState: 'sold',
        likes: 999,
        soldAt: '2026-01-01T00:00:00.000Z',
        owner: cast.artistB.id,
        slug: 'forged',
      })),
      stored: async (c, _out, id) => {
        const doc = await read('artworks', id)
        expect(doc).toMatchObject({ saleState: 'forSale', likes: 0, owner: c === 'editor' ? cast.artistB.id : cast.artistA.id })
        expect(doc.slug).not.toBe('forged')
      },
    })
    expect(r).toEqual(expected(['owner', 'editor']))
    expect(await row('artworks delete', { target: () => artwork(cast.artistA), run: remove('artworks') })).toEqual(
      expected(['owner', 'editor']),
    )
  })

  it('artist collections: sellers create with their own cover; owner and slug are not theirs to set', async () => {
    const data = (c: Caller, extra: Doc = {}) => ({
      collectionName: `Set of ${c}`,
      description: 'd',
      coverImage: mediaOf[c] ?? mediaOf.owner,
      ...extra,
    })
    const r = await row('artwork-collections create', {
      run: create('artwork-collections', (c) => data(c, { owner: cast.artistB.id, slug: `chosen-${c}` })),
      stored: async (c, out) => {
        const doc = await read('artwork-collections', out.doc!.id as Id)
        expect(doc.owner).toBe(c === 'editor' ? cast.artistB.id : ownId(c))
        if (c !== 'editor') expect(doc.slug).not.toBe(`chosen-${c}`)
      },
    })
    expect(r).toEqual(expected(SELLERS))
    expect(
      await row('artwork-collections create with the owner’s cover', {
        run: create('artwork-collections', (c) => data(c, { coverImage: mediaOf.owner })),
      }),
    ).toEqual(expected(['owner', 'editor']))
    expect(
      await row('artwork-collections update', {
        target: () => collectionOf(cast.artistA),
        run: update('artwork-collections', (c) => ({ collectionName: c })),
      }),
    ).toEqual(expected(['owner', 'editor']))
    expect(
      await row('artwork-collections delete', { target: () => collectionOf(cast.artistA), run: remove('artwork-collections') }),
    ).toEqual(expected(['owner', 'editor']))
  })

  it('users: anyone signs up, never as staff, never verified or with a chosen slug; only oneself updates, only an admin deletes', async () => {
    const signup = (c: Caller, extra: Doc = {}) => {
      const name = `probe-${c}-${unique()}`
      return { email: `${name}@example.test`, username: name, fullName: 'Probe Person', role: 'artist', password: PASSWORD, ...extra }
    }
    const r = await row('users create', {
      run: create('users', (c) => signup(c, { _verified: true, slug: `chosen-${c}` })),
      stored: async (c, out) => {
        const doc = (await payload.db.findOne({ collection: 'users', where: { id: { equals: out.doc!.id } } })) as Doc
        expect(doc._verified ?? false).toBe(false)
        expect(doc.slug).not.toBe(`chosen-${c}`)
      },
    })
    expect(r).toEqual(expected(CALLERS))
    expect(await row('users create as admin', { run: create('users', (c) => signup(c, { role: 'admin' })) })).toEqual(expected(NOBODY))
    const own = (c: Caller) => ownId(c)
    const before = new Map<Caller, Doc>()
    const forged = await row('users update own account with system fields', {
      target: async (c) => {
        before.set(c, (await payload.db.findOne({ collection: 'users', where: { id: { equals: own(c) } } })) as Doc)
        return own(c)
      },
      run: update('users', () => ({
        role: 'admin',
        username: 'forged-name',
        slug: 'forged-slug',
        _verified: false,
        pendingEmail: 'thief@example.test',
      })),
      stored: async (c) => {
        const doc = (await payload.db.findOne({ collection: 'users', where: { id: { equals: own(c) } } })) as Doc
        const was = before.get(c)!
        expect(doc).toMatchObject({ role: was.role, username: was.username, slug: was.slug, _verified: true })
        expect(doc.pendingEmail ?? null).toBeNull()
      },
    })
    // A visitor has no account: the row they aim at is artist A's.
    expect(forged).toEqual(expected(SIGNED_IN))
    expect(
      await row('users update the owner’s account', {
        target: async () => cast.artistA.id,
        run: update('users', () => ({ city: 'Pune' })),
      }),
    ).toEqual(expected(['owner']))
    expect(
      await row('users photo someone else’s image', {
        target: async (c) => own(c),
        run: update('users', () => ({ photo: mediaOf.other })),
      }),
    ).toEqual(expected(['other', 'editor']))
    expect(
      await row('users delete', {
        target: async () => (await makeUser(payload, 'collector', `probe-del-${unique()}`)).id,
        run: remove('users'),
      }),
    ).toEqual(expected(NOBODY))
  })

  it('galleries: staff create and delete; the gallery member updates their own page, never its owner, name or views', async () => {
    expect(
      await row('galleries create', {
        target: async () => ({ name: 'G', username: `g-${unique()}`, owner: (await galleryUser()).id }),
        run: createPrepared('galleries'),
      }),
    ).toEqual(expected(EDITOR))
    // The gallery member's one page for them; staff change a page of their own.
    const pageFor = async (c: Caller) => (c === 'editor' ? (await gallery()).id : galleryA.id)
    expect(await row('galleries update', { target: pageFor, run: update('galleries', (c) => ({ bio: `<p>${c}</p>` })) })).toEqual(
      expected(['gallery', 'editor']),
    )
    const r = await row('galleries update with system fields', {
      target: pageFor,
      run: update('galleries', () => ({ owner: cast.artistB.id, username: 'forged-gallery', views: 999 })),
      stored: async (c, _out, id) => {
        if (c === 'editor') return
        expect(await read('galleries', id)).toMatchObject({ owner: cast.gallery.id, username: galleryA.username, views: 0 })
      },
    })
    expect(r).toEqual(expected(['gallery', 'editor']))
    expect(
      await row('galleries photo someone else’s image', {
        target: pageFor,
        run: update('galleries', () => ({ photo: mediaOf.other, banners: [mediaOf.other] })),
      }),
    ).toEqual(expected(EDITOR))
    expect(await row('galleries delete', { target: async () => (await gallery()).id, run: remove('galleries') })).toEqual(expected(EDITOR))
  })

  it("exhibitions: a gallery member shows them on their own gallery only, with the gallery's own works, and deletes them", async () => {
    const show = (extra: Doc = {}) => ({ name: 'Show', startDate: '2026-03-01', endDate: '2026-04-01', gallery: galleryA.id, ...extra })
    const r = await row('exhibitions create on one’s gallery', {
      run: create('exhibitions', (c) => show({ slug: `chosen-${c}` })),
      stored: async (c, out) => {
        if (c !== 'editor') expect((await read('exhibitions', out.doc!.id as Id)).slug).not.toBe(`chosen-${c}`)
      },
    })
    expect(r).toEqual(expected(['gallery', 'editor']))
    expect(
      await row('exhibitions create on another gallery', { run: create('exhibitions', () => show({ gallery: galleryB.id })) }),
    ).toEqual(expected(EDITOR))
    const draft = await artwork(cast.artistB, { status: 'unpublished' })
    expect(
      await row('exhibitions create with an unpublished work', { run: create('exhibitions', () => show({ artworks: [draft] })) }),
    ).toEqual(expected(EDITOR))
    const someoneElses = await artwork(cast.artistB)
    expect(
      await row("exhibitions create with another member's public work", {
        run: create('exhibitions', () => show({ artworks: [someoneElses] })),
      }),
    ).toEqual(expected(EDITOR))
    expect(
      await row('exhibitions update', { target: () => exhibition(galleryA), run: update('exhibitions', (c) => ({ name: c })) }),
    ).toEqual(expected(['gallery', 'editor']))
    expect(
      await row('exhibitions move to another gallery', {
        target: () => exhibition(galleryA),
        run: update('exhibitions', () => ({ gallery: galleryB.id })),
      }),
    ).toEqual(expected(EDITOR))
    expect(await row('exhibitions delete', { target: () => exhibition(galleryA), run: remove('exhibitions') })).toEqual(
      expected(['gallery', 'editor']),
    )
  })

  it("viewing rooms: every member makes their own (never another's, never a token, owner or opens of their choosing); only the owner changes or deletes it; a client's room holds the seller's own works", async () => {
    const room = (extra: Doc = {}) => ({ title: 'Probe room', items: [], ...extra })
    const r = await row('viewing-rooms create with system fields', {
      run: create('viewing-rooms', () =>
        room({ owner: cast.artistB.id, token: 'x'.repeat(32), opens: 99, firstOpenedAt: '2026-01-01T00:00:00.000Z' }),
      ),
      stored: async (c, out) => {
        const doc = await read('viewing-rooms', out.doc!.id as Id)
        expect(doc.owner).toBe(ownId(c))
        expect(doc.token).not.toBe('x'.repeat(32))
        expect(doc.opens ?? 0).toBe(0)
        expect(doc.firstOpenedAt ?? null).toBeNull()
      },
    })
    expect(r).toEqual(expected(SIGNED_IN))
    const someoneElses = await artwork(cast.artistB)
    const draft = await artwork(cast.artistB, { status: 'unpublished' })
    expect(
      await row('viewing-rooms create with a public work', {
        run: create('viewing-rooms', () => room({ items: [{ artwork: someoneElses }] })),
      }),
    ).toEqual(expected(SIGNED_IN))
    expect(
      await row('viewing-rooms create with an unpublished work', {
        run: create('viewing-rooms', () => room({ items: [{ artwork: draft }] })),
      }),
    ).toEqual(expected(['other', 'editor']))
    expect(
      await row("viewing-rooms create a client's room with another's work", {
        run: create('viewing-rooms', () => room({ kind: 'client', items: [{ artwork: someoneElses }] })),
      }),
    ).toEqual(expected(['other']))
    const ownersRoom = async () =>
      (await raw<Doc>('viewing-rooms', { title: 'Owner room', owner: cast.artistA.id, token: `t${unique()}`.padEnd(32, 'x') })).id as Id
    expect(await row('viewing-rooms update', { target: ownersRoom, run: update('viewing-rooms', (c) => ({ title: c })) })).toEqual(
      expected(['owner']),
    )
    const forged = await row('viewing-rooms update with system fields', {
      target: ownersRoom,
      run: update('viewing-rooms', () => ({ owner: cast.artistB.id, token: 'y'.repeat(32), opens: 7 })),
      stored: async (_c, _out, id) => {
        expect(await read('viewing-rooms', id)).toMatchObject({ owner: cast.artistA.id, opens: 0 })
        expect((await read('viewing-rooms', id)).token).not.toBe('y'.repeat(32))
      },
    })
    expect(forged).toEqual(expected(['owner']))
    expect(await row('viewing-rooms delete', { target: ownersRoom, run: remove('viewing-rooms') })).toEqual(expected(['owner']))
  })

  it('enquiries: from the signed-in member, about a work they can see and not their own; the artist marks them, staff close them', async () => {
    const published = await artwork(cast.artistA)
    const note = (extra: Doc = {}) => ({
      name: 'N',
      email: 'n@example.test',
      phone: '9876543210',
      username: 'anil-artist',
      artwork: published,
      artist: cast.artistA.id,
      ...extra,
    })
    const r = await row('enquiries create', {
      run: create('enquiries', () => note({ sender: cast.artistB.id, status: 'closed', artist: cast.artistB.id, username: 'bina-artist' })),
      stored: async (c, out) => {
        if (c === 'editor') return
        expect(await read('enquiries', out.doc!.id as Id)).toMatchObject({
          sender: ownId(c),
          status: 'new',
          artist: cast.artistA.id,
          username: 'anil-artist',
        })
      },
    })
    expect(r).toEqual(expected(['member', 'other', 'gallery', 'editor']))
    const draft = await artwork(cast.artistB, { status: 'unpublished' })
    expect(
      await row('enquiries about an unpublished work', {
        run: create('enquiries', () => note({ artwork: draft, artist: cast.artistB.id })),
      }),
    ).toEqual(expected(EDITOR))
    const enquiry = async () => (await raw<Doc>('enquiries', { ...note(), sender: cast.explorer.id })).id as Id
    expect(await row('enquiries mark answered', { target: enquiry, run: update('enquiries', () => ({ status: 'answered' })) })).toEqual(
      expected(['owner', 'editor']),
    )
    const closed = await row('enquiries close', {
      target: enquiry,
      run: update('enquiries', () => ({ status: 'closed', sender: cast.artistB.id })),
      stored: async (c, _out, id) => {
        expect(await read('enquiries', id)).toMatchObject(
          c === 'editor' ? { status: 'closed' } : { status: 'new', sender: cast.explorer.id },
        )
      },
    })
    expect(closed).toEqual(expected(['owner', 'editor']))
    expect(await row('enquiries delete', { target: enquiry, run: remove('enquiries') })).toEqual(expected(NOBODY))
  })

  it('contact messages: anyone sends, never handled and never in another name, only to a member; staff handle them', async () => {
    const message = (extra: Doc = {}) => ({ name: 'N', email: 'n@example.test', message: 'Hello', ...extra })
    const r = await row('contact-messages create', {
      run: create('contact-messages', () => message({ handled: true, sender: cast.editor.id })),
      stored: async (c, out) => {
        if (c === 'editor') return
        const doc = await read('contact-messages', out.doc!.id as Id)
        expect(doc.handled).toBe(false)
        expect(doc.sender ?? null).toBe(who[c]?.id ?? null)
      },
    })
    expect(r).toEqual(expected(CALLERS))
    expect(
      await row('contact-messages to a staff account', { run: create('contact-messages', () => message({ artist: cast.editor.id })) }),
    ).toEqual(expected(EDITOR))
    const sent = async () => (await raw<Doc>('contact-messages', message())).id as Id
    expect(
      await row('contact-messages mark handled', { target: sent, run: update('contact-messages', () => ({ handled: true })) }),
    ).toEqual(expected(EDITOR))
    expect(await row('contact-messages delete', { target: sent, run: remove('contact-messages') })).toEqual(expected(NOBODY))
  })

  it('likes: members like works they can see, in their own name; only owner and staff delete; nobody updates', async () => {
    const r = await row('likes create', {
      target: () => artwork(cast.artistA),
      run: (c, id) => create('likes', () => ({ artwork: id, owner: cast.artistB.id, artistSlug: 'forged' }))(c),
      stored: async (c, out) => {
        const doc = await read('likes', out.doc!.id as Id)
        expect(doc.artistSlug).toBe('anil-artist')
        expect(doc.owner).toBe(c === 'editor' ? cast.artistB.id : ownId(c))
      },
    })
    expect(r).toEqual(expected(SIGNED_IN))
    expect(
      await row('likes of an unpublished work', {
        target: () => artwork(cast.artistB, { status: 'unpublished' }),
        run: (c, id) => create('likes', () => ({ artwork: id }))(c),
      }),
    ).toEqual(expected(['other', 'editor']))
    const like = async () => (await raw<Doc>('likes', { artwork: await artwork(cast.artistB), owner: cast.artistA.id })).id as Id
    expect(await row('likes update', { target: like, run: update('likes', () => ({ artistSlug: 'x' })) })).toEqual(expected(NOBODY))
    expect(await row('likes delete', { target: like, run: remove('likes') })).toEqual(expected(['owner', 'editor']))
  })

  it('follows: members follow sellers in their own name, never themselves; only follower and staff read or delete; nobody updates', async () => {
    const r = await row('follows create', {
      run: create('follows', () => ({ kind: 'artist', artist: cast.artistB.id, owner: cast.collector.id, target: 'forged' })),
      stored: async (c, out) => {
        const doc = await read('follows', out.doc!.id as Id)
        expect(doc.target).toBe(`artist:${cast.artistB.id}`)
        expect(doc.owner).toBe(c === 'editor' ? cast.collector.id : ownId(c))
      },
    })
    // Artist B cannot follow themself.
    expect(r).toEqual(expected(['member', 'owner', 'gallery', 'editor']))
    expect(await row('follows of a non-seller', { run: create('follows', () => ({ kind: 'artist', artist: cast.explorer.id })) })).toEqual(
      expected(NOBODY),
    )
    // Artist A follows a gallery of their own (one row each: the pair is unique).
    const follow = async () =>
      (await raw<Doc>('follows', { kind: 'gallery', gallery: (await gallery()).id, owner: cast.artistA.id })).id as Id
    const readOne = (c: Caller, id: Id) => local(c, (as) => payload.findByID({ collection: 'follows', id, ...as } as never))
    expect(await row('follows read', { target: follow, run: readOne })).toEqual(expected(['owner', 'editor']))
    expect(
      await row('follows update', { target: follow, run: update('follows', () => ({ kind: 'artist', artist: cast.artistB.id })) }),
    ).toEqual(expected(NOBODY))
    expect(await row('follows delete', { target: follow, run: remove('follows') })).toEqual(expected(['owner', 'editor']))
  })

  it('alerts: members save alerts in their own name (name and key written by the server); owner and staff read, change and delete', async () => {
    const r = await row('alerts create', {
      run: create('alerts', () => ({ criteria: { color: 'blue' }, owner: cast.collector.id, name: 'forged', criteriaKey: 'forged' })),
      stored: async (c, out) => {
        const doc = await read('alerts', out.doc!.id as Id)
        expect(doc).toMatchObject({ name: 'Blue', criteriaKey: '[["color","blue"]]' })
        expect(doc.owner).toBe(c === 'editor' ? cast.collector.id : ownId(c))
      },
    })
    expect(r).toEqual(expected(SIGNED_IN))
    const alert = async () => (await raw<Doc>('alerts', { owner: cast.artistA.id, criteria: { priceMin: 100 + n++ } })).id as Id
    const readOne = (c: Caller, id: Id) => local(c, (as) => payload.findByID({ collection: 'alerts', id, ...as } as never))
    expect(await row('alerts read', { target: alert, run: readOne })).toEqual(expected(['owner', 'editor']))
    expect(await row('alerts update', { target: alert, run: update('alerts', () => ({ frequency: 'instant' })) })).toEqual(
      expected(['owner', 'editor']),
    )
    expect(await row('alerts delete', { target: alert, run: remove('alerts') })).toEqual(expected(['owner', 'editor']))
  })

  it('notifications: only the server writes them; the recipient and staff read, mark read and delete', async () => {
    const work = await artwork(cast.artistB)
    const data = () => ({ key: `probe:${unique()}`, recipient: cast.artistA.id, kind: 'new-work', artwork: work, reason: 'follow' })
    expect(await row('notifications create', { run: create('notifications', data) })).toEqual(expected(NOBODY))
    const notification = async () => (await raw<Doc>('notifications', data())).id as Id
    const readOne = (c: Caller, id: Id) => local(c, (as) => payload.findByID({ collection: 'notifications', id, ...as } as never))
    expect(await row('notifications read', { target: notification, run: readOne })).toEqual(expected(['owner', 'editor']))
    const r = await row('notifications mark read', {
      target: notification,
      run: update('notifications', () => ({ readAt: new Date().toISOString(), kind: 'price-drop', recipient: cast.artistB.id })),
      stored: async (_c, _out, id) => {
        const doc = await read('notifications', id)
        expect(doc).toMatchObject({ kind: 'new-work', recipient: cast.artistA.id })
        expect(doc.readAt).toBeTruthy()
      },
    })
    expect(r).toEqual(expected(['owner', 'editor']))
    expect(await row('notifications delete', { target: notification, run: remove('notifications') })).toEqual(expected(['owner', 'editor']))
  })

  it('offers: read by their buyer, their seller and staff; an artwork’s offer floor by its owner and staff only', async () => {
    const offerRow = async () =>
      (
        await raw<Doc>('offers', {
          key: `live:${cast.explorer.id}:${unique()}`,
          artwork: await artwork(cast.artistA, { acceptOffers: true }),
          buyer: cast.explorer.id,
          seller: cast.artistA.id,
          amountPaise: 90_000,
          status: 'open',
        })
      ).id as Id
    const readOffer = (c: Caller, id: Id) => local(c, (as) => payload.findByID({ collection: 'offers', id, ...as } as never))
    expect(await row('offers read', { target: offerRow, run: readOffer })).toEqual(expected(['member', 'owner', 'editor']))
    const floored = await artwork(cast.artistA, { acceptOffers: true, offerFloorPaise: 77_700 })
    const floorOf = async (c: Caller) => {
      const out = await local(c, (as) => payload.findByID({ collection: 'artworks', id: floored, ...as } as never))
      return out.status === 200 && out.doc?.offerFloorPaise === 77_700
    }
    const seen = Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await floorOf(c)] as const)))
    expect(seen).toEqual({ visitor: false, member: false, owner: true, other: false, gallery: false, editor: true })
  })

  it('conversations and messages: only the two parties start, read and write; staff read a reported one only; nobody edits or deletes', async () => {
    // The member (explorer) asked artist A (the owner) about a work of theirs.
    const enquiry = async () =>
      (
        await raw<Doc>('enquiries', {
          name: 'Probe',
          email: 'probe@example.test',
          phone: '9812345678',
          username: cast.artistA.username,
          artwork: lockedWork,
          artist: cast.artistA.id,
          sender: cast.explorer.id,
        })
      ).id as Id
    const r = await row('conversations create', {
      target: async () =>
        ({ subjectKind: 'enquiry', enquiry: await enquiry(), buyer: cast.artistB.id, key: 'forged', reportedAt: '2026-01-01' }) as never,
      run: createPrepared('conversations'),
      stored: async (_c, out) => {
        const doc = await read('conversations', out.doc!.id as Id)
        expect(doc).toMatchObject({ buyer: cast.explorer.id, seller: cast.artistA.id, reportedAt: null })
        expect(doc.key).not.toBe('forged')
      },
    })
    expect(r).toEqual(expected(['member', 'owner']))
    const conversation = async () => (await raw<Doc>('conversations', { subjectKind: 'enquiry', enquiry: await enquiry() })).id as Id
    const reported = async () => {
      const id = await conversation()
      await payload.update({ collection: 'conversations', id, data: { reportedAt: new Date().toISOString() }, overrideAccess: true })
      return id
    }
    const readOne = (collection: CollectionSlug) => (c: Caller, id: Id) =>
      local(c, (as) => payload.findByID({ collection, id, ...as } as never))
    expect(await row('conversations read', { target: conversation, run: readOne('conversations') })).toEqual(expected(['member', 'owner']))
    expect(await row('conversations read when reported', { target: reported, run: readOne('conversations') })).toEqual(
      expected(['member', 'owner', 'editor']),
    )
    expect(
      await row('conversations update', { target: conversation, run: update('conversations', () => ({ reportReason: 'x' })) }),
    ).toEqual(expected(NOBODY))
    expect(await row('conversations delete', { target: reported, run: remove('conversations') })).toEqual(expected(NOBODY))

    const m = await row('messages create', {
      target: async () =>
        ({ conversation: await conversation(), body: 'Call 98123 45678', author: cast.artistB.id, masked: false }) as never,
      run: createPrepared('messages'),
      stored: async (c, out) => {
        const doc = await read('messages', out.doc!.id as Id)
        expect(doc).toMatchObject({ author: ownId(c), body: 'Call [contact details hidden]', masked: true })
      },
    })
    expect(m).toEqual(expected(['member', 'owner']))
    const message = async (on?: Id) =>
      (await raw<Doc>('messages', { conversation: on ?? (await conversation()), body: 'Hello', author: cast.explorer.id })).id as Id
    expect(await row('messages read', { target: () => message(), run: readOne('messages') })).toEqual(expected(['member', 'owner']))
    expect(await row('messages read when reported', { target: async () => message(await reported()), run: readOne('messages') })).toEqual(
      expected(['member', 'owner', 'editor']),
    )
    expect(await row('messages update', { target: () => message(), run: update('messages', () => ({ body: 'edited' })) })).toEqual(
      expected(NOBODY),
    )
    expect(await row('messages delete', { target: async () => message(await reported()), run: remove('messages') })).toEqual(
      expected(NOBODY),
    )
  })

  it('media: members upload in their own name; owner and staff update and delete', async () => {
    const r = await row('media create', {
      run: (c) =>
        local(c, (as) => payload.create({ collection: 'media', data: { alt: c, owner: cast.artistB.id }, file: file(image), ...as })),
      stored: async (c, out) => {
        expect((await read('media', out.doc!.id as Id)).owner).toBe(c === 'editor' ? cast.artistB.id : ownId(c))
      },
    })
    expect(r).toEqual(expected(SIGNED_IN))
    expect(await row('media update', { target: () => media(cast.artistA), run: update('media', (c) => ({ alt: c })) })).toEqual(
      expected(['owner', 'editor']),
    )
    expect(await row('media delete', { target: () => media(cast.artistA), run: remove('media') })).toEqual(expected(['owner', 'editor']))
  })

  it('orders: editors fulfil; nobody but an admin creates or deletes one', async () => {
    const data = async () => {
      const work = await artwork(cast.artistA)
      return {
        buyer: cast.explorer.id,
        totalAmount: 1000,
        items: [{ artwork: work, seller: cast.artistA.id, title: 'T', artistName: 'A', price: 1000 }],
      }
    }
    expect(await row('orders create', { target: data, run: createPrepared('orders') })).toEqual(expected(NOBODY))
    const order = async () => (await raw<Doc>('orders', await data())).id as Id
    expect(await row('orders update', { target: order, run: update('orders', (c) => ({ customer: { name: c } })) })).toEqual(
      expected(EDITOR),
    )
    expect(await row('orders delete', { target: order, run: remove('orders') })).toEqual(expected(NOBODY))
  })

  it('dictionary, shop categories and guides: staff only', async () => {
    const rows: Partial<Record<CollectionSlug, () => Promise<Doc>>> = {
      categories: async () => ({ name: 'C', slug: `c-${unique()}`, type: 'style' }),
      'dictionary-categories': async () => ({ category: 'D', slug: `d-${unique()}` }),
      'dictionary-terms': async () => ({
        term: 'T',
        slug: `t-${unique()}`,
        definition: 'd',
        category: (await raw<Doc>('dictionary-categories', { category: 'D', slug: `d-${unique()}` })).id,
      }),
      guides: async () => ({ title: 'G', slug: `g-${unique()}`, excerpt: 'e', sections: [{ heading: 'h', body: 'b' }] }),
    }
    for (const [slug, make] of Object.entries(rows) as [CollectionSlug, () => Promise<Doc>][]) {
      expect(await row(`${slug} create`, { target: make, run: createPrepared(slug) }), slug).toEqual(expected(EDITOR))
      const target = async () => (await raw<Doc>(slug, await make())).id as Id
      expect(await row(`${slug} update`, { target, run: update(slug, () => ({ order: 3 })) }), slug).toEqual(expected(EDITOR))
      expect(await row(`${slug} delete`, { target, run: remove(slug) }), slug).toEqual(expected(EDITOR))
    }
  })

  it('what only the server writes: nobody, staff included, through any door', async () => {
    for (const [slug, make] of Object.entries(SYSTEM_ROWS) as [CollectionSlug, () => Promise<Doc>][]) {
      expect(await row(`${slug} create`, { target: make, run: createPrepared(slug) }), slug).toEqual(expected(NOBODY))
      const target = async () => (await raw<Doc>(slug, await make())).id as Id
      expect(await row(`${slug} update`, { target, run: update(slug, () => ({})) }), slug).toEqual(expected(NOBODY))
      // Admins may delete refresh tokens (signing a session out); editors may not.
      expect(await row(`${slug} delete`, { target, run: remove(slug) }), slug).toEqual(expected(NOBODY))
    }
    for (const slug of ['payload-jobs', 'payload-kv'] as CollectionSlug[]) {
      expect(await row(`${slug} create`, { run: create(slug, () => ({ key: unique(), data: {}, taskSlug: 'x' })) }), slug).toEqual(
        expected(NOBODY),
      )
    }
    // Every system collection through both doors as every caller: 39 s on SQLite, over 60 s on
    // PostgreSQL under CI's load (ci5), where the closing count then ran beside its last requests.
  }, 180_000)

  it("the back office's edit locks: in one's own name; staff only touch other people's", async () => {
    const lock = (userId: Id) => ({ document: { relationTo: 'artworks', value: lockedWork }, user: { relationTo: 'users', value: userId } })
    const locks = 'payload-locked-documents' as CollectionSlug
    expect(await row('locks create in one’s own name', { run: create(locks, (c) => lock(ownId(c))) })).toEqual(expected(SIGNED_IN))
    expect(await row('locks create in the editor’s name', { run: create(locks, () => lock(cast.editor.id)) })).toEqual(expected(EDITOR))
    const editorsLock = async () => (await raw<Doc>(locks, lock(cast.editor.id))).id as Id
    expect(await row('locks update the editor’s', { target: editorsLock, run: update(locks, (c) => lock(ownId(c))) })).toEqual(
      expected(EDITOR),
    )
    expect(await row('locks delete the editor’s', { target: editorsLock, run: remove(locks) })).toEqual(expected(EDITOR))
    const ownLock = async (c: Caller) => (await raw<Doc>(locks, lock(ownId(c)))).id as Id
    expect(
      await row('locks move one’s own into the editor’s name', { target: ownLock, run: update(locks, () => lock(cast.editor.id)) }),
    ).toEqual(expected(EDITOR))
  })

  it('preferences: always one’s own, staff included', async () => {
    const prefs = 'payload-preferences' as CollectionSlug
    expect(
      await row('preferences create', {
        run: create(prefs, (c) => ({ key: `k-${c}`, value: { a: 1 }, user: { relationTo: 'users', value: cast.editor.id } })),
      }),
    ).toEqual(expected(SIGNED_IN))
    const ownersPreference = async () =>
      // Payload writes a preference in the name of the request's user only.
      (
        (await payload.create({
          collection: prefs,
          data: { key: `o-${unique()}`, value: { a: 1 } },
          user: cast.artistA,
          overrideAccess: true,
        } as never)) as unknown as Doc
      ).id as Id
    expect(
      await row('preferences update the owner’s', { target: ownersPreference, run: update(prefs, () => ({ value: { a: 2 } })) }),
    ).toEqual(expected(['owner']))
    expect(await row('preferences delete the owner’s', { target: ownersPreference, run: remove(prefs) })).toEqual(expected(['owner']))
  })
})

describe("door 2: the storefront's /api routes apply the same rules", () => {
  it('likes and enquiries: only of works the caller can see; no enquiry about one’s own work', async () => {
    const draft = await artwork(cast.artistB, { status: 'unpublished' })
    expect(
      await row('POST /api/user/like-artwork of a draft', {
        run: (c) => viaHttp(c, 'POST', '/api/user/like-artwork', { artworkId: draft }),
      }),
    ).toEqual(expected(['other', 'editor']))
    const published = await artwork(cast.artistA)
    const enquiry = (artworkId: Id, username: string) => ({ name: 'N', email: 'n@example.test', phone: '9876543210', username, artworkId })
    expect(
      await row('POST /api/user/enquiry', { run: (c) => viaHttp(c, 'POST', '/api/user/enquiry', enquiry(published, 'anil-artist')) }),
    ).toEqual(expected(['member', 'other', 'gallery', 'editor']))
    expect(
      await row('POST /api/user/enquiry about a draft', {
        run: (c) => viaHttp(c, 'POST', '/api/user/enquiry', enquiry(draft, 'bina-artist')),
      }),
    ).toEqual(expected(EDITOR))
    expect(
      await row('POST /api/user/contact to a staff account', {
        run: (c) =>
          viaHttp(c, 'POST', '/api/user/contact', { name: 'N', email: 'n@example.test', message: 'Hi', username: cast.editor.username }),
      }),
    ).toEqual(expected(NOBODY))
  })

  it('conversations: only the two parties read a thread and write in it', async () => {
    const enquiry = await raw<Doc>('enquiries', {
      name: 'Probe',
      email: 'probe@example.test',
      phone: '9812345678',
      username: cast.artistA.username,
      artwork: lockedWork,
      artist: cast.artistA.id,
      sender: cast.explorer.id,
    })
    const conversation = (await raw<Doc>('conversations', { subjectKind: 'enquiry', enquiry: enquiry.id })).id as Id
    const path = `/api/user/conversations/${conversation}`
    expect(await row(`GET ${path}`, { run: (c) => viaHttp(c, 'GET', path) })).toEqual(expected(['member', 'owner']))
    expect(await row(`POST ${path}/messages`, { run: (c) => viaHttp(c, 'POST', `${path}/messages`, { body: `From ${c}` }) })).toEqual(
      expected(['member', 'owner']),
    )
    expect(
      await row('POST /api/user/conversations about the enquiry', {
        run: (c) => viaHttp(c, 'POST', '/api/user/conversations', { kind: 'enquiry', id: String(enquiry.id) }),
      }),
    ).toEqual(expected(['member', 'owner']))
  })

  it("a work joins only its owner's collection, through the member area too", async () => {
    const ownersCollection = await collectionOf(cast.artistA)
    expect(
      await row('PUT /api/admin/update-artwork into the owner’s collection', {
        target: async (c) => artwork(who[c] && c !== 'member' ? who[c]! : cast.artistA),
        run: (c, id) => viaHttp(c, 'PUT', '/api/admin/update-artwork', { _id: String(id), collectionId: String(ownersCollection) }),
      }),
    ).toEqual(expected(['owner']))
    expect(
      await row('PUT /api/admin/update-profile with a role', {
        run: (c) => viaHttp(c, 'PUT', '/api/admin/update-profile', { role: 'admin', bio: 'x' }),
      }),
    ).toEqual(expected(NOBODY))
  })
})

describe("offers' floors through the storefront's /api and /cms/api", () => {
  it('never leave the owner and staff: not in the public artwork, nor in /cms/api for members; staff read them there', async () => {
    const floored = await artwork(cast.artistA, { acceptOffers: true, offerFloorPaise: 88_800 })
    for (const caller of CALLERS) {
      const page = await http.call('GET', `/api/public/artwork/${floored}`, undefined, who[caller] ?? null)
      expect(page.status, caller).toBe(200)
      expect(page.text, caller).not.toContain('88800')
      const rest = await http.call('GET', `/cms/api/artworks/${floored}?depth=0`, undefined, who[caller] ?? null)
      if (caller === 'editor') expect(rest.json.offerFloorPaise, caller).toBe(88_800)
      else expect(rest.status, caller).toBeGreaterThanOrEqual(400)
    }
    const pastDoor = await past.call('GET', `/cms/api/artworks/${floored}?depth=0`, undefined, who.other ?? null)
    expect(pastDoor.text).not.toContain('88800')
  })
})

describe("door 3: /cms/api, the back office's door in front of Payload's REST handler", () => {
  const NON_STAFF: readonly Caller[] = ['visitor', 'member', 'owner', 'other', 'gallery']

  // 25 requests a collection, each with a count of every collection's rows: over a minute on a loaded 2-core machine.
  it('refuses every write and read of every collection to non-staff, and changes nothing', async () => {
    const someWork = await artwork(cast.artistA)
    // Collections closed to REST altogether answer 404 to everyone (the back-office door spec checks them).
    for (const slug of Object.keys(payload.collections).filter((s) => !(CLOSED_TO_REST as readonly string[]).includes(s))) {
      for (const caller of NON_STAFF) {
        for (const [method, path, body] of [
          ['GET', `/cms/api/${slug}`],
          ['GET', `/cms/api/${slug}/${someWork}`],
          ['POST', `/cms/api/${slug}`, { title: 'x', name: 'x', owner: cast.artistA.id }],
          ['PATCH', `/cms/api/${slug}/${someWork}`, { title: 'x', saleState: 'sold' }],
          ['DELETE', `/cms/api/${slug}/${someWork}`],
        ] as const) {
          const out = await probe(`${method} ${path} as ${caller}`, () => viaHttp(caller, method, path, body))
          expect(out.status, `${method} ${path} as ${caller}`).toBe(caller === 'visitor' ? 401 : 403)
        }
      }
    }
  }, 180_000)

  it('holds staff to the same data rules as the Local API (it is the same code)', async () => {
    const post = (path: string, body: Doc) => probe(`POST ${path} as editor`, () => viaHttp('editor', 'POST', path, body))
    const forged = await post('/cms/api/artworks', {
      title: 'Staff work',
      medium: 'Oil',
      images: [mediaOf.editor],
      saleState: 'sold',
      likes: 500,
    })
    expect(forged.status).toBe(201)
    expect(await read('artworks', (forged.doc!.doc as Doc).id as Id)).toMatchObject({ saleState: 'forSale', likes: 0 })
    const foreign = await post('/cms/api/artworks', {
      title: 'Into A',
      medium: 'Oil',
      images: [mediaOf.editor],
      collection: await collectionOf(cast.artistA),
    })
    expect(foreign.status).toBe(400)
    expect((await post('/cms/api/orders', { buyer: cast.explorer.id, totalAmount: 1, items: [] })).status).toBe(403)
    expect((await post('/cms/api/sale-claims', { key: 'hold:1', kind: 'hold' })).status).toBe(403)
  })

  it("lets staff's real queries through (the back office's own list, search and relation pickers)", async () => {
    for (const query of [
      'limit=10&page=1&depth=0&sort=-createdAt',
      'where[or][0][and][0][title][like]=Probe',
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[id][not_in]=1,2',
      'where[createdAt][greater_than]=2026-01-01T00:00:00.000Z',
      'where[price][less_than_equal]=5000&where[owner][equals]=1',
      'where[soldAt][exists]=false',
      `where=${encodeURIComponent(JSON.stringify({ status: { equals: 'published' } }))}`,
    ]) {
      const out = await probe(`GET /cms/api/artworks?${query} as editor`, () => viaHttp('editor', 'GET', `/cms/api/artworks?${query}`))
      expect(out.status, query).toBe(200)
    }
  })

  // About 2,300 requests one after another: a loaded 2-core machine needs more than the default minute.
  it('answers garbage query strings and ids with a 4xx, never a 5xx, as visitor, member and staff', async () => {
    const numbers = ['2.5', '-1', '0', 'Infinity', 'NaN', 'abc', '1e3', '99999999999999999999', '', '%00', '[]']
    const queries = [
      ...numbers.flatMap((v) => [`limit=${v}`, `page=${v}`, `depth=${v}`]),
      'pagination=false&depth=10',
      'pagination=maybe',
      'page=-1&limit=-1',
      'where=notjson',
      'where[title][equals]=x',
      'where[nonexistent][equals]=1',
      'where[id][in]=a,b',
      'where[id][equals]=abc',
      'where[id][in]=1,99999999999',
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[title][equals]=%00',
      'where[owner][equals]=abc',
      'where[price][greater_than]=abc',
      'where[or][0][title][like]=%25',
      'where[owner.email][equals]=x@example.test',
      'where[title][near]=1,2,3',
      'where[createdAt][greater_than]=notadate',
      'where[and][0][or][0][and]=1',
      'sort=-nonexistent',
      'sort=title,,',
      'sort=%00',
      'select[title]=true&populate[x]=1',
      'joins=false&draft=true&locale=xx',
      'trash=true',
    ]
    const ids = ['abc', '-1', '0', '1.5', '99999999999', '%00', "1'--", '1;DROP', '..%2F..%2Fusers', '1e3']
    const slugs = [
      'artworks',
      'users',
      'artwork-collections',
      'galleries',
      'exhibitions',
      'orders',
      'enquiries',
      'likes',
      'media',
      'payload-preferences',
    ]
    for (const caller of ['visitor', 'member', 'editor'] as const) {
      for (const slug of slugs) {
        for (const q of queries)
          await probe(`GET /cms/api/${slug}?${q} as ${caller}`, () => viaHttp(caller, 'GET', `/cms/api/${slug}?${q}`))
        for (const id of ids) {
          await probe(`GET /cms/api/${slug}/${id} as ${caller}`, () => viaHttp(caller, 'GET', `/cms/api/${slug}/${id}`))
          await probe(`DELETE /cms/api/${slug}/${id} as ${caller}`, () => viaHttp(caller, 'DELETE', `/cms/api/${slug}/${id}`))
        }
      }
    }
    expect(serverErrors).toEqual([])
  }, 240_000)
})

describe("Payload's REST handler reached with no door in front (issue 16): the collections keep the rules", () => {
  const NON_STAFF: readonly Caller[] = ['visitor', 'member', 'owner', 'other', 'gallery']
  /** `method path` as `caller`, straight at Payload's REST handler. */
  const pastDoor = (caller: Caller, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    probe(`${method} ${path} as ${caller} past the door`, async () => {
      const res = await past.call(method, path, body, who[caller] ?? null, headers)
      return { status: res.status, doc: res.json, message: res.text.slice(0, 200) }
    })

  it('members and visitors read, list and write nothing there, in any collection; a member reads only their own account', async () => {
    const someWork = await artwork(cast.artistA)
    for (const slug of Object.keys(payload.collections)) {
      // Payload's preference endpoints read and write the caller's own preferences below any access
      // rule (keyed by the signed-in user; a visitor's reads nothing): the door-1 test holds them to that.
      if (slug === 'payload-preferences') continue
      // Payload serves no REST route for its migrations at all (its own "501 Not Implemented").
      if (slug === 'payload-migrations') continue
      for (const caller of NON_STAFF) {
        for (const [method, path, body] of [
          ['GET', `/cms/api/${slug}?depth=0`],
          ['GET', `/cms/api/${slug}/${someWork}`],
          ['POST', `/cms/api/${slug}`, { title: 'x', name: 'x', owner: cast.artistA.id }],
          ['PATCH', `/cms/api/${slug}/${someWork}`, { title: 'x', saleState: 'sold' }],
          ['DELETE', `/cms/api/${slug}/${someWork}`],
        ] as const) {
          const out = await pastDoor(caller, method, path, body)
          const label = `${method} ${path} as ${caller}`
          expect(out.status, label).toBeLessThan(500)
          if (slug === 'users' && method === 'GET' && out.status === 200 && caller !== 'visitor') {
            // The back office's sign-in screen reads the signed-in account: only one's own.
            const docs = (out.doc?.docs as Doc[] | undefined) ?? [out.doc!]
            expect(
              docs.every((d) => d.id === who[caller]!.id),
              label,
            ).toBe(true)
            continue
          }
          expect(out.status, label).toBeGreaterThanOrEqual(400)
        }
      }
    }
    // Some 1,100 requests, each with the row counts taken around it: 34 s alone on PostgreSQL, and
    // more than the default minute beside another worker in CI.
  }, 180_000)

  it("a member's password and e-mail change only through the storefront's confirmed flows", async () => {
    const member = await makeUser(payload, 'collector', `creds-${unique()}`)
    await past.signIn(payload, member)
    const stored = async () => (await payload.db.findOne({ collection: 'users', where: { id: { equals: member.id } } })) as Doc
    const { hash, email } = await stored()
    for (const data of [{ password: 'stolen-pass-123' }, { email: 'thief@example.test' }]) {
      const res = await probe(`PATCH own account ${Object.keys(data)[0]} past the door`, async () => {
        const r = await past.call('PATCH', `/cms/api/users/${member.id}`, data, member)
        return { status: r.status, message: r.text.slice(0, 200) }
      })
      expect(res.status, JSON.stringify(data)).toBe(403)
    }
    // The Local API as the member (what any other way to Payload calls): a password is refused, an e-mail dropped.
    const password = await local('member', () =>
      payload.update({ collection: 'users', id: member.id, data: { password: 'stolen-pass-123' }, user: member, overrideAccess: false }),
    )
    expect(password.status).toBe(403)
    expect(password.message).toBe('Change your password in your profile, with your current one, or ask for a reset link by e-mail.')
    await payload.update({ collection: 'users', id: member.id, data: { email: 'thief@example.test' }, user: member, overrideAccess: false })
    expect(await stored()).toMatchObject({ hash, email })
    expect((await payload.login({ collection: 'users', data: { email: emailOf(member), password: PASSWORD } })).user?.id).toBe(member.id)
  })

  it('duplicating a document is for staff only, through every door', async () => {
    const r = await row('artworks duplicate', {
      target: () => artwork(cast.artistA),
      run: (c, id) => local(c, (as) => payload.duplicate({ collection: 'artworks', id, ...as })),
    })
    expect(r).toEqual(expected(EDITOR))
    const work = await artwork(cast.artistA)
    for (const caller of ['other', 'owner', 'gallery'] as const) {
      expect((await pastDoor(caller, 'POST', `/cms/api/artworks/${work}/duplicate`, {})).status).toBe(403)
    }
  })

  it("an artist reads the paid orders that hold their works, their own lines only, never the buyer's e-mail or what was paid", async () => {
    const workA = await artwork(cast.artistA)
    const workB = await artwork(cast.artistB)
    const order = (paymentStatus: string) =>
      raw<Order>('orders', {
        buyer: cast.explorer.id,
        paymentStatus,
        totalAmount: 3000,
        amountPaise: 300000,
        razorpay_order_id: `order_${unique()}`,
        items: [
          { artwork: workA, seller: cast.artistA.id, title: 'A', artistName: 'Anil', price: 1000 },
          { artwork: workB, seller: cast.artistB.id, title: 'B', artistName: 'Bina', price: 2000 },
        ],
        customer: { name: 'Eve', email: 'eve-buyer@example.test', phone: '9876543210' },
      })
    const paid = await order('success')
    const unpaid = await order('pending')
    const { docs } = await payload.find({ collection: 'orders', user: cast.artistA, overrideAccess: false, depth: 0, pagination: false })
    const ids = docs.map((d) => d.id)
    expect(ids).toContain(paid.id)
    expect(ids).not.toContain(unpaid.id)
    const seen = docs.find((d) => d.id === paid.id)!
    expect(seen.items.map((i) => i.title)).toEqual(['A'])
    expect(seen.totalAmount).toBe(1000)
    expect(seen.customer?.email).toBeUndefined()
    expect(seen.amountPaise).toBeUndefined()
    expect(seen.razorpay_order_id).toBeUndefined()
    expect(seen.customer?.name).toBe('Eve')
    // The buyer reads all of it.
    const mine = await payload.findByID({ collection: 'orders', id: paid.id, user: cast.explorer, overrideAccess: false, depth: 0 })
    expect(mine).toMatchObject({ amountPaise: 300000, customer: { email: 'eve-buyer@example.test' } })
    // The member area's sales screen, and Payload's REST handler.
    const sales = await http.call('GET', '/api/admin/sales', undefined, cast.artistA)
    expect(sales.status).toBe(200)
    expect(sales.text).toContain('Eve')
    expect(sales.text).not.toContain('eve-buyer@example.test')
    expect((await pastDoor('owner', 'GET', '/cms/api/orders?depth=0')).status).toBe(403)
  })

  it("signing up, writing to Kala and uploading go through Kala's own routes for members and visitors", async () => {
    const name = `rest-signup-${unique()}`
    expect(
      (
        await pastDoor('visitor', 'POST', '/cms/api/users', {
          email: `${name}@example.test`,
          username: name,
          fullName: 'R',
          password: PASSWORD,
        })
      ).status,
    ).toBe(403)
    expect(
      (await pastDoor('visitor', 'POST', '/cms/api/contact-messages', { name: 'N', email: 'n@example.test', message: 'Hi' })).status,
    ).toBe(403)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'mine' }))
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'x.jpg')
    const upload = await probe('POST /cms/api/media as member past the door', async () => {
      const res = await fetch(`${doorless}/cms/api/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${past.tokenOf(cast.explorer)}` },
        body: form,
      })
      return { status: res.status }
    })
    expect(upload.status).toBe(403)
  })

  it('bad and costly parameters answer 400 or 404, never a 500 or megabytes, staff included', async () => {
    for (const [query, status] of [
      ['limit=2.5', 400],
      ['page=-1&limit=-1', 400],
      ['page=Infinity', 400],
      ['depth=10&limit=100', 400],
      [`limit=251`, 400],
      // What the back office's list views ask for related documents' titles.
      ['depth=0&limit=250', 200],
      ['where[price][greater_than]=abc', 400],
      ['where[owner][equals]=abc', 400],
    ] as const) {
      expect((await pastDoor('editor', 'GET', `/cms/api/artworks?${query}`)).status, query).toBe(status)
    }
    expect((await pastDoor('editor', 'GET', '/cms/api/artworks/abc')).status).toBe(404)
    expect((await pastDoor('editor', 'GET', '/cms/api/artworks/99999999999')).status).toBe(404)
    expect((await pastDoor('member', 'GET', '/cms/api/artworks?pagination=false')).status).toBe(400)
    const fine = await pastDoor('editor', 'GET', `/cms/api/artworks?depth=1&limit=5`)
    expect(fine.status).toBe(200)
  })
})

describe("the back office's sign-in (issue 16)", () => {
  it("Payload's own reset endpoint ends every session and a pending e-mail change, as the storefront's reset does", async () => {
    const member = await makeUser(payload, 'collector', `reset-${unique()}`)
    const login = await viaHttpAs(null, 'POST', '/auth/login', { email: emailOf(member), password: PASSWORD })
    expect(login.status).toBe(200)
    const refreshToken = (login.doc as { refreshToken: string }).refreshToken
    await payload.update({ collection: 'users', id: member.id, data: { pendingEmail: 'someone-else@example.test' }, overrideAccess: true })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: emailOf(member) }, disableEmail: true })
    const reset = await viaHttpAs(null, 'POST', '/cms/api/users/reset-password', { token, password: 'brand-new-pass-1' })
    expect(reset.status).toBe(200)
    expect((await viaHttpAs(null, 'POST', '/auth/refresh-token', { refreshToken })).status).toBe(401)
    expect(((await read('users', member.id)) as Doc).pendingEmail ?? null).toBeNull()
    expect((await viaHttpAs(null, 'POST', '/auth/login', { email: emailOf(member), password: 'brand-new-pass-1' })).status).toBe(200)
  })

  it('a failed sign-in costs one password hash whether or not the address has an account, at both sign-in endpoints', async () => {
    const member = await makeUser(payload, 'collector', `timing-${unique()}`)
    for (const path of ['/cms/api/users/login', '/auth/login']) {
      const known = await passwordHashesOf(() => viaHttpAs(null, 'POST', path, { email: emailOf(member), password: 'not-the-password' }))
      const unknown = await passwordHashesOf(() =>
        viaHttpAs(null, 'POST', path, { email: `nobody-${unique()}@example.test`, password: 'x' }),
      )
      expect(known, path).toBeGreaterThanOrEqual(1)
      expect(unknown, path).toBe(known)
    }
  })

  it("the back office's session cookie is Secure when the shop is served over HTTPS", async () => {
    const res = await fetch(`${base}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emailOf(cast.editor), password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
  })
})

describe('the price of a work on hold or sold (issue 16)', () => {
  it('does not change, for its owner or staff, through any door; a lapsed hold frees it', async () => {
    const hold = new Date(Date.now() + 15 * 60_000).toISOString()
    for (const [state, extra] of [
      ['sold', { saleState: 'sold', available: false, soldAt: new Date().toISOString() }],
      ['reserved', { saleState: 'reserved', reservedUntil: hold }],
    ] as const) {
      const r = await row(`artworks price of a ${state} work`, {
        target: () => artwork(cast.artistA, { ...extra, price: 1000 }),
        run: (c, id) => local(c, (as) => payload.update({ collection: 'artworks', id, data: { price: 2500 }, ...as })),
      })
      expect(r, state).toEqual(expected(NOBODY))
    }
    const held = await artwork(cast.artistA, { saleState: 'reserved', reservedUntil: hold, price: 1000 })
    const viaStorefront = await viaHttp('owner', 'PUT', '/api/admin/update-artwork', { _id: String(held), price: '2500' })
    expect(viaStorefront.status).toBe(409)
    expect((await read('artworks', held)).price).toBe(1000)
    const lapsed = await artwork(cast.artistA, {
      saleState: 'reserved',
      reservedUntil: new Date(Date.now() - 60_000).toISOString(),
      price: 1000,
    })
    await payload.update({ collection: 'artworks', id: lapsed, data: { price: 2500 }, user: cast.artistA, overrideAccess: false })
    expect((await read('artworks', lapsed)).price).toBe(2500)
  })
})

describe('one canonical path before any routing (issue 16)', () => {
  const GUARDED = [
    '/cms/api/users',
    '/cms/api/users/1',
    '/cms/api/artworks',
    '/cms/api/orders',
    '/cms/api/users/login',
    '/cms/api/payload-preferences/nav',
    '/cms/login',
    '/api/admin/artworks',
    '/api/user/me',
    '/media/probe.jpg',
  ]
  const DOT = ['.', '%2e', '%2E']
  const DOTDOT = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '.%2E', '%2E.', '%2e%2E']
  const SEPARATOR = ['//', '/%2f/', '/%2F', '%2f', '%2F', '%5c', '%5C', '\\', '/\\', '%252f', '/%252e/', '/%252E%252e/x/']
  /** A spelling of `path` that a normalising layer would read as the same path (or one next to it). */
  const spelling = fc.oneof(
    fc.record({ path: fc.constantFrom(...GUARDED), at: fc.nat(), seg: fc.constantFrom(...DOT) }).map(({ path, at, seg }) => {
      const parts = path.split('/')
      const i = 1 + (at % (parts.length - 1))
      return [...parts.slice(0, i), seg, ...parts.slice(i)].join('/')
    }),
    fc.record({ path: fc.constantFrom(...GUARDED), at: fc.nat(), seg: fc.constantFrom(...DOTDOT) }).map(({ path, at, seg }) => {
      const parts = path.split('/')
      const i = 1 + (at % (parts.length - 1))
      return [...parts.slice(0, i), 'x', seg, ...parts.slice(i)].join('/')
    }),
    fc.record({ path: fc.constantFrom(...GUARDED), at: fc.nat(), sep: fc.constantFrom(...SEPARATOR) }).map(({ path, at, sep }) => {
      const slashes = [...path.matchAll(/\//g)].map((m) => m.index!).filter((i) => i > 0)
      if (slashes.length === 0) return `${path}${sep}x`
      const i = slashes[at % slashes.length]
      return path.slice(0, i) + sep + path.slice(i + 1)
    }),
    fc.record({ path: fc.constantFrom(...GUARDED), seg: fc.constantFrom(...DOTDOT) }).map(({ path, seg }) => `/_next/${seg}${path}`),
  )

  it('answers 400 to every non-canonical spelling of a guarded path, and none reaches a handler', async () => {
    await fc.assert(
      fc.asyncProperty(spelling, fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'), fc.boolean(), async (path, method, query) => {
        const target = query ? `${path}?limit=3&where[role][equals]=admin` : path
        const hits = handlerHits.length
        const out = await probe(`${method} ${target} (raw)`, async () => {
          const r = await rawRequest(
            base,
            method,
            target,
            method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' },
          )
          return { status: r.status, doc: r.json, message: r.text.slice(0, 200) }
        })
        expect(out.status, target).toBe(400)
        expect(out.doc?.error, target).toBe(HTTP_MESSAGES.nonCanonicalPath)
        expect(handlerHits.length, `${target} reached Payload's handler`).toBe(hits)
      }),
      { numRuns: 300 },
    )
  })

  it('passes the canonical spelling on to the door, which decides', async () => {
    const hits = handlerHits.length
    expect((await rawRequest(base, 'GET', '/cms/api/users?limit=3')).status).toBe(401)
    expect((await rawRequest(base, 'GET', '/cms/api/users/me')).status).toBe(200)
    expect(handlerHits.length).toBe(hits + 1)
  })
})

describe('no prototype writes from input (issue 16)', () => {
  const QUERIES = [
    'where[__proto__][role][equals]=admin',
    'where[__proto__][overrideAccess]=true',
    'where[constructor][prototype][polluted]=1',
    'where[or][0][__proto__][polluted]=1',
    '__proto__[polluted]=1',
    'a[__proto__][polluted]=1',
    '%5F%5Fproto%5F%5F[polluted]=1',
    'where[%5F%5Fproto%5F%5F][polluted]=1',
    'where.__proto__.polluted=1',
    'constructor[prototype][polluted]=1',
    'depth=0&__proto__=x',
  ]
  const BODIES = [
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"email":"x@example.test","password":"p","__proto__":{"role":"admin"}}',
    '{"items":[{"__proto__":{"polluted":1}}]}',
    '{"where":{"prototype":{"polluted":1}}}',
  ]
  const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort()

  it('refuses every pollution spelling with a 400, leaves Object.prototype as it was, and sign-in keeps working', async () => {
    const before = prototypeNames()
    for (const query of QUERIES) {
      for (const path of ['/cms/api/users', '/cms/api/artworks', '/cms/api/users/me', '/shop/artworks', '/api/public/artwork-of-the-day']) {
        for (const caller of ['visitor', 'editor'] as const) {
          const out = await probe(`GET ${path}?${query} as ${caller}`, () => viaHttp(caller, 'GET', `${path}?${query}`))
          expect(out.status, `${path}?${query}`).toBe(400)
        }
      }
      const bare = await probe(`GET /cms/api/users?${query} past the door`, async () => {
        const r = await past.call('GET', `/cms/api/users?${query}`, undefined, cast.editor)
        return { status: r.status }
      })
      expect(bare.status, query).toBeLessThan(500)
    }
    for (const body of BODIES) {
      for (const path of ['/auth/login', '/api/public/artworks', '/api/user/search']) {
        const out = await probe(`POST ${path} ${body}`, () => viaHttp('visitor', 'POST', path, body))
        expect(out.status, `${path} ${body}`).toBe(400)
      }
      // The back office's sign-in takes its body unparsed to Payload, which reads the address and the password of it.
      const signIn = await probe(`POST /cms/api/users/login ${body}`, () => viaHttp('visitor', 'POST', '/cms/api/users/login', body))
      expect(signIn.status, body).toBeGreaterThanOrEqual(400)
      expect(signIn.status, body).toBeLessThan(500)
      const staffWrite = await probe(`POST /cms/api/artworks ${body} past the door`, async () => {
        const r = await past.call('POST', '/cms/api/artworks', body, cast.editor)
        return { status: r.status }
      })
      expect(staffWrite.status, body).toBe(400)
    }
    const form = new FormData()
    form.set('__proto__[polluted]', '1')
    form.set('fullName', 'Polluter')
    const multipart = await probe('PUT /api/admin/update-profile multipart __proto__', async () => {
      const res = await fetch(`${base}/api/admin/update-profile`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${http.tokenOf(cast.explorer)}` },
        body: form,
      })
      return { status: res.status }
    })
    expect(multipart.status).toBe(400)

    expect(prototypeNames()).toEqual(before)
    const plain = {} as Record<string, unknown>
    expect([plain.polluted, plain.role, plain.overrideAccess]).toEqual([undefined, undefined, undefined])
    expect((await viaHttpAs(null, 'POST', '/auth/login', { email: emailOf(cast.explorer), password: PASSWORD })).status).toBe(200)
    expect((await viaHttpAs(null, 'POST', '/cms/api/users/login', { email: emailOf(cast.editor), password: PASSWORD })).status).toBe(200)
  })

  it('answers a JSON body nested 50,000 levels deep with a 400, on search and every public list', async () => {
    const deep = `{"page":1,"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`
    for (const path of [
      '/api/user/search',
      '/api/public/artworks',
      '/api/public/artworks-by-artist',
      '/api/public/artworks-by-username',
      '/api/public/top-artworks',
      '/api/public/collections',
      '/api/public/exhibitions',
      '/api/public/dictionary/terms',
      '/api/public/artists',
      '/api/public/galleries',
      '/api/public/top-artists',
      '/api/public/top-galleries',
      '/auth/login',
    ]) {
      const out = await probe(`POST ${path} nested 50,000 deep`, () => viaHttp('visitor', 'POST', path, deep))
      expect(out.status, path).toBe(400)
      expect(out.doc?.error, path).toBe('The request body nests too deeply (at most 32 levels).')
    }
  })
})

describe('images are priced by all their pixels (issue 16)', () => {
  it('refuses an animated image whose frames together pass the limit, with a sentence that names it, at every door', async () => {
    const heavy = gifOfFrames(20, 2000, 2000) // 4 MP a frame, 80 MP in all
    const viaLocal = await probe('media create of an 80 MP animation', () =>
      local('owner', (as) =>
        payload.create({ collection: 'media', data: { alt: 'anim' }, file: file(heavy, 'anim.gif', 'image/gif'), ...as }),
      ),
    )
    expect(viaLocal.status).toBe(413)
    expect(viaLocal.message).toBe(UPLOAD_MESSAGES.tooManyPixels)
    expect(UPLOAD_MESSAGES.tooManyPixels).toBe('Images must be at most 50 megapixels (every frame of an animation counts).')
    const form = new FormData()
    form.set('profilePhoto', new Blob([new Uint8Array(heavy)], { type: 'image/gif' }), 'anim.gif')
    const viaStorefront = await probe('PUT /api/admin/update-profile with an 80 MP animation', async () => {
      const res = await fetch(`${base}/api/admin/update-profile`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${http.tokenOf(cast.explorer)}` },
        body: form,
      })
      return { status: res.status, doc: (await res.json()) as Doc }
    })
    expect(viaStorefront.status).toBe(413)
    expect(viaStorefront.doc?.error).toBe(UPLOAD_MESSAGES.tooManyPixels)
    const staffForm = new FormData()
    staffForm.set('_payload', JSON.stringify({ alt: 'anim' }))
    staffForm.set('file', new Blob([new Uint8Array(heavy)], { type: 'image/gif' }), 'anim.gif')
    const viaRest = await probe('POST /cms/api/media with an 80 MP animation, as staff', async () => {
      const res = await fetch(`${doorless}/cms/api/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${past.tokenOf(cast.editor)}` },
        body: staffForm,
      })
      return { status: res.status, message: await res.text() }
    })
    expect(viaRest.status).toBe(413)
    expect(viaRest.message).toContain(UPLOAD_MESSAGES.tooManyPixels)
    // Within the limit, an animation is welcome (digital works move).
    const light = await local('owner', (as) =>
      payload.create({
        collection: 'media',
        data: { alt: 'anim' },
        file: file(gifOfFrames(10, 2000, 2000), 'anim.gif', 'image/gif'),
        ...as,
      }),
    )
    expect(light.status).toBe(200)
  })
})

describe('the closing count', () => {
  it('no request answered 5xx and no refused request changed a row', () => {
    console.log(
      `two-door probe: ${tally.tried} requests tried, ${tally.refused} refused, ${tally.serverErrors} 5xx, ` +
        `${tally.rowsChanged} rows changed by refused requests`,
    )
    expect(tally.tried).toBeGreaterThan(1000)
    expect(serverErrors).toEqual([])
    expect(tally.serverErrors).toBe(0)
    expect(tally.rowsChanged).toBe(0)
  })
})

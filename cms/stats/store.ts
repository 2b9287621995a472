/**
 * The writes behind the view counters and the sellers' daily figures (collections ViewMarks,
 * ArtworkViews, SellerStats). Each is one statement the database applies atomically: a counter
 * goes up by one however many requests arrive together, and a view mark is new or not by the
 * unique index, never by a read before the write. Payload's Local API cannot increment a value
 * in place, so these go below it: SQL through the adapter's Drizzle handle on SQLite and
 * PostgreSQL, the collection's Mongoose model on MongoDB. Only the server writes these rows (their
 * access is `nobody`), and none of them has hooks.
 */
import type { Payload, PayloadRequest } from 'payload'
import { dialectOf, rows, run, sql } from '../db/sql'

type Id = number | string
type Req = Partial<PayloadRequest>

export interface StatsStore {
  /** Records a visitor's view of an artwork on a day; true when it is their first that day. */
  mark(artwork: Id, day: string, hash: string): Promise<boolean>
  /** One more view of the artwork, and of its seller's works, on the day. */
  addView(artwork: Id, seller: Id, day: string): Promise<void>
  /** A like given (+1) or taken back (-1) on a seller's work, on the day the like was given. */
  addLike(seller: Id, day: string, delta: 1 | -1, req?: Req): Promise<void>
  /** Deletes the view marks of days before `day`. */
  purgeMarks(day: string): Promise<void>
  /** Forgets a deleted artwork's views (its seller's daily figures keep them: they happened). */
  forgetArtwork(artwork: Id, req?: Req): Promise<void>
}

function sqlStore(payload: Payload): StatsStore {
  return {
    async mark(artwork, day, hash) {
      const inserted = await rows(
        payload,
        sql`INSERT INTO view_marks (artwork_id, day, hash) VALUES (${Number(artwork)}, ${day}, ${hash}) ON CONFLICT DO NOTHING RETURNING id`,
      )
      return inserted.length > 0
    },
    async addView(artwork, seller, day) {
      await run(
        payload,
        sql`INSERT INTO artwork_views (artwork_id, day, views) VALUES (${Number(artwork)}, ${day}, 1)
            ON CONFLICT (artwork_id, day) DO UPDATE SET views = artwork_views.views + 1`,
      )
      await run(
        payload,
        sql`INSERT INTO seller_stats (seller_id, day, views, likes) VALUES (${Number(seller)}, ${day}, 1, 0)
            ON CONFLICT (seller_id, day) DO UPDATE SET views = seller_stats.views + 1`,
      )
    },
    async addLike(seller, day, delta, req) {
      await run(
        payload,
        delta > 0
          ? sql`INSERT INTO seller_stats (seller_id, day, views, likes) VALUES (${Number(seller)}, ${day}, 0, 1)
                ON CONFLICT (seller_id, day) DO UPDATE SET likes = seller_stats.likes + 1`
          : sql`UPDATE seller_stats SET likes = likes - 1 WHERE seller_id = ${Number(seller)} AND day = ${day} AND likes > 0`,
        req,
      )
    },
    async purgeMarks(day) {
      await run(payload, sql`DELETE FROM view_marks WHERE day < ${day}`)
    },
    async forgetArtwork(artwork, req) {
      await run(payload, sql`DELETE FROM view_marks WHERE artwork_id = ${Number(artwork)}`, req)
      await run(payload, sql`DELETE FROM artwork_views WHERE artwork_id = ${Number(artwork)}`, req)
    },
  }
}

/** What this module uses of a Mongoose model and a MongoDB session. */
type Model = {
  create(docs: object[], options: { session?: unknown }): Promise<unknown>
  updateOne(filter: object, update: object, options: { upsert?: boolean; session?: unknown }): Promise<unknown>
  deleteMany(filter: object, options?: { session?: unknown }): Promise<unknown>
}
type MongoAdapter = { collections: Record<string, Model>; sessions: Record<string | number, { inTransaction(): boolean } | undefined> }

const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 11000

function mongoStore(payload: Payload): StatsStore {
  const adapter = payload.db as unknown as MongoAdapter
  const model = (slug: string): Model => adapter.collections[slug]
  /** The request's transaction, when it has one (as Payload's own adapter finds it). */
  const session = async (req?: Req) => {
    const id = req?.transactionID ? await req.transactionID : undefined
    const s = id !== undefined ? adapter.sessions[id] : undefined
    return s?.inTransaction() ? s : undefined
  }
  /** An upsert that two requests ran at once can lose the race to the unique index: run it again, it then updates. */
  const upsert = async (slug: string, filter: object, update: object, req?: Req) => {
    const options = { upsert: true, session: await session(req) }
    try {
      await model(slug).updateOne(filter, update, options)
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
      await model(slug).updateOne(filter, update, options)
    }
  }
  return {
    async mark(artwork, day, hash) {
      try {
        await model('view-marks').create([{ artwork, day, hash }], {})
        return true
      } catch (error) {
        if (isDuplicateKey(error)) return false
        throw error
      }
    },
    async addView(artwork, seller, day) {
      await upsert('artwork-views', { artwork, day }, { $inc: { views: 1 } })
      await upsert('seller-stats', { seller, day }, { $inc: { views: 1 }, $setOnInsert: { likes: 0 } })
    },
    async addLike(seller, day, delta, req) {
      if (delta > 0) return upsert('seller-stats', { seller, day }, { $inc: { likes: 1 }, $setOnInsert: { views: 0 } }, req)
      await model('seller-stats').updateOne({ seller, day, likes: { $gt: 0 } }, { $inc: { likes: -1 } }, { session: await session(req) })
    },
    async purgeMarks(day) {
      await model('view-marks').deleteMany({ day: { $lt: day } })
    },
    async forgetArtwork(artwork, req) {
      const s = await session(req)
      await model('view-marks').deleteMany({ artwork }, { session: s })
      await model('artwork-views').deleteMany({ artwork }, { session: s })
    },
  }
}

const stores = new WeakMap<Payload, StatsStore>()

export function statsStore(payload: Payload): StatsStore {
  let store = stores.get(payload)
  if (!store) {
    store = dialectOf(payload) ? sqlStore(payload) : mongoStore(payload)
    stores.set(payload, store)
  }
  return store
}

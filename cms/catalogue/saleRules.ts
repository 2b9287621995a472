/**
 * Who sees an artwork and what a buyer can do with it: the one place these rules live.
 *
 * - Visible (to visitors): published, and offered for sale or already sold, approved by staff's
 *   review (`review`: a new seller's works wait as pending), and listed by an account that has
 *   verified its e-mail (`ownerVerified`, kept by cms/catalogue/accountVisibility.ts). A withdrawn
 *   work (`available` off, not sold), a draft, a pending or rejected work and an unverified
 *   account's work are seen only by their owner and staff.
 * - Public accounts (profiles, lists, search, sitemap): members who have verified their e-mail;
 *   galleries whose owner has (`ownerVerified` on the gallery).
 * - Sale status (what every screen reads, SALE_STATUSES): `sold` once sold; `reserved` while a
 *   checkout holds it (sale state 'reserved' with `reservedUntil` still ahead; an expired or
 *   open-ended reservation reads as released, checked on every read, so nothing has to sweep
 *   them); `on-request` when it has no price or is withdrawn from sale; else `available`.
 * - Buyable now: visible and `available`. Checkout reserves a work with a conditional UPDATE whose
 *   WHERE is `buyableSql`, so two buyers can never both hold it.
 *
 * Each rule is given as a Payload `Where` (Local API, access functions), as SQL (the catalogue's
 * fast path and checkout's conditional writes) and as a JavaScript predicate on a stored
 * document. tests/int/sale-rules.int.spec.ts checks that the three agree row for row.
 */
import type { Where } from 'payload'
import { isStaffUser } from '../../access/checkRole'
import type { SaleStatus } from '../../shared/constants'
import { sql, type SQL } from '../db/sql'

/** The stored fields the rules read (a Payload document or a row mapped to these names). */
export type SaleFields = {
  status?: string | null
  available?: boolean | number | null
  saleState?: string | null
  reservedUntil?: string | null
  price?: number | null
  review?: string | null
  ownerVerified?: boolean | number | null
}

const on = (v: SaleFields['available']): boolean => v === true || v === 1

// ---- visibility

/** Approved by staff and listed by a verified account: the part of visibility the sale does not decide. */
const moderatedWhere: Where[] = [{ review: { equals: 'approved' } }, { ownerVerified: { equals: true } }]
const moderatedSql = (alias: string): string => `${alias}.review = 'approved' AND ${alias}.owner_verified = true`
const isModerated = (doc: SaleFields): boolean => doc.review === 'approved' && on(doc.ownerVerified)

export const visibleWhere: Where = {
  and: [
    { status: { equals: 'published' } },
    { or: [{ available: { equals: true } }, { saleState: { equals: 'sold' } }] },
    ...moderatedWhere,
  ],
}

/** `visibleWhere` in SQL on the artworks table under `alias`. */
export const visibleSql = (alias = 'a'): SQL =>
  sql.raw(`(${alias}.status = 'published' AND (${alias}.available = true OR ${alias}.sale_state = 'sold') AND ${moderatedSql(alias)})`)

export const isVisible = (doc: SaleFields): boolean =>
  doc.status === 'published' && (on(doc.available) || doc.saleState === 'sold') && isModerated(doc)

// ---- public accounts

/** Members anyone may see (profiles, lists, search, sitemap): those who verified their e-mail. */
export const publicAccountWhere: Where = { _verified: { equals: true } }
/** `publicAccountWhere` in SQL on the users table under `alias`. */
export const publicAccountSql = (alias = 'u'): SQL => sql.raw(`${alias}._verified = true`)
export const isPublicAccount = (doc: { _verified?: boolean | number | null }): boolean => on(doc._verified)

/** Gallery pages anyone may see: their owner verified the account's e-mail. */
export const publicGalleryWhere: Where = { ownerVerified: { equals: true } }
/** `publicGalleryWhere` in SQL on the galleries table under `alias`. */
export const publicGallerySql = (alias = 'g'): SQL => sql.raw(`${alias}.owner_verified = true`)

// ---- sale status

/** The one derivation of `saleStatus` (and of the API's `available`, which is `saleStatus === 'available'`). */
export function saleStatusOf(doc: SaleFields, now: Date = new Date()): SaleStatus {
  if (doc.saleState === 'sold') return 'sold'
  if (doc.saleState === 'reserved' && doc.reservedUntil && Date.parse(doc.reservedUntil) > now.getTime()) return 'reserved'
  if (doc.price === null || doc.price === undefined || !on(doc.available)) return 'on-request'
  return 'available'
}

// ---- buyable now (visible and available)

export const buyableWhere = (now: Date = new Date()): Where => ({
  and: [
    { status: { equals: 'published' } },
    { available: { equals: true } },
    { price: { exists: true } },
    ...moderatedWhere,
    {
      or: [
        { saleState: { equals: 'forSale' } },
        { saleState: { exists: false } },
        {
          and: [
            { saleState: { equals: 'reserved' } },
            { or: [{ reservedUntil: { exists: false } }, { reservedUntil: { less_than_equal: now.toISOString() } }] },
          ],
        },
      ],
    },
  ],
})

/**
 * `buyableWhere` in SQL on the artworks table under `alias` (a table name works too, for
 * `UPDATE artworks SET … WHERE id = ? AND ${buyableSql(now, 'artworks')}`).
 */
export const buyableSql = (now: Date = new Date(), alias = 'a'): SQL => {
  const state = sql.raw(`coalesce(${alias}.sale_state, 'forSale')`)
  return sql`(${sql.raw(`${alias}.status = 'published' AND ${alias}.available = true AND ${alias}.price IS NOT NULL AND ${moderatedSql(alias)}`)} AND ${state} <> 'sold' AND NOT (${state} = 'reserved' AND coalesce(${sql.raw(`${alias}.reserved_until`)} > ${now.toISOString()}, false)))`
}

export const isBuyable = (doc: SaleFields, now: Date = new Date()): boolean => isVisible(doc) && saleStatusOf(doc, now) === 'available'

/**
 * Buyable apart from a checkout's hold, which the portable sale path decides with its own claim
 * (cms/sales/portable/saleWrites.ts): visible (so reviewed and listed by a verified account),
 * available, priced and not sold. `buyableSql` is this and the hold's lapse in one condition.
 */
export const isBuyableApartFromHold = (doc: SaleFields): boolean =>
  isVisible(doc) && on(doc.available) && doc.price !== null && doc.price !== undefined && doc.saleState !== 'sold'

/** `isBuyableApartFromHold` in SQL on the artworks table under `alias`. */
export const buyableApartFromHoldSql = (alias = 'a'): SQL =>
  sql`(${visibleSql(alias)} AND ${sql.raw(`${alias}.available = true AND ${alias}.price IS NOT NULL AND coalesce(${alias}.sale_state, 'forSale') <> 'sold'`)})`

// ---- who may open one artwork

/**
 * One artwork page: everyone when it is visible; its owner and staff also when it is not (the
 * collection's read access: access/publishedOrStaffOrOwner with `visibleWhere`).
 */
export function canOpen(doc: SaleFields & { owner?: unknown }, user: { id: unknown; role?: string | null } | null | undefined): boolean {
  if (isVisible(doc)) return true
  if (!user) return false
  const owner = typeof doc.owner === 'object' && doc.owner !== null ? (doc.owner as { id: unknown }).id : doc.owner
  return isStaffUser(user) || String(user.id) === String(owner)
}

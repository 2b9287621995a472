import { lineReturnsOf } from './returns'
import type { Request } from 'express'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import type { Me, Order as ApiOrder, Payables, SaleOrder } from '../../../shared/api-types'
import { CV_SECTIONS, LIMITS } from '../../../shared/constants'
import { canEditCv } from '../../../access/cvSectionsField'
import { relationId } from '../../../shared/idOf'
import { MESSAGES, PROFILE_MESSAGES } from '../../../shared/messages'
import { profileUpdateSchema, type ProfileUpdate } from '../../../shared/schemas'
import { emailTaken, requestEmailChange } from '../auth/emailChange'
import { badRequest, conflict, forbidden } from '../http/errors'
import { body } from '../http/validate'
import { toApiOrder, toSaleOrder } from '../mappers/order'
import { balancesOf } from '../../sales/ledger'
import { readMe } from '../user/me'
import sharp from 'sharp'
import { createMedia, deleteMedia, filesOf, isMultipart, releaseMedia, uploadsOf, type Upload } from './uploads'

/** Sections where the form sends one new entry, appended to the saved ones. */
const APPENDED = ['education', 'workshops', 'exhibitions', 'awards', 'publications', 'addresses'] as const
const SOCIAL = ['instagram', 'x', 'linkedin'] as const

/** The update in the collection's shape, merged with what is saved (appends, social links). */
function profileData(current: User, update: ProfileUpdate): Partial<User> {
  const data: Record<string, unknown> = {}
  if (update.fullName !== undefined) data.fullName = update.fullName
  if (update.phone !== undefined) data.phone = update.phone || null
  if (update.bio !== undefined) data.bio = update.bio || null
  if (SOCIAL.some((k) => update[k] !== undefined)) {
    data.social = Object.fromEntries(SOCIAL.map((k) => [k, update[k] !== undefined ? update[k] || null : (current.social?.[k] ?? null)]))
  }
  for (const section of APPENDED) {
    const entries = update[section]
    if (!entries) continue
    const saved = (current[section] ?? []) as unknown[]
    if (saved.length + entries.length > LIMITS.maxProfileEntries) throw badRequest(PROFILE_MESSAGES.tooMany)
    data[section] = [...saved, ...entries]
  }
  if (update.quizPreferences) {
    // The collection's option values use underscores for spaces ('it grounds me' → 'it_grounds_me').
    data.quizPreferences = Object.fromEntries(Object.entries(update.quizPreferences).map(([k, v]) => [k, v.replace(/\s+/g, '_')]))
  }
  if (update.returnDays !== undefined) data.returnDays = update.returnDays
  return data as Partial<User>
}

/**
 * A signature as a PNG on white: Media stores images as JPEG, which has no transparency, and a
 * transparent PNG would come out on black. A file sharp cannot read goes on as it came, for Media's
 * own checks to refuse with their sentence.
 */
async function onWhite(uploads: Upload[]): Promise<Upload[]> {
  return Promise.all(
    uploads.map(async (u) => {
      try {
        const data = await sharp(u.data).flatten({ background: '#ffffff' }).png().toBuffer()
        return { ...u, data, size: data.length, mimetype: 'image/png' }
      } catch {
        return u
      }
    }),
  )
}

/**
 * PUT update-profile: JSON fields, or multipart with profilePhoto or (artists) signature (and, optionally, the same
 * scalar fields). Answers the updated profile with its addresses. A new e-mail is not applied: it
 * waits for its inbox to confirm it (auth/emailChange.ts) and is answered as `pendingEmail`.
 */
export async function updateProfile(payload: Payload, user: User, req: Request): Promise<{ user: Me; pendingEmail?: string }> {
  const update = body(req, profileUpdateSchema)
  const photo = filesOf(req, 'profilePhoto')
  const signature = filesOf(req, 'signature')
  if (isMultipart(req) && photo.length + signature.length !== 1) throw badRequest(MESSAGES.uploadImage)
  if (signature.length && user.role !== 'artist') throw forbidden(PROFILE_MESSAGES.signatureArtistsOnly)
  if (!isMultipart(req) && Object.keys(update).length === 0) throw badRequest(PROFILE_MESSAGES.nothing)
  if (CV_SECTIONS.some((section) => update[section]) && !canEditCv(user)) throw forbidden(PROFILE_MESSAGES.cvArtistsOnly)
  const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user })
  const newEmail = update.email && update.email !== current.email ? update.email : undefined
  if (newEmail && (await emailTaken(payload, newEmail))) throw conflict(PROFILE_MESSAGES.emailTaken)
  const data = profileData(current, update)
  const media = photo.length
    ? await createMedia(payload, user, uploadsOf(photo, current.username), `Portrait of ${current.fullName}`)
    : null
  if (media) data.photo = media[0]
  const signed = signature.length
    ? await createMedia(
        payload,
        user,
        await onWhite(uploadsOf(signature, `${current.username}-signature`)),
        `Signature of ${current.fullName}`,
      )
    : null
  // The earlier signature stays stored: the certificates issued with it still print it.
  if (signed) data.signature = signed[0]
  try {
    if (Object.keys(data).length > 0)
      await payload.update({ collection: 'users', id: user.id, data, overrideAccess: false, user, depth: 0 })
  } catch (error) {
    if (media) await deleteMedia(payload, user, media)
    if (signed) await deleteMedia(payload, user, signed)
    throw error
  }
  const oldPhoto = relationId(current.photo)
  if (media && oldPhoto) await releaseMedia(payload, user, [oldPhoto])
  if (newEmail) await requestEmailChange(payload, current, newEmail)
  return { user: await readMe(payload, user), ...(newEmail ? { pendingEmail: newEmail } : {}) }
}

/** GET purchases: the member's own orders as a buyer (not the checkouts still waiting for payment), newest first. */
export async function purchases(payload: Payload, user: User): Promise<{ totalOrders: number; orders: ApiOrder[] }> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ buyer: { equals: user.id } }, { paymentStatus: { not_equals: 'pending' } }] },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const returns = await lineReturnsOf(payload, user, docs)
  return { totalOrders: docs.length, orders: docs.map((o) => ({ ...toApiOrder(o), returns: returns.get(String(o.id)) ?? [] })) }
}

/** GET sales: paid orders with the member's works (their own items only), newest first, for the seller to ship. */
export async function sales(payload: Payload, user: User): Promise<{ totalOrders: number; orders: SaleOrder[]; payables: Payables }> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ sellers: { in: [user.id] } }, { paymentStatus: { in: ['success', 'refunded'] } }] },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    // As the seller: the Orders collection cuts someone else's order to their own lines and hides
    // what only the buyer reads (its amounts, payment, e-mail).
    overrideAccess: false,
    user,
  })
  const orders = docs.map((o) => toSaleOrder(o, String(user.id))).filter((o) => o.items.length > 0)
  const owed = await balancesOf(payload, user.id)
  return { totalOrders: orders.length, orders, payables: { held: owed.held / 100, available: owed.available / 100 } }
}

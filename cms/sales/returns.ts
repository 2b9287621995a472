/**
 * Returns of sold works (collections/Returns.ts, shared/returns.ts): the buyer's request and staff's
 * actions, each checking the return's state, and the line's refund, through the gateway once.
 *
 * - request: the buyer of a delivered line, within its window (returnWindowOf, the one place that
 *   decides it), once per line (`key` order:line is unique); photos go through Media's image checks.
 *   The line is marked open on the order: its payable stays held, its payout unsent, meanwhile.
 * - approve / reject (with the reason the buyer reads) a requested return; ship (carrier and
 *   tracking number) an approved one; receive (good or damaged) one on its way: this queues the
 *   refund (refundReturn job); restock puts the work back on sale, only when staff say so and only
 *   once it is back. An action already done answers the return as it is; one the state does not
 *   allow is refused (409).
 * - refund: the line's price, with the key `kala-refund-return-<id>` (the provider pays once
 *   however often the job runs); recorded on the return, the line marked refunded on the order,
 *   then the order settled (the ledger takes back the fee and the payable, the payout is reversed).
 */
import type { Payload } from 'payload'
import type { Media, Order, Return, User } from '../../payload-types'
import { paiseOf } from '../../shared/fees'
import { idOf, relationId } from '../../shared/idOf'
import {
  RETURN_CONDITIONS,
  RETURN_MESSAGES as M,
  RETURN_PHOTOS_MAX,
  RETURN_STAFF_REASON_MAX,
  RETURN_TRACKING_MAX,
  type ReturnAction,
  type ReturnCondition,
  type ReturnRequest,
  type ReturnState,
} from '../../shared/returns'
import { createMedia, deleteMedia, type Upload } from '../api/admin/uploads'
import { catalogueImplOf } from '../catalogue'
import { createOnce } from '../db/createOnce'
import { atomically } from '../db/atomic'
import { GatewayError } from '../payments/gateway'
import { unsellOneSql } from '../catalogue/saleWrites'
import { unsellOnePortable } from './portable/saleWrites'
import { markLinePortable } from './portable/orderMachine'
import { lineReturnSql, touchOrderSql } from './orderSql'
import { gatewayFor } from './gateway'
import { lineUndone } from './lineState'
import { settleOrderQuietly } from './payouts'
import { queueReturnMail } from './returnMails'
import { returnWindowOf, type OrderLine } from './returnWindow'

type Id = number | string

export class ReturnError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

/** Razorpay's X-Refund-Idempotency: one per return, apart from the whole order's. */
export const returnRefundKey = (returnId: Id): string => `kala-refund-return-${returnId}`
export const returnKey = (orderId: Id, itemId: string): string => `${orderId}:${itemId}`

const orderOf = (payload: Payload, id: Id) =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<Order | null>

export const returnById = (payload: Payload, id: Id) =>
  payload.findByID({ collection: 'returns', id, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<Return | null>

/**
 * The line's return mark on the order (open, refunded, or none once declined): only that line's
 * row on SQL, under the order's lease on the portable path, so returns of two lines of one order
 * never overwrite each other's mark.
 */
async function markLine(payload: Payload, orderId: Id, itemId: string, status: 'open' | 'refunded' | null, at?: string) {
  const mark = { itemId, status, at: status === 'refunded' ? (at ?? null) : null }
  if (catalogueImplOf(payload) === 'portable') return markLinePortable(payload, orderId, mark)
  await atomically(payload, [lineReturnSql({ orderId, ...mark }), touchOrderSql(orderId, new Date())])
}

/** Why this buyer may not return this line now, or null when they may. */
export function refusalOf(order: Order, line: OrderLine, user: Pick<User, 'id'>, now: Date): ReturnError | null {
  if (idOf(order.buyer) !== String(user.id)) return new ReturnError(403, M.notBuyer)
  if (!order.paidAt || order.paymentStatus !== 'success' || line.feePaise == null || lineUndone(order, line))
    return new ReturnError(409, M.undone)
  const { days, endsAt } = returnWindowOf(order, line)
  if (days === 0) return new ReturnError(409, M.noReturns)
  if (endsAt === null || order.orderStatus !== 'delivered') return new ReturnError(409, M.notDelivered)
  if (endsAt <= now.getTime()) return new ReturnError(409, M.windowClosed(endsAt))
  if (line.returnStatus) return new ReturnError(409, M.already)
  return null
}

/** The buyer asks to return one line. Photos are stored as their Media first (the same checks as artwork images), and removed again if the request is refused. */
export async function requestReturn(
  payload: Payload,
  user: User,
  input: ReturnRequest,
  photos: Upload[],
  now = new Date(),
): Promise<Return> {
  if (photos.length > RETURN_PHOTOS_MAX) throw new ReturnError(400, `Add at most ${RETURN_PHOTOS_MAX} photos.`)
  const order = /^[\w-]{1,64}$/.test(input.orderId) ? await orderOf(payload, input.orderId) : null
  const line = order?.items?.find((i) => String(i.id) === input.itemId)
  if (!order || !line) throw new ReturnError(404, M.noSuchLine)
  const refusal = refusalOf(order, line, user, now)
  if (refusal) throw refusal
  const key = returnKey(order.id, input.itemId)
  if ((await payload.count({ collection: 'returns', where: { key: { equals: key } }, overrideAccess: true })).totalDocs > 0)
    throw new ReturnError(409, M.already)
  const photoIds = await createMedia(payload, user, photos, `Return of ${line.title}`)
  const at = now.toISOString()
  const { doc, created } = await createOnce(
    payload,
    'returns',
    {
      key,
      order: order.id,
      itemId: input.itemId,
      artwork: relationId(line.artwork) as number,
      title: line.title,
      buyer: user.id,
      seller: relationId(line.seller) as number,
      reason: input.reason,
      details: input.details,
      photos: photoIds,
      state: 'requested',
      steps: [{ state: 'requested', at }],
    },
    'key',
  )
  if (!created) {
    await deleteMedia(payload, user, photoIds)
    throw new ReturnError(409, M.already)
  }
  await markLine(payload, order.id, input.itemId, 'open')
  await queueReturnMail(payload, doc.id, 'requested')
  return doc
}

type ActInput = { by: Id; reason?: unknown; carrier?: unknown; trackingNumber?: unknown; condition?: unknown }

/** From which state each action moves, and to which. */
const MOVES: Record<Exclude<ReturnAction, 'restock'>, { from: ReturnState; to: ReturnState }> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  ship: { from: 'approved', to: 'in_transit' },
  receive: { from: 'in_transit', to: 'received' },
}
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max + 1) : '')

/** Staff's action on a return; answers it as it now stands. */
export async function actOnReturn(payload: Payload, id: Id, action: ReturnAction, input: ActInput, now = new Date()): Promise<Return> {
  const ret = /^[\w-]{1,64}$/.test(String(id)) ? await returnById(payload, id) : null
  if (!ret) throw new ReturnError(404, M.notFound)
  const at = now.toISOString()
  const log = (note?: string) => [...(ret.staffLog ?? []), { action, note: note || null, by: input.by as number, at }]

  if (action === 'restock') {
    if (ret.restockedAt) return ret
    if (ret.state !== 'received' && ret.state !== 'refunded') throw new ReturnError(409, M.notAllowed(action, ret.state))
    const artworkId = relationId(ret.artwork) as Id
    const orderId = relationId(ret.order) as Id
    if (catalogueImplOf(payload) === 'portable') await unsellOnePortable(payload, orderId, artworkId)
    else await atomically(payload, [unsellOneSql(orderId, artworkId)])
    return update(payload, ret, { restockedAt: at, staffLog: log() }, ret.state)
  }

  const move = MOVES[action]
  if (ret.state === move.to || (action === 'receive' && ret.state === 'refunded')) return ret
  if (ret.state !== move.from) throw new ReturnError(409, M.notAllowed(action, ret.state))
  const data: Partial<Return> = { state: move.to, steps: [...(ret.steps ?? []), { state: move.to, at }] }
  let note = ''
  if (action === 'reject') {
    note = text(input.reason, RETURN_STAFF_REASON_MAX)
    if (!note) throw new ReturnError(400, M.reasonRequired)
    if (note.length > RETURN_STAFF_REASON_MAX) throw new ReturnError(400, M.reasonTooLong)
    data.staffReason = note
  } else if (action === 'ship') {
    const carrier = text(input.carrier, RETURN_TRACKING_MAX)
    const trackingNumber = text(input.trackingNumber, RETURN_TRACKING_MAX)
    if (!carrier || !trackingNumber || carrier.length > RETURN_TRACKING_MAX || trackingNumber.length > RETURN_TRACKING_MAX)
      throw new ReturnError(400, M.shipmentRequired)
    data.shipment = { carrier, trackingNumber }
    note = `${carrier} ${trackingNumber}`
  } else if (action === 'receive') {
    const condition = input.condition as ReturnCondition
    if (!RETURN_CONDITIONS.includes(condition)) throw new ReturnError(400, M.conditionRequired)
    data.condition = condition
    note = condition
    data.refund = { status: 'requested', amountPaise: await linePaise(payload, ret) }
  }
  data.staffLog = log(note)
  const saved = await update(payload, ret, data, move.from)
  if (saved.state !== move.to) return saved // another click got there first
  if (action === 'reject') await markLine(payload, relationId(ret.order) as Id, ret.itemId, null)
  if (action === 'receive') await payload.jobs.queue({ task: 'refundReturn', input: { returnId: String(ret.id) } })
  await queueReturnMail(payload, ret.id, move.to)
  return saved
}

async function linePaise(payload: Payload, ret: Return): Promise<number> {
  const order = await orderOf(payload, relationId(ret.order) as Id)
  const line = order?.items?.find((i) => String(i.id) === ret.itemId)
  return line ? paiseOf(line.price) : 0
}

/** Writes the return only if it is still in `from` (two staff at once: one moves it). */
async function update(payload: Payload, ret: Return, data: Partial<Return>, from: ReturnState): Promise<Return> {
  const { docs } = await payload.update({
    collection: 'returns',
    where: { and: [{ id: { equals: ret.id } }, { state: { equals: from } }] },
    data,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0] ?? ((await returnById(payload, ret.id)) as Return)
}

/**
 * The received return's refund of its line (the refundReturn job). Runs any number of times: the
 * provider sees one key per return; the return moves to refunded once. A provider out of reach
 * throws (the job retries with the same key); a refusal that will not change is kept as failed.
 */
export async function refundReturn(payload: Payload, returnId: Id, now = new Date()): Promise<Return | null> {
  const ret = await returnById(payload, returnId)
  if (!ret) return null
  const order = await orderOf(payload, relationId(ret.order) as Id)
  if (ret.state === 'refunded') {
    // Refunded, but the run that recorded it stopped before marking the line: finish its work.
    const line = order?.items?.find((i) => String(i.id) === ret.itemId)
    if (order && line && line.returnStatus !== 'refunded') {
      await markLine(payload, order.id, ret.itemId, 'refunded', ret.refund?.processedAt ?? now.toISOString())
      await settleOrderQuietly(payload, order.id)
    }
    return ret
  }
  if (ret.state !== 'received') return ret
  const amountPaise = ret.refund?.amountPaise ?? 0
  const fail = async (error: string) => {
    await payload.update({
      collection: 'returns',
      id: ret.id,
      data: { refund: { ...ret.refund, status: 'failed', error } },
      overrideAccess: true,
      depth: 0,
    })
    return returnById(payload, ret.id)
  }
  if (!order?.razorpay_payment_id || amountPaise <= 0) return fail('No captured payment is recorded for this line.')
  try {
    const refund = await gatewayFor(payload).refund({
      paymentId: order.razorpay_payment_id,
      amountPaise,
      idempotencyKey: returnRefundKey(ret.id),
      notes: { order: order.orderNumber ?? String(order.id), return: String(ret.id) },
    })
    if (refund.status === 'failed') throw new GatewayError('invalid_request', 'The payment provider reports the refund as failed.')
    const at = now.toISOString()
    const saved = await update(
      payload,
      ret,
      {
        state: 'refunded',
        refund: { status: 'processed', amountPaise, refundId: refund.id, processedAt: at, error: null },
        steps: [...(ret.steps ?? []), { state: 'refunded', at }],
      },
      'received',
    )
    if (saved.state === 'refunded' && saved.refund?.refundId === refund.id) {
      await markLine(payload, order.id, ret.itemId, 'refunded', at)
      await settleOrderQuietly(payload, order.id)
      await queueReturnMail(payload, ret.id, 'refunded')
    }
    return saved
  } catch (error) {
    if (!(error instanceof GatewayError) || error.retryable) throw error
    payload.logger.error({ err: error, return: ret.id }, 'return refund refused by the payment provider')
    return fail(error.message)
  }
}

/** Photos of a return as URLs (for the back office and the mails). */
export const photoUrls = (ret: Return): string[] =>
  (ret.photos ?? []).map((p) => (typeof p === 'object' && p ? ((p as Media).url ?? '') : '')).filter(Boolean)

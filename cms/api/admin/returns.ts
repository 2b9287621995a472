/**
 * The buyer's side of returns in the member area (cms/sales/returns.ts): POST /api/admin/returns
 * asks for one (multipart: the fields of returnRequestSchema, up to three `photos`, stored through
 * Media's image checks), and each order of GET /api/admin/purchases carries its lines' returns.
 */
import type { RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import type { Order, Return, User } from '../../../payload-types'
import { idOf } from '../../../shared/idOf'
import { RETURN_MESSAGES, RETURN_PHOTOS_MAX, returnRequestSchema, type LineReturn, type ReturnView } from '../../../shared/returns'
import { refusalOf, requestReturn, ReturnError } from '../../sales/returns'
import { returnWindowOf } from '../../sales/returnWindow'
import { orderWasPaid } from '../../sales/lineState'
import { HttpError } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { filesOf, multipart, uploadsOf } from './uploads'

export function toReturnView(r: Return): ReturnView {
  return {
    id: String(r.id),
    state: r.state,
    reason: r.reason,
    details: r.details,
    staffReason: r.staffReason ?? null,
    shipment:
      r.shipment?.carrier && r.shipment.trackingNumber ? { carrier: r.shipment.carrier, trackingNumber: r.shipment.trackingNumber } : null,
    condition: r.condition ?? null,
    steps: (r.steps ?? []).map((s) => ({ state: s.state, at: s.at })),
  }
}

/** Each sold line of the buyer's orders: its window, whether a return may be asked now, and the return. */
export async function lineReturnsOf(payload: Payload, user: User, orders: Order[], now = new Date()): Promise<Map<string, LineReturn[]>> {
  const mine = orders.filter(orderWasPaid)
  // The buyer's own read hides what only sellers and staff see of a line (its fee, which says it was sold): read whole here.
  const paid = mine.length
    ? (
        await payload.find({
          collection: 'orders',
          where: { id: { in: mine.map((o) => o.id) } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : []
  const { docs } = paid.length
    ? await payload.find({
        collection: 'returns',
        where: { order: { in: paid.map((o) => o.id) } },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] as Return[] }
  const byKey = new Map(docs.map((r) => [`${idOf(r.order)}:${r.itemId}`, r]))
  return new Map(
    paid.map((o) => [
      String(o.id),
      (o.items ?? [])
        .filter((line) => line.feePaise != null && line.id)
        .map((line): LineReturn => {
          const { days, endsAt } = returnWindowOf(o, line)
          const ret = byKey.get(`${o.id}:${line.id}`)
          return {
            itemId: String(line.id),
            artworkId: idOf(line.artwork),
            returnDays: days,
            windowEndsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
            canReturn: !ret && refusalOf(o, line, user, now) === null,
            return: ret ? toReturnView(ret) : null,
          }
        }),
    ]),
  )
}

const memberFirst: RequestHandler = (req, _res, next) => {
  requireUser(req)
  next()
}

export function returnRoutes(router: Router, payload: Payload): void {
  router.post('/returns', memberFirst, multipart([{ name: 'photos', maxCount: RETURN_PHOTOS_MAX }]), async (req, res) => {
    const user = requireUser(req)
    const input = body(req, returnRequestSchema)
    try {
      const created = await requestReturn(payload, user, input, uploadsOf(filesOf(req, 'photos'), 'return'))
      res.status(201).json({ return: toReturnView(created), message: RETURN_MESSAGES.requested })
    } catch (error) {
      if (error instanceof ReturnError) throw new HttpError(error.status, error.message)
      throw error
    }
  })
}

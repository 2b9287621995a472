/**
 * GET /api/rooms/:token: a viewing room as its link opens it (cms/rooms/rooms.ts), for anyone who
 * holds the link, and the open counted (not the owner's own). A token that names no room: 404; a
 * revoked link or a client's room past its closing: 410; both with the same sentence and never a
 * work. Never kept by a browser or a proxy: a revocation shows at once.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import { ROOM_MESSAGES } from '../../../shared/viewingRooms'
import { recordOpen, roomByToken, roomState, roomView } from '../../rooms/rooms'
import { HttpError, notFound } from '../http/errors'

export function roomsRouter(payload: Payload): Router {
  const router = Router()
  router.get('/rooms/:token', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const room = await roomByToken(payload, String(req.params.token ?? '').slice(0, 64))
    if (!room) throw notFound(ROOM_MESSAGES.unavailable)
    if (roomState(room) !== 'open') throw new HttpError(410, ROOM_MESSAGES.unavailable)
    const view = await roomView(payload, room, req.user)
    await recordOpen(payload, room, req.user)
    res.json({ room: view })
  })
  return router
}

/**
 * Offers in the member area (/admin/offers; issue 21, part 3): the door onto cms/offers/offers.ts.
 * A signed-in member offers on a work, and each side makes its moves; whose move it is, the amounts
 * and the hold are decided there, never taken from the request beyond the amount offered or countered.
 */
import type { Router } from 'express'
import type { Payload } from 'payload'
import { makeOfferSchema, offerMoveSchema, type OfferAction } from '../../../shared/offers'
import { listOffers, makeOffer, moveOffer, toOfferView } from '../../offers/offers'
import { idOf } from '../../../shared/idOf'
import { requireUser } from '../http/user'
import { body } from '../http/validate'

const ACTIONS: OfferAction[] = ['accept', 'decline', 'counter', 'withdraw']

/** /api/admin offers routes: any signed-in member's offers, made and received. */
export function offerRoutes(router: Router, payload: Payload): void {
  router.get('/offers', async (req, res) => {
    res.json(await listOffers(payload, requireUser(req)))
  })

  router.post('/offers', async (req, res) => {
    const user = requireUser(req)
    const input = body(req, makeOfferSchema)
    const { offer, message } = await makeOffer(payload, user, input)
    res.status(201).json({ message, offer: toOfferView(offer, 'buyer') })
  })

  for (const action of ACTIONS) {
    router.post(`/offers/:id/${action}`, async (req, res) => {
      const user = requireUser(req)
      const { amount } = body(req, offerMoveSchema)
      const { offer, message } = await moveOffer(payload, user, req.params.id, action, amount)
      res.json({ message, offer: toOfferView(offer, String(user.id) === idOf(offer.buyer) ? 'buyer' : 'seller') })
    })
  }
}

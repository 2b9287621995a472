/**
 * What a conversation is about and who its two parties are (issue 21, part 4), read below the
 * access rules from the subject itself: an enquiry's sender and artist, an order's buyer and one
 * of its sellers. Used by the collections' hooks (through cms/schemaRuntime.ts) and the routes.
 * An offer (part 3) adds one case to each switch.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../payload-types'
import type { ConversationSubject } from '../../shared/conversations'
import { idOf, idOrNull } from '../../shared/idOf'
import { orderWasPaid } from '../sales/lineState'

export type Subject = {
  kind: ConversationSubject
  id: number | string
  buyer: string
  /** Who may be the seller of a conversation about it (an order may hold works of several). */
  sellers: string[]
  /** A line for lists and e-mails: the work's title, or the order's number. */
  title: string
  /** The works concerned (a paid order of the pair holding one of them ends the masking). */
  artworks: string[]
}

type Req = Partial<PayloadRequest> | undefined

/** The subject as stored, or null when it names nothing (or an enquiry without a signed-in sender). */
export async function subjectOf(payload: Payload, kind: ConversationSubject, id: unknown, req?: Req): Promise<Subject | null> {
  const key = idOrNull(id)
  if (key === null) return null
  switch (kind) {
    case 'enquiry': {
      const enquiry = await payload.findByID({ collection: 'enquiries', id: key, depth: 1, overrideAccess: true, disableErrors: true, req })
      if (!enquiry?.sender) return null
      const artwork = typeof enquiry.artwork === 'object' ? enquiry.artwork : null
      return {
        kind,
        id: enquiry.id,
        buyer: idOf(enquiry.sender),
        sellers: [idOf(enquiry.artist)],
        title: artwork?.title ?? 'An enquiry',
        artworks: [idOf(enquiry.artwork)],
      }
    }
    case 'order': {
      const order = await payload.findByID({ collection: 'orders', id: key, depth: 0, overrideAccess: true, disableErrors: true, req })
      if (!order) return null
      const items = order.items ?? []
      return {
        kind,
        id: order.id,
        buyer: idOf(order.buyer),
        sellers: [...new Set(items.map((i) => idOf(i.seller)))],
        title: `Order ${order.orderNumber ?? order.id}`,
        artworks: items.map((i) => idOf(i.artwork)),
      }
    }
  }
}

/**
 * Whether the pair has a paid order (cms/sales/lineState.ts orderWasPaid) for a work of the
 * subject: the order itself, or an order of the buyer's holding the enquired work, sold by the
 * seller. Until then contact details in their messages are masked (shared/masking.ts).
 */
export async function pairHasPaid(payload: Payload, subject: Subject, seller: string, req?: Req): Promise<boolean> {
  const works = new Set(subject.artworks)
  const paidLine = (order: Order) =>
    orderWasPaid(order) && (order.items ?? []).some((i) => idOf(i.seller) === seller && works.has(idOf(i.artwork)))
  if (subject.kind === 'order') {
    const order = await payload.findByID({ collection: 'orders', id: subject.id, depth: 0, overrideAccess: true, disableErrors: true, req })
    return order !== null && paidLine(order)
  }
  if (works.size === 0) return false
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ buyer: { equals: subject.buyer } }, { 'items.artwork': { in: [...works] } }, { paidAt: { exists: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.some(paidLine)
}

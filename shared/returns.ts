/**
 * Returns of sold works (collections/Returns.ts, cms/sales/returns.ts): one per order line. The
 * buyer asks within the seller's return window after delivery (cms/sales/returnWindow.ts); staff
 * approve or reject, record the return shipment and the work's condition on arrival; the line's
 * price is then refunded through the gateway once, and the seller's payable taken back.
 */
import { z } from 'zod'
import { formatDate } from './format'

export const RETURN_REASONS = ['Not as described', 'Damaged in transit', 'Not what I expected', 'Other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/**
 * - requested: the buyer asked; staff decide;
 * - approved: staff agreed; the buyer sends the work back;
 * - rejected: staff refused, with a reason the buyer reads (final: one return per line);
 * - in_transit: the return shipment is recorded (carrier, tracking number);
 * - received: staff have the work back, in good or damaged condition; the refund is under way;
 * - refunded: the line's price is back with the buyer.
 */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'in_transit', 'received', 'refunded'] as const
export type ReturnState = (typeof RETURN_STATES)[number]
/** A return still under way: the line's payable stays held and its payout unsent meanwhile. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'in_transit', 'received']

export const RETURN_CONDITIONS = ['good', 'damaged'] as const
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number]

/** Staff's actions on a return (POST /cms/api/returns/:id/<action>), each logged with who and when. */
export const RETURN_ACTIONS = ['approve', 'reject', 'ship', 'receive', 'restock'] as const
export type ReturnAction = (typeof RETURN_ACTIONS)[number]

export const RETURN_DETAILS_MAX = 2000
export const RETURN_DETAILS_MIN = 10
export const RETURN_PHOTOS_MAX = 3
export const RETURN_STAFF_REASON_MAX = 500
export const RETURN_TRACKING_MAX = 100

/** What a buyer sees of each state, on the order and in Track Order. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return declined',
  in_transit: 'Return on its way',
  received: 'Return received',
  refunded: 'Refunded',
}

export const RETURN_MESSAGES = {
  notSignedIn: 'Sign in to ask for a return.',
  noSuchLine: 'There is no such work in your orders.',
  notBuyer: 'Only the buyer of this work can ask for its return.',
  notDelivered: 'A return can be asked for once the work has been delivered.',
  noReturns: 'This work was sold without returns.',
  windowClosed: (endsAt: number) => `The return window for this work closed on ${formatDate(new Date(endsAt))}.`,
  already: 'A return has already been asked for this work.',
  undone: 'This sale has already been cancelled or refunded.',
  requested: 'Your return request is with Kala. We will write to you within two working days.',
  notFound: 'There is no such return.',
  staffOnly: 'Only staff can act on a return.',
  reasonRequired: 'Give the buyer a reason: they will read it.',
  reasonTooLong: `Keep the reason under ${RETURN_STAFF_REASON_MAX} characters.`,
  shipmentRequired: 'Give the carrier and the tracking number of the return shipment.',
  conditionRequired: 'Say whether the work came back in good condition or damaged.',
  notAllowed: (action: ReturnAction, state: ReturnState) =>
    `This return is ${RETURN_STATE_LABELS[state].toLowerCase()}: it cannot be ${ACTION_PAST[action]} now.`,
  done: {
    approve: 'Return approved. The buyer has been told how to send the work back.',
    reject: 'Return declined. The buyer has been told why.',
    ship: 'Return shipment recorded.',
    receive: 'Marked received. The refund is on its way to the buyer.',
    restock: 'The work is back on sale.',
  } satisfies Record<ReturnAction, string>,
} as const

const ACTION_PAST: Record<ReturnAction, string> = {
  approve: 'approved',
  reject: 'declined',
  ship: 'given a return shipment',
  receive: 'marked received',
  restock: 'put back on sale',
}

/** The buyer's request (multipart: these fields plus up to three `photos`). */
export const returnRequestSchema = z.object({
  orderId: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
  reason: z.enum(RETURN_REASONS, { message: 'Choose a reason.' }),
  details: z
    .string()
    .trim()
    .min(RETURN_DETAILS_MIN, `Tell us a little more (at least ${RETURN_DETAILS_MIN} characters).`)
    .max(RETURN_DETAILS_MAX, `Keep it under ${RETURN_DETAILS_MAX} characters.`),
})
export type ReturnRequest = z.infer<typeof returnRequestSchema>

export const ReturnViewSchema = z.object({
  id: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  details: z.string(),
  staffReason: z.string().nullable().describe('Why staff declined it; the buyer reads it.'),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable().describe('The return shipment, once recorded.'),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  steps: z.array(z.object({ state: z.enum(RETURN_STATES), at: z.string() })).describe('Each step with its date, oldest first.'),
})
/** One return as the buyer's orders show it. */
export type ReturnView = z.infer<typeof ReturnViewSchema>

/** One line of a buyer's order, as far as returns go (GET /api/admin/purchases, `returns`). */
export const LineReturnSchema = z.object({
  itemId: z.string(),
  artworkId: z.string(),
  returnDays: z.number().int().describe('The policy the work was sold under, in days after delivery (0: no returns).'),
  windowEndsAt: z.string().nullable().describe('When the return window closes (null until delivered).'),
  canReturn: z.boolean().describe('The buyer may ask for a return now.'),
  return: ReturnViewSchema.nullable(),
})
export type LineReturn = z.infer<typeof LineReturnSchema>

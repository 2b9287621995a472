/**
 * Offers (issue 21, part 3; collections/Offers.ts, cms/offers/): a signed-in buyer offers an amount
 * for a work whose seller accepts offers; the seller accepts, declines or counters within 72 hours
 * of the last move, and the buyer accepts or declines a counter (or withdraws). An accepted offer
 * holds the work for the buyer for 24 hours at the agreed amount, which checkout charges.
 *
 * Amounts travel in whole rupees (like `price`) and are stored in paise (like an order's
 * `amountPaise`): `amountPaise`, `counterPaise`, and the work's `offerFloorPaise`.
 */
import { z } from 'zod'
import { formatInr } from './checkout-messages'

export const OFFER_LIMITS = {
  /** An open or countered offer lapses this long after the last move. */
  responseHours: 72,
  /** An accepted offer holds the work for the buyer this long. */
  holdHours: 24,
  /** The smallest amount anyone may offer, in rupees. */
  minRupees: 1,
  maxRupees: 1e9,
} as const

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'purchased'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
/** The statuses in which an offer is still alive: one such offer per buyer per work. */
export const LIVE_OFFER_STATUSES = ['open', 'countered', 'accepted'] as const satisfies readonly OfferStatus[]

export const OFFER_MOVES = ['made', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'purchased'] as const
export type OfferMove = (typeof OFFER_MOVES)[number]
/** The moves both sides hear of by e-mail. */
export const OFFER_MAIL_STEPS = ['made', 'countered', 'accepted', 'declined', 'expired'] as const
export type OfferMailStep = (typeof OFFER_MAIL_STEPS)[number]

/** What a side may do to an offer (the route's last segment). */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw'] as const
export type OfferAction = (typeof OFFER_ACTIONS)[number]

export const OFFER_MESSAGES = {
  signIn: 'Sign in to make an offer.',
  notAccepting: 'The seller does not take offers on this work.',
  ownWork: 'You cannot make an offer on your own work.',
  unavailable: 'This work is not for sale at the moment, so it cannot take an offer.',
  reserved: 'This work is held for another buyer at the moment. Please try again later.',
  sold: 'This work has been sold.',
  alreadyOpen: 'You already have an offer on this work. Wait for the answer, or withdraw it first.',
  belowFloor: 'Thank you for your offer. The seller cannot accept this amount for the work; you are welcome to offer again.',
  made: 'Your offer has been sent to the seller.',
  notFound: 'No such offer among yours.',
  notYourMove: 'This move is not yours to make on this offer.',
  closed: 'This offer is no longer open.',
  changed: 'This offer has just changed. Please reload to see where it stands.',
  expired: 'This offer has expired.',
  counterNotLower: 'A counter-offer must be above the amount offered.',
  accepted: 'Offer accepted. The work is held for the buyer for 24 hours at the agreed price.',
  acceptedByBuyer: 'Counter-offer accepted. The work is held for you for 24 hours: check out to buy it.',
  declined: 'Offer declined.',
  countered: 'Counter-offer sent.',
  withdrawn: 'Offer withdrawn.',
  holdLost: 'The work could not be held: it is no longer for sale.',
  checkoutAlone: 'A work bought at an offer price is checked out on its own. Please remove the other works from this checkout.',
  offerHoldLapsed: 'Your accepted offer has lapsed: the work is back on sale at its listed price.',
  amount: `Enter an amount in rupees, at least ${formatInr(1)}.`,
} as const

const rupees = z
  .number({ error: OFFER_MESSAGES.amount })
  .int(OFFER_MESSAGES.amount)
  .min(OFFER_LIMITS.minRupees, OFFER_MESSAGES.amount)
  .max(OFFER_LIMITS.maxRupees, OFFER_MESSAGES.amount)

/** The buyer's form (the artwork page's "Make an offer"): the amount in whole rupees. */
export const makeOfferSchema = z.object({ artworkId: z.union([z.string().min(1), z.number()]).transform(String), amount: rupees }).strict()
export type MakeOfferInput = z.input<typeof makeOfferSchema>

/** The offer form in the dialog: the amount only (the work is the page's). */
export const offerAmountSchema = z.object({ amount: rupees }).strict()

/** A move on an offer: a counter names its amount, the other moves nothing. */
export const offerMoveSchema = z.object({ amount: rupees.optional() }).strict()

/** Paise of whole rupees. */
export const paiseOf = (rupeesAmount: number): number => Math.round(rupeesAmount * 100)
/** An amount in paise as the shop writes it (₹12,500). */
export const formatPaise = (paise: number): string => formatInr(paise / 100)

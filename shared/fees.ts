/**
 * Kala's fee on a sale: a percentage of the item's price that staff set (collections/FeeRates.ts),
 * stored on the order item when the payment is confirmed and never recomputed. Amounts are in
 * paise; rates in basis points (1 % = 100), so no sum ever meets a binary fraction.
 */
import { formatPrice } from './format'

/** The rate a fresh shop starts with (the default row cms/sales/fees.ts makes once); staff change it in /cms. */
export const INITIAL_FEE_PERCENT = 30
/** The day that first default row takes effect: before any sale on Kala. */
export const INITIAL_FEE_FROM = '2025-01-01T00:00:00.000Z'

export const paiseOf = (rupees: number): number => Math.round(rupees * 100)
export const basisPointsOf = (percent: number): number => Math.round(percent * 100)

/** Kala's part of a price, rounded to the paisa (half up). */
export const feePaise = (pricePaise: number, basisPoints: number): number => Math.round((pricePaise * basisPoints) / 10_000)

/** Gross, fee and what the seller receives, for one item. */
export function split(pricePaise: number, basisPoints: number): { gross: number; fee: number; net: number } {
  const fee = feePaise(pricePaise, basisPoints)
  return { gross: pricePaise, fee, net: pricePaise - fee }
}

/** '30%', '27.5%'. */
export const formatPercent = (basisPoints: number): string => `${Number((basisPoints / 100).toFixed(2))}%`

export const FEE_MESSAGES = {
  /** Under the price in the artwork form, as the seller types. */
  youReceive: (pricePaise: number, basisPoints: number) =>
    `You receive ${formatPrice(split(pricePaise, basisPoints).net / 100)} after Kala's ${formatPercent(basisPoints)} fee`,
  /** The same place before a price is typed. */
  rateOnly: (basisPoints: number) => `Kala's fee is ${formatPercent(basisPoints)} of the price, taken when the work sells.`,
  /** A change staff have scheduled, under the same note. */
  changesOn: (day: string, basisPoints: number) => `From ${day} the fee is ${formatPercent(basisPoints)}.`,
  inForceLocked: 'A rate already in force cannot be changed or deleted: add a new rate with a later effective date.',
  pastDate: 'The effective date cannot be in the past: past sales keep the rate they were made at.',
  duplicate: 'A rate for this seller already takes effect at that moment.',
  notSeller: 'A seller rate must name a member who sells (an explorer or staff member sells nothing).',
} as const

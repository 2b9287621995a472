/**
 * The parties on an invoice, as they are at the moment it is issued: Kala (site settings' tax
 * identity), a seller (their payout details' legal name, GSTIN and state, else their profile), and
 * the buyer (the order's name and delivery address).
 */
import type { Payload } from 'payload'
import type { Order, User } from '../../payload-types'
import { stateNamed } from '../../shared/india'
import { KALA_TAX_IDENTITY_DEMO } from '../../shared/invoices'
import type { Party } from './snapshot'

const party = (name: string, gstin: string | null, stateText: string | null | undefined, address: string[]): Party => {
  const state = stateNamed(stateText)
  return { name, gstin: gstin || null, state: state?.name ?? null, stateCode: state?.code ?? null, address }
}

type Lines = {
  line1?: string | null
  line2?: string | null
  city?: string | null
  state?: string | null
  pincode?: string | null
  country?: string | null
}
const addressLines = (a: Lines | null | undefined): string[] =>
  a?.line1
    ? [a.line1, a.line2, [a.city, [a.state, a.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', '), a.country].filter(
        (l): l is string => Boolean(l),
      )
    : []

/** Kala as the supplier of its fee; an empty setting reads as the demo identity. */
export async function kalaParty(payload: Payload): Promise<Party> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const t = settings.taxIdentity ?? {}
  const pick = <K extends keyof typeof KALA_TAX_IDENTITY_DEMO>(k: K): string => t[k] || KALA_TAX_IDENTITY_DEMO[k]
  return party(
    pick('legalName'),
    pick('gstin'),
    pick('state'),
    pick('address')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  )
}

/**
 * A seller: supplier of their works, recipient of Kala's fee invoice. The payout details are the
 * seller's own statement of their legal name, GSTIN and state; a seller who has not set up payouts
 * yet is named as on their profile, unregistered, in the state of their saved address if any.
 */
export async function sellerParty(payload: Payload, sellerId: number | string): Promise<Party> {
  const { docs } = await payload.find({
    collection: 'payout-accounts',
    where: { seller: { equals: sellerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const account = docs[0]
  const user = (await payload.findByID({
    collection: 'users',
    id: sellerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
  const saved = user?.addresses?.find((a) => a.isDefault) ?? user?.addresses?.[0]
  const name = account?.legalName || user?.fullName || 'Seller'
  return party(name, account?.gstin ?? null, account?.state ?? saved?.state, addressLines(saved))
}

/** The buyer, unregistered (Kala sells to people, not businesses), at their delivery address. */
export function buyerParty(order: Order): { party: Party; delivery: string[] | null } {
  const delivery = addressLines(order.address)
  return {
    party: party(order.customer?.name || 'Buyer', null, order.address?.state, delivery),
    delivery: delivery.length ? delivery : null,
  }
}

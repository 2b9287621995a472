import { GatewayError } from './gateway'
import { derivedId } from './ids'
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'
import type { SimulatorStore } from './simulatorStore'
import { maskedTail, maskedUpi } from '../../shared/payouts'

/**
 * Razorpay Route's linked accounts without Razorpay (cms/payments/linkedAccounts.ts): the same
 * reference gives the same account (its id derives from it, as Razorpay refuses a second account
 * for one seller), a change of details updates it, a UPI id only at creation, and the account is
 * activated at once (Razorpay reviews it first). Kept in the same store as the simulated payments,
 * which lives in our own database: so only masked digits, never the PAN or account in full.
 */

export type SimulatedLinkedAccountRecord = {
  id: string
  reference_id: string
  status: 'activated'
  legal_business_name: string
  settlement: { method: 'bank'; account: string; ifsc: string } | { method: 'upi'; vpa: string }
  /** How many times its settlement details were set: a test reads it to count updates. */
  updates: number
}

const accountKey = (id: string) => `payments-simulator:account:${id}`
const invalid = (message: string) => new GatewayError('invalid_request', message, { httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })

export async function simulatedLinkedAccount(store: SimulatorStore, keySecret: string, input: LinkedAccountInput): Promise<LinkedAccount> {
  const id = derivedId('acc', keySecret, input.referenceId)
  if (input.accountId && input.accountId !== id) throw invalid('Linked account does not exist')
  const existing = await store.get<SimulatedLinkedAccountRecord>(accountKey(id))
  const { settlement } = input
  if (settlement.method === 'upi' && existing && existing.settlement.method === 'bank') {
    throw invalid(
      'Razorpay takes a UPI id as the destination only when the linked account is created: this seller is paid to a bank account.',
    )
  }
  const record: SimulatedLinkedAccountRecord = {
    id,
    reference_id: input.referenceId,
    status: 'activated',
    legal_business_name: input.legalName,
    settlement:
      settlement.method === 'bank'
        ? { method: 'bank', account: maskedTail(settlement.accountNumber), ifsc: settlement.ifsc }
        : { method: 'upi', vpa: maskedUpi(settlement.vpa) },
    updates: (existing?.updates ?? 0) + 1,
  }
  await store.set(accountKey(id), record)
  return { id, status: record.status }
}

/** What the simulator holds for a seller's reference (tests). */
export const simulatedLinkedAccountOf = (store: SimulatorStore, keySecret: string, referenceId: string) =>
  store.get<SimulatedLinkedAccountRecord>(accountKey(derivedId('acc', keySecret, referenceId)))

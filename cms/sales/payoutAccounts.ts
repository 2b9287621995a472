import type { Payload } from 'payload'
import { checkRole } from '../../access/checkRole'
import type { PayoutAccount, User } from '../../payload-types'
import { SELLER_ROLES } from '../../shared/constants'
import { PAYOUT_MESSAGES } from '../../shared/payout-messages'
import { payoutAccountSchema, type PayoutAccountView } from '../../shared/payout-schemas'
import { maskedTail, maskedUpi } from '../../shared/payouts'
import { badRequest, conflict, forbidden, HttpError } from '../api/http/errors'
import { parse } from '../api/http/validate'
import { GatewayError, type PaymentGateway } from '../payments/gateway'
import { payWaitingOf } from './payouts'

/**
 * A seller's payout details (/admin/payouts): checked with the form's own schema, handed to the
 * payment provider, which creates (or, on a change, updates) the seller's linked account, and kept
 * here only as that account's id and masked digits. The PAN, account number and UPI id live in
 * this function's arguments and the provider's request, nowhere else: not in the row, an answer,
 * an error or a log line.
 */

type Id = number | string

/** Sellers only: an explorer has nothing to be paid for, staff are paid by Kala, not through it. */
export const maySetUpPayouts = (user: Pick<User, 'role'> & { collection?: string }) => checkRole(SELLER_ROLES, user)

/** Razorpay's reference_id (at most 20 characters): ours, one per seller, so a retry finds the same account. */
export const payoutReference = (sellerId: Id) => `kala-seller-${sellerId}`

export async function payoutAccountOf(payload: Payload, sellerId: Id): Promise<PayoutAccount | null> {
  const { docs } = await payload.find({
    collection: 'payout-accounts',
    where: { seller: { equals: sellerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export function payoutAccountView(row: PayoutAccount): PayoutAccountView {
  return {
    legalName: row.legalName,
    panMasked: row.panMasked,
    method: row.method,
    accountMasked: row.accountMasked ?? null,
    ifsc: row.ifsc ?? null,
    upiMasked: row.upiMasked ?? null,
    gstin: row.gstin ?? null,
    state: row.state,
    updatedAt: row.updatedAt,
  }
}

/** The provider's refusal as the seller should read it: their details (400), or try again later (503). */
function fromGateway(error: GatewayError): HttpError {
  if (error.code === 'invalid_request') return badRequest(PAYOUT_MESSAGES.providerRefused)
  return new HttpError(503, PAYOUT_MESSAGES.notSaved, undefined, error.retryable ? { 'Retry-After': '60' } : undefined)
}

export async function savePayoutAccount(
  payload: Payload,
  gateway: Pick<PaymentGateway, 'createLinkedAccount'>,
  seller: User,
  input: unknown,
): Promise<PayoutAccountView> {
  if (!maySetUpPayouts(seller)) throw forbidden(PAYOUT_MESSAGES.sellersOnly)
  const details = parse(payoutAccountSchema, input)
  const { destination } = details
  const current = await payoutAccountOf(payload, seller.id)
  if (destination.method === 'upi' && current?.method === 'bank') {
    // The provider cannot move a linked account from a bank account to a UPI id (DECISIONS 50).
    throw conflict(PAYOUT_MESSAGES.upiOnlyFirst)
  }
  let account: { id: string }
  try {
    account = await gateway.createLinkedAccount({
      referenceId: payoutReference(seller.id),
      accountId: current?.linkedAccountId ?? null,
      legalName: details.legalName,
      email: seller.email,
      phone: seller.phone ?? null,
      pan: details.pan,
      gstin: details.gstin,
      settlement: destination.method === 'bank' ? destination : { method: 'upi', vpa: destination.vpa },
    })
  } catch (error) {
    if (error instanceof GatewayError) {
      // The code and the provider's status only: the message may quote what was refused.
      payload.logger.warn({ code: error.code, httpStatus: error.httpStatus, seller: seller.id }, 'payout account not set up')
      throw fromGateway(error)
    }
    throw error
  }
  const data = {
    seller: seller.id,
    legalName: details.legalName,
    panMasked: maskedTail(details.pan),
    method: destination.method,
    accountMasked: destination.method === 'bank' ? maskedTail(destination.accountNumber) : null,
    ifsc: destination.method === 'bank' ? destination.ifsc : null,
    upiMasked: destination.method === 'upi' ? maskedUpi(destination.vpa) : null,
    gstin: details.gstin,
    state: details.state as PayoutAccount['state'],
    linkedAccountId: account.id,
  }
  const row: PayoutAccount = current
    ? await payload.update({ collection: 'payout-accounts', id: current.id, data, overrideAccess: true, depth: 0 })
    : await payload.create({ collection: 'payout-accounts', data, overrideAccess: true, depth: 0 })
  // Sales that waited for these details are paid from now on (the hourly settlement would too).
  await payWaitingOf(payload, row.seller as number)
  return payoutAccountView(row)
}

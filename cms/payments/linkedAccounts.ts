import { GatewayError } from './gateway'
import type { LinkedAccount, LinkedAccountInput } from './linkedAccountTypes'
import { unexpectedResponse } from './razorpayErrors'
import { razorpayCall, type RazorpayCredentials } from './razorpayHttp'

/**
 * Razorpay Route's linked accounts (API v2), called directly: the SDK's accounts, stakeholders
 * and products helpers cannot send an Idempotency-Key, and each step's answer is read here.
 *
 * A bank account: the four documented steps — create the account (type 'route', reference_id =
 * our seller), create its stakeholder (the PAN holder), request the 'route' product, then update
 * the product's settlements (account number, IFSC, beneficiary) with `tnc_accepted`. A seller who
 * changes their details later goes through the last two steps on the same account.
 *
 * A UPI id: the product's settlements take a bank account only, so a UPI id can be the
 * destination only through Razorpay's composite create (one atomic POST /v2/accounts with
 * `settlement_accounts`), that is, when the linked account is first made (docs/decisions.md 50).
 *
 * Never in an error message: the PAN, account number or UPI id (messages reach logs).
 */

type Raw = Record<string, unknown>
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)

const ACCOUNT_ID = /\bacc_[A-Za-z0-9]{14}\b/
const PRODUCT_ID = /\bacc_prd_[A-Za-z0-9]{14}\b/
/** Razorpay's sample category for a seller of art (its ecommerce category's subcategory). */
const PROFILE = { category: 'ecommerce', subcategory: 'arts_and_collectibles' }

/** The PAN's fourth letter says who holds it; Razorpay asks for the business type. */
const BUSINESS_TYPES: Record<string, string> = {
  P: 'individual',
  H: 'individual',
  C: 'private_limited',
  F: 'partnership',
  T: 'trust',
  A: 'society',
  B: 'society',
}
const businessType = (pan: string) => BUSINESS_TYPES[pan.charAt(3)] ?? 'individual'

/** A failed call, with Razorpay's error body kept so a caller can read the account it names. */
class RazorpayRefusal extends Error {
  constructor(
    readonly error: GatewayError,
    readonly description: string,
  ) {
    super(error.message)
  }
}

async function call(
  creds: RazorpayCredentials,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  action: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Raw> {
  try {
    return await razorpayCall(creds, action, method, path, body, headers)
  } catch (error) {
    // Razorpay answered with a refusal: its message (which quotes the description) is kept to read ids from.
    if (error instanceof GatewayError && error.httpStatus !== null) throw new RazorpayRefusal(redacted(error), error.message)
    throw error
  }
}

/** Razorpay's description may quote what it refused (a PAN, an account number, a UPI id): not into our messages and logs. */
function redacted(error: GatewayError): GatewayError {
  const message = error.message
    .replace(/[A-Za-z]{5}\d{4}[A-Za-z]/g, '[PAN]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/[\w.-]+@[\w.-]+/g, '[address]')
  return new GatewayError(error.code, message, { httpStatus: error.httpStatus, providerCode: error.providerCode })
}

/** Runs a step and turns a refusal into its GatewayError. */
async function step(run: () => Promise<Raw>): Promise<Raw> {
  try {
    return await run()
  } catch (error) {
    throw error instanceof RazorpayRefusal ? error.error : error
  }
}

function accountBody(input: LinkedAccountInput): Raw {
  return {
    type: 'route',
    reference_id: input.referenceId,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    legal_business_name: input.legalName,
    business_type: businessType(input.pan),
    contact_name: input.legalName,
    profile: PROFILE,
    legal_info: { pan: input.pan, ...(input.gstin ? { gst: input.gstin } : {}) },
  }
}

const idOf = (raw: Raw, pattern: RegExp, action: string): string => {
  const id = text(raw.id)
  if (!id || !pattern.test(id)) throw unexpectedResponse(action, 'no id')
  return id
}

/**
 * Creates the account, or finds the one already made for this reference: a save whose answer was
 * lost (a timeout) is repeated by the seller, and Razorpay refuses a second account for the same
 * seller, naming the existing one in its description.
 */
async function createOrFindAccount(creds: RazorpayCredentials, input: LinkedAccountInput): Promise<{ id: string; created: boolean }> {
  const action = 'create the linked account'
  try {
    return { id: idOf(await call(creds, 'POST', '/v2/accounts', action, accountBody(input)), ACCOUNT_ID, action), created: true }
  } catch (error) {
    if (error instanceof RazorpayRefusal && error.error.httpStatus === 400 && /already/i.test(error.description)) {
      const existing = ACCOUNT_ID.exec(error.description)?.[0]
      if (existing) return { id: existing, created: false }
    }
    throw error instanceof RazorpayRefusal ? error.error : error
  }
}

/** The PAN holder, once per account: an account found again may have lost its stakeholder to the crash that lost its id. */
async function ensureStakeholder(creds: RazorpayCredentials, accountId: string, input: LinkedAccountInput, created: boolean) {
  if (!created) {
    const action = 'list the stakeholders of the linked account'
    const list = await step(() => call(creds, 'GET', `/v2/accounts/${accountId}/stakeholders`, action))
    if (Array.isArray(list.items) && list.items.length > 0) return
  }
  await step(() =>
    call(creds, 'POST', `/v2/accounts/${accountId}/stakeholders`, 'create the stakeholder of the linked account', {
      name: input.legalName,
      email: input.email,
      kyc: { pan: input.pan },
    }),
  )
}

/** Requests the Route product; asked again (details changed), Razorpay's refusal names the product already requested. */
async function routeProduct(creds: RazorpayCredentials, accountId: string): Promise<string> {
  const action = 'request Route for the linked account'
  try {
    return idOf(
      await call(creds, 'POST', `/v2/accounts/${accountId}/products`, action, { product_name: 'route', tnc_accepted: true }),
      PRODUCT_ID,
      action,
    )
  } catch (error) {
    if (error instanceof RazorpayRefusal && error.error.httpStatus === 400) {
      const existing = PRODUCT_ID.exec(error.description)?.[0]
      if (existing) return existing
    }
    throw error instanceof RazorpayRefusal ? error.error : error
  }
}

function activation(raw: Raw, action: string): string {
  const status = text(raw.activation_status) ?? text(raw.status)
  if (!status) throw unexpectedResponse(action, 'no activation status')
  return status
}

export async function razorpayLinkedAccount(creds: RazorpayCredentials, input: LinkedAccountInput): Promise<LinkedAccount> {
  const { settlement } = input
  if (settlement.method === 'upi') {
    if (input.accountId) {
      throw new GatewayError(
        'invalid_request',
        'Razorpay takes a UPI id as the destination only when the linked account is created: this seller is paid to a bank account.',
      )
    }
    const action = 'create the linked account with a UPI destination'
    const raw = await step(() =>
      call(
        creds,
        'POST',
        '/v2/accounts',
        action,
        {
          ...accountBody(input),
          tnc_accepted: true,
          settlement_accounts: [
            { method: 'upi', upi: { vpa: settlement.vpa, beneficiary_name: input.legalName, currency: 'INR', is_default: true } },
          ],
        },
        // The same seller, the same key: a repeated create answers with the account already made.
        { 'Idempotency-Key': `kala-route-${input.referenceId}` },
      ),
    )
    return { id: idOf(raw, ACCOUNT_ID, action), status: text(raw.status) ?? 'created' }
  }
  const account = input.accountId ? { id: input.accountId, created: false } : await createOrFindAccount(creds, input)
  await ensureStakeholder(creds, account.id, input, account.created)
  const productId = await routeProduct(creds, account.id)
  const action = 'set the settlement account of the linked account'
  const updated = await step(() =>
    call(creds, 'PATCH', `/v2/accounts/${account.id}/products/${productId}`, action, {
      settlements: { account_number: settlement.accountNumber, ifsc_code: settlement.ifsc, beneficiary_name: input.legalName },
      tnc_accepted: true,
    }),
  )
  return { id: account.id, status: activation(updated, action) }
}

/**
 * Razorpay Route's linked accounts through the gateway (cms/payments/linkedAccounts.ts), against
 * intercepted HTTP with bodies shaped as in Razorpay's API reference: the four onboarding steps
 * for a bank account, the composite create for a UPI id, a retried save that finds the account
 * already made, a change of details on the same account, and failures mapped to GatewayError
 * without the seller's PAN or account number in the message.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { GatewayError } from '../../cms/payments/gateway'
import type { LinkedAccountInput } from '../../cms/payments/linkedAccountTypes'
import { RazorpayGateway } from '../../cms/payments/razorpay'
import { useNock } from './helpers/nock'

const nock = useNock()
const API = 'https://api.razorpay.com'
const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag'
const KEY_SECRET = 'kala_test_key_secret_0001'
const ACC = 'acc_GRWKk7qQsLnDjX'
const PRD = 'acc_prd_HEgNpywUFctQ9e'
const PAN = 'ABCPE1234F'
const ACCOUNT = '001234567890'

const gateway = () => new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null, timeoutMs: 2000 })
const BANK: LinkedAccountInput = {
  referenceId: 'kala-seller-7',
  legalName: 'Meera Iyer',
  email: 'meera@example.test',
  phone: '9812345678',
  pan: PAN,
  gstin: '29ABCPE1234F1Z5',
  settlement: { method: 'bank', accountNumber: ACCOUNT, ifsc: 'HDFC0001234' },
}
const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`
const product = { id: PRD, product_name: 'route', activation_status: 'needs_clarification', account_id: ACC, requested_at: 1659638222 }
const activated = {
  ...product,
  activation_status: 'activated',
  active_configuration: { settlements: { account_number: ACCOUNT, ifsc_code: 'HDFC0001234', beneficiary_name: 'Meera Iyer' } },
  requirements: [],
  tnc: { id: 'tnc_K1eopApuHyBE7D', accepted: true, accepted_at: 1659638222 },
}

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  expect(outcome).toBeInstanceOf(GatewayError)
  return outcome as GatewayError
}

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([])
  nock.cleanAll()
})

describe('a linked account for a bank account', () => {
  it('creates the account, its stakeholder, requests Route and sets the settlement account', async () => {
    nock(API, { reqheaders: { authorization: basic } })
      .post('/v2/accounts', (body: Record<string, unknown>) => {
        expect(body).toMatchObject({
          type: 'route',
          reference_id: 'kala-seller-7',
          email: 'meera@example.test',
          phone: '9812345678',
          legal_business_name: 'Meera Iyer',
          business_type: 'individual',
          contact_name: 'Meera Iyer',
          legal_info: { pan: PAN, gst: '29ABCPE1234F1Z5' },
        })
        return true
      })
      .reply(200, { id: ACC, type: 'route', status: 'created', reference_id: 'kala-seller-7' })
      .post(`/v2/accounts/${ACC}/stakeholders`, { name: 'Meera Iyer', email: 'meera@example.test', kyc: { pan: PAN } })
      .reply(200, { id: 'sth_GLGgm8fFCKc92m', entity: 'stakeholder' })
      .post(`/v2/accounts/${ACC}/products`, { product_name: 'route', tnc_accepted: true })
      .reply(200, product)
      .patch(`/v2/accounts/${ACC}/products/${PRD}`, {
        settlements: { account_number: ACCOUNT, ifsc_code: 'HDFC0001234', beneficiary_name: 'Meera Iyer' },
        tnc_accepted: true,
      })
      .reply(200, activated)
    expect(await gateway().createLinkedAccount(BANK)).toEqual({ id: ACC, status: 'activated' })
  })

  it('finds the account a lost answer already made, and adds no second stakeholder', async () => {
    nock(API)
      .post('/v2/accounts')
      .reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: `Merchant email already exists for account - ${ACC}`,
          reason: 'input_validation_failed',
        },
      })
      .get(`/v2/accounts/${ACC}/stakeholders`)
      .reply(200, { entity: 'collection', items: [{ id: 'sth_GLGgm8fFCKc92m', entity: 'stakeholder' }], count: 1 })
      .post(`/v2/accounts/${ACC}/products`)
      .reply(200, product)
      .patch(`/v2/accounts/${ACC}/products/${PRD}`)
      .reply(200, activated)
    expect(await gateway().createLinkedAccount(BANK)).toEqual({ id: ACC, status: 'activated' })
  })

  it("updates the settlement account of the seller's existing account on a change of details", async () => {
    nock(API)
      .get(`/v2/accounts/${ACC}/stakeholders`)
      .reply(200, { entity: 'collection', items: [{ id: 'sth_GLGgm8fFCKc92m' }], count: 1 })
      .post(`/v2/accounts/${ACC}/products`)
      .reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: `Product route is already requested: ${PRD}` } })
      .patch(`/v2/accounts/${ACC}/products/${PRD}`, (body: Record<string, unknown>) => {
        expect(body.settlements).toEqual({ account_number: '998877665544', ifsc_code: 'ICIC0000001', beneficiary_name: 'Meera Iyer' })
        return true
      })
      .reply(200, { ...activated, activation_status: 'under_review' })
    const changed = { ...BANK, accountId: ACC, settlement: { method: 'bank' as const, accountNumber: '998877665544', ifsc: 'ICIC0000001' } }
    expect(await gateway().createLinkedAccount(changed)).toEqual({ id: ACC, status: 'under_review' })
  })
})

describe('a linked account for a UPI id', () => {
  it('is created in one composite call, keyed on the seller', async () => {
    nock(API, { reqheaders: { 'idempotency-key': 'kala-route-kala-seller-7' } })
      .post('/v2/accounts', (body: Record<string, unknown>) => {
        expect(body).toMatchObject({
          type: 'route',
          tnc_accepted: true,
          reference_id: 'kala-seller-7',
          legal_info: { pan: PAN },
          settlement_accounts: [
            { method: 'upi', upi: { vpa: 'meera@okhdfcbank', beneficiary_name: 'Meera Iyer', currency: 'INR', is_default: true } },
          ],
        })
        return true
      })
      .reply(200, { id: ACC, entity: 'linked_account', type: 'route', reference_id: 'kala-seller-7', status: 'created' })
    const upi = { ...BANK, gstin: null, settlement: { method: 'upi' as const, vpa: 'meera@okhdfcbank' } }
    expect(await gateway().createLinkedAccount(upi)).toEqual({ id: ACC, status: 'created' })
  })

  it('cannot replace the bank account of an existing account (nothing is sent)', async () => {
    const error = await failure(
      gateway().createLinkedAccount({ ...BANK, accountId: ACC, settlement: { method: 'upi', vpa: 'meera@okaxis' } }),
    )
    expect(error.code).toBe('invalid_request')
  })
})

describe('failures', () => {
  it('map to GatewayError by what the caller can do, never quoting the PAN or account number', async () => {
    nock(API)
      .post('/v2/accounts')
      .reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: `The pan ${PAN} is invalid for account ${ACCOUNT}` } })
    const refused = await failure(gateway().createLinkedAccount(BANK))
    expect(refused).toMatchObject({ code: 'invalid_request', retryable: false, httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })
    expect(refused.message).not.toContain(PAN)
    expect(refused.message).not.toContain(ACCOUNT)

    nock(API)
      .post('/v2/accounts')
      .reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
    expect((await failure(gateway().createLinkedAccount(BANK))).code).toBe('authentication')

    nock(API)
      .post('/v2/accounts')
      .reply(200, { id: ACC, status: 'created' })
      .post(`/v2/accounts/${ACC}/stakeholders`)
      .reply(503, '<html>Service Unavailable</html>')
    const down = await failure(gateway().createLinkedAccount(BANK))
    expect(down).toMatchObject({ code: 'provider_unavailable', retryable: true })

    nock(API).post('/v2/accounts').replyWithError({ code: 'ECONNRESET', message: 'socket hang up' })
    expect(await failure(gateway().createLinkedAccount(BANK))).toMatchObject({ code: 'network', retryable: true })

    nock(API).post('/v2/accounts').reply(200, { entity: 'linked_account' })
    expect((await failure(gateway().createLinkedAccount(BANK))).code).toBe('unexpected_response')
  })
})

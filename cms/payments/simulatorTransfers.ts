/**
 * Route's transfers in the simulator, kept beside its payments (simulator.ts): a transfer's id
 * derives from our key, so a repeated create gives the same transfer on every instance, as the
 * key in its notes does at Razorpay. Created held ('pending'), released ('processed', which is
 * when the simulator sends transfer.processed), reversed whole after a refund, or failed on
 * request (simulateTransferFailure) to exercise transfer.failed.
 */
import type { GatewayReversal, GatewayTransfer, TransferInput } from './gateway'
import { GatewayError } from './gateway'
import { derivedId } from './ids'
import type { SimulatedPaymentRecord, SimulatorStore } from './simulatorStore'
import { checkTransferId, checkTransferInput, PAYMENT_ID_PATTERN } from './validate'

const NAMESPACE = 'payments-simulator'
const transferKey = (id: string) => `${NAMESPACE}:transfer:${id}`
const paymentTransfersKey = (paymentId: string) => `${NAMESPACE}:payment-transfers:${paymentId}`
const paymentKey = (id: string) => `${NAMESPACE}:payment:${id}`

/** A transfer as the simulator keeps it: Razorpay's entity, with when it was made and why it failed. */
export type SimulatedTransferRecord = GatewayTransfer & { created_at: number; processed_at: number | null; error: string | null }

export type TransferEvent = 'transfer.processed' | 'transfer.failed'

const invalid = (message: string) => new GatewayError('invalid_request', message, { httpStatus: 400, providerCode: 'BAD_REQUEST_ERROR' })

export const publicTransfer = ({ created_at: _c, processed_at: _p, error: _e, ...transfer }: SimulatedTransferRecord): GatewayTransfer =>
  transfer

export class SimulatedTransfers {
  constructor(
    private readonly store: SimulatorStore,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  async create(input: TransferInput): Promise<GatewayTransfer> {
    const { paymentId, accountId, amountPaise, onHold, key } = checkTransferInput(input)
    const id = derivedId('trf', this.secret, key)
    const earlier = await this.store.get<SimulatedTransferRecord>(transferKey(id))
    if (earlier) return publicTransfer(earlier)
    if (!PAYMENT_ID_PATTERN.test(paymentId)) throw invalid(`"${paymentId}" is not a payment id.`)
    const payment = await this.store.get<SimulatedPaymentRecord>(paymentKey(paymentId))
    if (!payment) throw invalid('The id provided does not exist')
    if (payment.status !== 'captured')
      throw invalid(`Payment ${paymentId} is ${payment.status}: only a captured payment can be transferred.`)
    const ids = (await this.store.get<string[]>(paymentTransfersKey(paymentId))) ?? []
    const others = await Promise.all(ids.map((t) => this.record(t)))
    const transferred = others.reduce((n, t) => n + t.amount - t.amount_reversed, 0)
    if (transferred + amountPaise > payment.amount - payment.amount_refunded) {
      throw invalid('The sum of amount requested for transfer is greater than the captured amount.')
    }
    const transfer: SimulatedTransferRecord = {
      id,
      source: paymentId,
      recipient: accountId,
      amount: amountPaise,
      amount_reversed: 0,
      on_hold: onHold,
      status: onHold ? 'pending' : 'processed',
      key,
      created_at: this.now(),
      processed_at: onHold ? null : this.now(),
      error: null,
    }
    await this.store.set(transferKey(id), transfer)
    await this.store.set(paymentTransfersKey(paymentId), [...ids, id])
    return publicTransfer(transfer)
  }

  async release(transferId: string): Promise<GatewayTransfer> {
    const transfer = await this.record(checkTransferId(transferId))
    if (transfer.status === 'reversed') throw invalid(`Transfer ${transfer.id} has been reversed.`)
    if (!transfer.on_hold) return publicTransfer(transfer)
    const released: SimulatedTransferRecord =
      transfer.status === 'failed'
        ? { ...transfer, on_hold: false }
        : { ...transfer, on_hold: false, status: 'processed', processed_at: this.now() }
    await this.store.set(transferKey(transfer.id), released)
    return publicTransfer(released)
  }

  async reverse(transferId: string): Promise<GatewayReversal> {
    const transfer = await this.record(checkTransferId(transferId))
    const left = transfer.amount - transfer.amount_reversed
    if (left <= 0) return { id: '', transfer_id: transfer.id, amount: 0 }
    await this.store.set(transferKey(transfer.id), { ...transfer, amount_reversed: transfer.amount, status: 'reversed' })
    return { id: derivedId('rvrsl', this.secret, transfer.id), transfer_id: transfer.id, amount: left }
  }

  async fetch(transferId: string): Promise<GatewayTransfer> {
    return publicTransfer(await this.record(checkTransferId(transferId)))
  }

  /** What a bank's refusal looks like: the transfer failed with a reason (tests and the demo's staff tools). */
  async fail(transferId: string, reason: string): Promise<GatewayTransfer> {
    const transfer = await this.record(checkTransferId(transferId))
    const failed: SimulatedTransferRecord = { ...transfer, status: 'failed', error: reason }
    await this.store.set(transferKey(transfer.id), failed)
    return publicTransfer(failed)
  }

  /** Razorpay's webhook JSON for a transfer event, with the transfer as it is now. */
  async webhookBody(event: TransferEvent, transferId: string, accountId: string): Promise<Record<string, unknown>> {
    const t = await this.record(checkTransferId(transferId))
    const wanted = event === 'transfer.failed' ? t.status === 'failed' : t.status === 'processed'
    if (!wanted) throw invalid(`Transfer ${t.id} is ${t.status}: Razorpay would not send ${event} about it.`)
    const entity = {
      id: t.id,
      entity: 'transfer',
      status: t.status,
      source: t.source,
      recipient: t.recipient,
      amount: t.amount,
      currency: 'INR',
      amount_reversed: t.amount_reversed,
      notes: t.key ? { kala_key: t.key } : {},
      on_hold: t.on_hold,
      on_hold_until: null,
      recipient_settlement_id: null,
      error: { code: t.error ? 'BAD_REQUEST_ERROR' : null, description: t.error, field: null, source: null, step: null, reason: null },
      created_at: t.created_at,
      processed_at: t.processed_at,
    }
    return {
      entity: 'event',
      account_id: accountId,
      event,
      contains: ['transfer'],
      payload: { transfer: { entity } },
      created_at: this.now(),
    }
  }

  private async record(id: string): Promise<SimulatedTransferRecord> {
    const transfer = await this.store.get<SimulatedTransferRecord>(transferKey(id))
    if (!transfer) throw invalid('The id provided does not exist')
    return transfer
  }
}

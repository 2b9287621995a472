import type { Env } from '../env'
import { ConfigError } from '../env'
import { RazorpayGateway } from './razorpay'
import { hmacSha256Hex } from './signatures'
import { SimulatorGateway } from './simulator'
import type { SimulatorStore } from './simulatorStore'

export type PaymentsEnv = Pick<Env, 'PAYLOAD_SECRET' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'> &
  Partial<Pick<Env, 'NODE_ENV' | 'PAYMENTS_SIMULATOR'>>

/**
 * A forgotten key must not turn a real shop into free checkouts (issue 16): in production the
 * simulator runs only when asked for by name (PAYMENTS_SIMULATOR=true; the embedded demo's
 * `npm start` asks, and says so in its log). The server checks it first thing at start-up, and
 * every gateway is made through it.
 */
export function assertPaymentsConfigured(env: Pick<PaymentsEnv, 'NODE_ENV' | 'RAZORPAY_KEY_ID' | 'PAYMENTS_SIMULATOR'>): void {
  if (env.NODE_ENV === 'production' && !env.RAZORPAY_KEY_ID && !env.PAYMENTS_SIMULATOR) {
    throw new ConfigError(
      'Invalid configuration: production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SIMULATOR=true for the payment simulator (a demo: no money moves). See .env.example.',
    )
  }
}

/**
 * The simulator's secrets, derived from PAYLOAD_SECRET so every instance of one deployment signs
 * and verifies alike with nothing more to configure. RAZORPAY_WEBHOOK_SECRET, when set, is used
 * for simulated webhooks instead (handy to send them from another tool with a known secret).
 */
export function simulatorSecrets(env: Pick<PaymentsEnv, 'PAYLOAD_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>): {
  keySecret: string
  webhookSecret: string
} {
  return {
    keySecret: hmacSha256Hex(env.PAYLOAD_SECRET, 'kala/payments-simulator/key-secret'),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || hmacSha256Hex(env.PAYLOAD_SECRET, 'kala/payments-simulator/webhook-secret'),
  }
}

/**
 * Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set (env.ts refuses one without the
 * other), the simulator otherwise. `store` is where the simulator keeps orders, payments and
 * refunds: pass `payload.kv` in the server (see simulatorStore.ts); Razorpay mode ignores it.
 * Narrow on `mode` to reach the simulator's simulatePayment and simulateWebhook.
 */
export function paymentGateway(env: PaymentsEnv, { store }: { store: SimulatorStore }): RazorpayGateway | SimulatorGateway {
  assertPaymentsConfigured(env)
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
    })
  }
  return new SimulatorGateway({ ...simulatorSecrets(env), store })
}

import type { Env } from '../env'
import { RazorpayGateway } from './razorpay'
import { hmacSha256Hex } from './signatures'
import { SimulatorGateway } from './simulator'
import type { SimulatorStore } from './simulatorStore'

export type PaymentsEnv = Pick<Env, 'PAYLOAD_SECRET' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>

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
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
    })
  }
  return new SimulatorGateway({ ...simulatorSecrets(env), store })
}

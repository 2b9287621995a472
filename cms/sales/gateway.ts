import type { Payload } from 'payload'
import { loadEnv } from '../env'
import { paymentGateway } from '../payments'

export type Gateway = ReturnType<typeof paymentGateway>

const gateways = new WeakMap<Payload, Gateway>()

/**
 * The payment gateway of this Payload: Razorpay when its keys are set, else the simulator keeping
 * its state in payload.kv (shared by every instance and kept across restarts). Built once per
 * Payload from the environment; the HTTP routes build theirs when the app is built (createApp),
 * which reads the same environment.
 */
export function gatewayFor(payload: Payload): Gateway {
  let gateway = gateways.get(payload)
  if (!gateway) {
    gateway = newGateway(payload)
    gateways.set(payload, gateway)
  }
  return gateway
}

export const newGateway = (payload: Payload): Gateway => paymentGateway(loadEnv(), { store: payload.kv })

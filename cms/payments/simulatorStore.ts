import type { KVAdapter, KVStoreValue } from 'payload'
import type { GatewayPayment } from './gateway'

/**
 * Where the simulator keeps what Razorpay keeps on its side: orders, payments and refunds.
 *
 * In the server, pass `payload.kv`: Payload's key-value store, a row per key in the `payload-kv`
 * table that the schema already has (no migration), closed to every REST and admin user, shared
 * by every instance on the database and kept across restarts. A payment made in the simulator's
 * dialog is therefore still there for the webhook or the reconciliation job after the process
 * that took it died, as it would be at Razorpay.
 *
 * Each record is written whole under its own key (last write wins, no transaction). Two
 * instances creating the same order write the same record; two payments on one order at the
 * same instant could lose one from the order's list, which a person clicking a dialog cannot do.
 */
export type SimulatorStore = Pick<KVAdapter, 'get' | 'set'>

/**
 * For tests and scripts that run without Payload. Values are kept as JSON text, so a caller that
 * changes an object it read changes nothing stored, as with the database.
 */
export function memoryStore(): SimulatorStore {
  const rows = new Map<string, string>()
  return {
    get: async <T extends KVStoreValue>(key: string): Promise<T | null> => {
      const row = rows.get(key)
      return row === undefined ? null : (JSON.parse(row) as T)
    },
    set: async (key: string, value: KVStoreValue): Promise<void> => {
      rows.set(key, JSON.stringify(value))
    },
  }
}

/** An order as the simulator keeps it (Razorpay's order entity, plus the ids of its payments, oldest first). */
export type SimulatedOrderRecord = {
  id: string
  amount: number
  currency: 'INR'
  receipt: string
  notes: Record<string, string>
  created_at: number
  payment_ids: string[]
}

/** A payment as the simulator keeps it, with the refunds made on it (their ids derive from idempotency keys). */
export type SimulatedPaymentRecord = GatewayPayment & { refunds: { id: string; amount: number }[] }

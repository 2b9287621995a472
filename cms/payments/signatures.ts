import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Razorpay's two signatures, used by the Razorpay gateway and the simulator alike so the browser's
 * verification and the webhook take one code path whatever signed them. Razorpay's SDK has the
 * same checks (validatePaymentVerification, validateWebhookSignature) but compares with `===` and
 * turns a Buffer body into a UTF-8 string first; these compare in constant time and hash the
 * bytes exactly as received.
 */

/** A signature is the lowercase hex of a SHA-256 HMAC, as Razorpay sends it. */
const SIGNATURE = /^[0-9a-f]{64}$/

export function hmacSha256Hex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Constant-time comparison; anything that is not 64 lowercase hex characters is simply wrong. */
function matches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !SIGNATURE.test(given)) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'))
}

/** What Razorpay's checkout returns as `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`)
}

/** Values come straight from a request body: anything that is not a non-empty string is a failed check, never a throw. */
export function verifyPaymentSignature(
  { orderId, paymentId, signature }: { orderId: unknown; paymentId: unknown; signature: unknown },
  keySecret: string,
): boolean {
  if (!keySecret || typeof orderId !== 'string' || typeof paymentId !== 'string' || !orderId || !paymentId) return false
  return matches(paymentSignature(orderId, paymentId, keySecret), signature)
}

/** The `X-Razorpay-Signature` of a webhook: HMAC-SHA256 of the raw body bytes under the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody)
}

/**
 * Must be given the body exactly as received (express.raw), never a re-serialised JSON.parse
 * result: any change of spacing or key order changes the HMAC.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signature: unknown, webhookSecret: string): boolean {
  if (!webhookSecret || (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody))) return false
  return matches(webhookSignature(rawBody, webhookSecret), signature)
}

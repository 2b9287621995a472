import { fromHttpFailure, fromNetworkFailure, unexpectedResponse } from './razorpayErrors'

/** The SDK hard-codes this host too. */
export const RAZORPAY_API = 'https://api.razorpay.com'

export type RazorpayCredentials = { keyId: string; keySecret: string; timeoutMs: number }
type Raw = Record<string, unknown>

export const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A failed answer may be an HTML error page from a proxy: its body then says nothing we can use. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return null
  }
}

/**
 * One call to Razorpay's REST API with Basic auth, a deadline and JSON both ways, for the calls
 * the SDK cannot make as we need them (it passes on only its own short list of headers, and
 * predates parts of Route). Answers the JSON object; throws GatewayError for a failure, mapped as
 * the SDK's failures are.
 */
export async function razorpayCall(
  { keyId, keySecret, timeoutMs }: RazorpayCredentials,
  action: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Raw> {
  let response: Response
  let answer: string
  try {
    response = await fetch(`${RAZORPAY_API}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    answer = await response.text()
  } catch (error) {
    throw fromNetworkFailure(error, action)
  }
  const parsed = parseJson(answer)
  if (!response.ok) throw fromHttpFailure(response.status, parsed, action)
  if (!isRecord(parsed)) throw unexpectedResponse(action, 'not a JSON object')
  return parsed
}

import { GatewayError } from './gateway'

/**
 * Razorpay's failures turned into GatewayError, by what the caller can do: a 4xx will fail again
 * (bad input, wrong keys), while no answer, a 5xx, a 429 or a 409 (a refund with the same
 * idempotency key still in progress) may succeed when repeated with the same receipt or key.
 */

type RazorpayErrorBody = { code?: unknown; description?: unknown }

function errorBody(body: unknown): RazorpayErrorBody {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown }
    if (typeof error === 'object' && error !== null) return error as RazorpayErrorBody
  }
  return {}
}

/** `action` completes "Razorpay refused to …" (e.g. "create the order"). */
export function fromHttpFailure(status: number, body: unknown, action: string): GatewayError {
  const { code, description } = errorBody(body)
  const providerCode = typeof code === 'string' ? code : null
  const said = typeof description === 'string' && description.trim() ? description.trim() : null
  const details = { httpStatus: status, providerCode }
  if (status === 401 || status === 403) {
    return new GatewayError(
      'authentication',
      `Razorpay refused the API keys when asked to ${action}: check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.`,
      details,
    )
  }
  if (status === 409) {
    return new GatewayError(
      'in_progress',
      `Razorpay is still processing an earlier request to ${action} with the same key; try again shortly.`,
      details,
    )
  }
  if (status === 429) return new GatewayError('rate_limited', `Razorpay is limiting requests; try again shortly to ${action}.`, details)
  if (status >= 500) {
    return new GatewayError('provider_unavailable', `Razorpay could not ${action} (HTTP ${status}); try again shortly.`, details)
  }
  return new GatewayError('invalid_request', `Razorpay refused to ${action}: ${said ?? `HTTP ${status}`}`, details)
}

export function fromNetworkFailure(cause: unknown, action: string): GatewayError {
  if (cause instanceof Error && cause.name === 'TimeoutError') return fromTimeout(cause, action)
  return new GatewayError('network', `Could not reach Razorpay to ${action}; try again shortly.`, { cause })
}

/** No answer in time. The request may still complete at Razorpay, which is why retries reuse the receipt or key. */
export function fromTimeout(cause: Error, action: string): GatewayError {
  return new GatewayError('network', `Razorpay did not answer in time when asked to ${action} (${cause.message}); try again shortly.`, {
    cause,
  })
}

/**
 * The SDK rejects with `{ statusCode, error }` when Razorpay answered. When nothing answered
 * (refused connection, reset, DNS) its own error handler reads `err.response.status` of an
 * undefined response and throws a TypeError instead, so anything without a status is a network
 * failure.
 */
export function fromSdkFailure(failure: unknown, action: string): GatewayError {
  if (failure instanceof GatewayError) return failure
  if (typeof failure === 'object' && failure !== null && 'statusCode' in failure) {
    const status = Number((failure as { statusCode: unknown }).statusCode)
    if (Number.isInteger(status) && status >= 400) return fromHttpFailure(status, failure, action)
  }
  return fromNetworkFailure(failure, action)
}

export function unexpectedResponse(action: string, what: string): GatewayError {
  return new GatewayError('unexpected_response', `Razorpay's answer when asked to ${action} could not be read: ${what}.`)
}

/**
 * Whether an error means "the database cannot be reached right now" (stopped, restarting, the
 * network down, every connection busy past the connect timeout) rather than a fault of the
 * request or of the code. Those answer 503 with Retry-After (cms/api/http/errors.ts, cms/app.ts):
 * the request may well succeed in a moment, and the instance needs no restart, since the pool
 * opens new connections as soon as the database accepts them again.
 *
 * Drivers and Drizzle wrap the original error (`cause`), so the whole chain is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
/** PostgreSQL's SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections. */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
/**
 * node-postgres's own sentences for a lost or refused connection, and Payload's when it could not
 * open a transaction: it rethrows a new Error carrying only the first message ("cannot begin
 * transaction: Failed query: begin", the driver's reason and `cause` dropped), and a BEGIN fails
 * only when there is no working connection to send it on. MongoDB's driver names its errors.
 */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|cannot begin transaction/i
const MONGO_NAMES = new Set(['MongoNetworkError', 'MongoServerSelectionError', 'MongoNetworkTimeoutError', 'MongoNotConnectedError'])

export const RETRY_AFTER_SECONDS = 5

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown }
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_CODES.has(e.code) || e.code.startsWith('08'))) return true
    if (typeof e.name === 'string' && MONGO_NAMES.has(e.name)) return true
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true
    // An AggregateError (a connect to several addresses, all refused).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = e.cause
  }
  return false
}

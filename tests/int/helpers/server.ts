import type { Express } from 'express'
import type { Payload } from 'payload'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Listens on a free port; returns the base URL and a closer. */
export async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  // As cms/server.ts does: the server holds an idle connection longer than the client (fetch keeps
  // one about 4 s). With Node's 5 s default, on a loaded runner the server could close one just as
  // a test's next request went out on it: an ECONNRESET that fails the test (payouts.int, once).
  // close() below ends every connection at once, whatever this is.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Builds the Express app with `env` applied while it reads its configuration (rate limits, URLs
 * are read when the app is built), restores the environment, and listens on a free port.
 * A value of `undefined` removes the variable.
 */
export async function listenWithEnv(
  payload: Payload,
  env: Record<string, string | undefined>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
  const apply = (values: Record<string, string | undefined>): void => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  }
  apply(env)
  try {
    const { createApp } = await import('../../../cms/app')
    return await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR }))
  } finally {
    apply(saved)
  }
}

/** Polls `fn` until it gives a truthy value (an e-mail in the outbox, a row), or fails after `ms`. */
export async function waitFor<T>(fn: () => T | undefined | null | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * The storefront API server as `npm start` runs it (same Express app, same middleware, same
 * Payload), without the Next admin and the SPA, which the benchmark does not touch and which need
 * a build. Used by bench/run.ts and by the two-instances search test.
 *
 * env: DATABASE_URI, PORT (0 picks a free one). Prints `ready <port>` on stdout when listening.
 */
import type { Server } from 'node:http'
import config from '../payload.config'
import { createApp } from '../cms/app'
import { initPayload } from '../cms/initPayload'

const payload = await initPayload(config)
const app = createApp({ payload })
const server: Server = await new Promise((resolve, reject) => {
  const s = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)))
})
const address = server.address()
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : ''}\n`)

const stop = () => {
  server.closeAllConnections()
  server.close(() => void payload.destroy().finally(() => process.exit(0)))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

/**
 * Kala's one process: Express 5 in front of Next (Payload admin at /cms), the storefront API,
 * uploaded media and the storefront SPA, on one port. `--dev` runs Next in dev mode and Vite in
 * middleware mode with hot reload.
 */
import 'dotenv/config'
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { runPrimary, workerCount } from './cluster'
import { ConfigError, loadEnv, readEnv } from './env'
import { logger } from './logger'
import { assertPaymentsConfigured } from './payments'

/** How long an idle client connection stays open: longer than a load balancer's keepalive (see below). */
const KEEP_ALIVE_MS = 65_000

const dev = process.argv.includes('--dev')

/**
 * Payload's modules load in a few seconds, some thirty on a busy machine with nothing compiled yet;
 * a load still pending after this has deadlocked (below).
 */
const MODULE_LOAD_LIMIT_MS = 120_000
/** The exit code of a stalled start, as Node gives it for an unsettled top-level await. */
const STALLED = 13

/**
 * Loads Payload's config. Should its module loading deadlock (see scripts/serve.ts), a lone
 * process then exits 13 by itself, but a cluster worker never would (its channel to the primary
 * keeps it alive), so it exits 13 after the limit and the primary starts another. Unref'd: the
 * timer never keeps a lone process alive.
 */
async function loadPayloadModules() {
  const watchdog = setTimeout(() => {
    logger.error({ limitMs: MODULE_LOAD_LIMIT_MS }, 'loading Payload stalled: exiting to be started again')
    process.exit(STALLED)
  }, MODULE_LOAD_LIMIT_MS).unref()
  try {
    const { default: config } = await import('../payload.config')
    const { initPayload } = await import('./initPayload')
    return { config, initPayload }
  } finally {
    clearTimeout(watchdog)
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now()
  const env = loadEnv()
  assertPaymentsConfigured(env)
  const { config, initPayload } = await loadPayloadModules()
  const payload = await initPayload(config, { jobs: env.JOBS_AUTORUN === 'true' })

  if (env.SEED_ON_EMPTY === 'true') {
    const { seedIfEmpty } = await import('../seed/seedIfEmpty')
    await seedIfEmpty(payload)
  }

  const { default: next } = await import('next')
  const nextApp = next({ dev, dir: 'cms', quiet: !dev })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()

  const { createApp } = await import('./app')
  const { BUILT_DIST, serveBuiltStorefront, serveDevStorefront } = await import('./storefront')
  const httpServer: Server = createServer()
  // Behind a load balancer that keeps connections open (nginx's upstream keepalive: 60 s), this
  // side must hold an idle connection longer than the balancer does: with Node's 5 s default, the
  // server closes one just as the balancer sends a request on it, and that request fails (a 502;
  // nginx does not retry a POST). Shutdown closes idle connections at once (below).
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS
  httpServer.headersTimeout = KEEP_ALIVE_MS + 1_000
  let mountStorefront: Parameters<typeof createApp>[0]['mountStorefront']
  if (dev) {
    const { createServer: createVite } = await import('vite')
    const vite = await createVite({
      configFile: 'storefront/vite.config.ts',
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: 'custom',
    })
    mountStorefront = (app) => serveDevStorefront(app, vite, payload)
  } else {
    mountStorefront = (app) => serveBuiltStorefront(app, { payload })
  }
  const app = createApp({
    payload,
    dev,
    nextHandler: (req, res) => handle(req, res),
    mountStorefront,
    mediaDir: env.MEDIA_DIR,
    assetsDir: dev ? undefined : resolve(BUILT_DIST, 'assets'),
  })
  httpServer.on('request', app)

  await new Promise<void>((resolveListen, reject) => {
    httpServer.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`Port ${env.PORT} is already in use: set PORT to a free port.`) : error),
    )
    httpServer.listen(env.PORT, () => resolveListen())
  })
  const address = httpServer.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  logger.info(
    {
      port,
      dev,
      db: payload.db.name,
      startupMs: Math.round(performance.now() - startedAt),
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
    },
    cluster.isWorker
      ? `worker ${cluster.worker?.id} is ready on port ${port}`
      : `Kala is ready on http://localhost:${port} (back office at /cms)`,
  )

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    httpServer.close(() => {
      void payload.destroy().finally(() => process.exit(0))
    })
    // Keep-alive sockets and dev websockets would hold close() open.
    httpServer.closeIdleConnections()
    setTimeout(() => httpServer.closeAllConnections(), 5000).unref()
    setTimeout(() => process.exit(0), 8000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// Awaited at the top level on purpose: if Payload's module loading deadlocks (see scripts/serve.ts)
// Node then exits with 13 instead of 0, so the caller can tell a stalled start from a clean stop.
// With WEB_CONCURRENCY above 1 this process only runs the workers (cms/cluster.ts), each of which runs main().
try {
  const env = readEnv()
  const workers = cluster.isPrimary ? workerCount(env, dev) : 1
  if (workers > 1) await runPrimary(workers, env.PORT)
  else await main()
} catch (error: unknown) {
  if (error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n\n`)
  } else {
    logger.fatal({ err: error }, 'start-up failed')
  }
  process.exit(1)
}

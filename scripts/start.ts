/**
 * `npm start`: the production server. On a fresh clone it first builds what is missing
 * (the storefront and the back office), so `npm install && npm start` is the whole set-up.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { serve } from './serve'

const missing = [
  ['storefront', 'storefront/dist/index.html', 'build:storefront'],
  ['storefront renderer', 'storefront/dist-server/entry-server.js', 'build:storefront'],
  ['back office', 'cms/.next/BUILD_ID', 'build:cms'],
] as const
for (const [name, marker, script] of missing) {
  if (existsSync(marker)) continue
  console.log(`Building the ${name} (first start only)…`)
  const r = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
// The embedded demo (SQLite, no Razorpay keys) pays through the simulator; production refuses to
// start without keys unless asked for it by name (cms/env.ts), so it is asked for here, and said.
const env = { ...process.env }
const embedded = (env.DATABASE_URI ?? 'file:').startsWith('file:')
if (embedded && !env.RAZORPAY_KEY_ID && env.PAYMENTS_SIMULATOR === undefined) {
  env.PAYMENTS_SIMULATOR = 'true'
  console.log('Payments: the simulator (the embedded demo has no Razorpay keys; PAYMENTS_SIMULATOR=true). No money moves.')
}
await serve(env)

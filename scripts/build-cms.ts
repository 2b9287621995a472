/** Builds the Payload back office (Next, in cms/) after refreshing its import map. */
import { spawnSync } from 'node:child_process'

const run = (args: string[]): void => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (r.status === 0) return
  console.error(`build:cms: node ${args.join(' ')} ${r.signal ? `was killed by ${r.signal}` : `exited ${r.status}`}`)
  process.exit(r.status ?? 1)
}
run(['--import', './scripts/node/register.mjs', 'scripts/generate-importmap.ts'])
run(['node_modules/next/dist/bin/next', 'build', 'cms'])

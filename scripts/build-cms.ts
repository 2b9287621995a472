/** Builds the Payload back office (Next, in cms/) after refreshing its import map. */
import { spawnSync } from 'node:child_process'

const run = (args: string[], attempts = 1): void => {
  for (let i = 1; i <= attempts; i++) {
    const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
    if (r.status === 0) return
    // Exit 13 is Node's "unsettled top-level await": Payload's loader sometimes deadlocks
    // (payloadcms/payload#17757). A fresh process gets past it.
    if (r.status !== 13 || i === attempts) process.exit(r.status ?? 1)
  }
}
run(['--import', 'tsx', 'scripts/generate-importmap.ts'], 6)
run(['node_modules/next/dist/bin/next', 'build', 'cms'])

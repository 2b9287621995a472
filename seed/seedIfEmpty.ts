import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'

/** `npm run seed`'s script: the demo catalogue, written by a process of its own. */
const SEED_SCRIPT = fileURLToPath(new URL('../scripts/seed.ts', import.meta.url))
/** What every script of the project loads first (the TypeScript loader): the server itself may run compiled. */
const REGISTER = fileURLToPath(new URL('../scripts/node/register.mjs', import.meta.url))

/**
 * First start on an empty database: the demo catalogue is written by `npm run seed` in a child
 * process, which exits when it is done. Seeding in the serving process left it holding what the
 * seed had allocated (its images' buffers, its documents, the heap grown for them): some 180 MB of
 * RSS more than a process that never seeded, for as long as it served (issue 22). The child runs
 * with this process's flags and environment (the same database and media storage), and with the
 * TypeScript loader, which a compiled server (scripts/lib/compiledEntry.ts) has no need of; its log
 * lines go to this process's output.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  // A debugger's flags would make the child open the parent's port; the serving process's heap
  // ceiling (scripts/serve.ts) is not the seed's, which holds the catalogue's images as it writes them.
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect') && !flag.startsWith('--max-old-space-size'))
  const child = spawn(process.execPath, [...flags, '--import', REGISTER, SEED_SCRIPT], { stdio: 'inherit', env: process.env })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode))
  })
  if (code !== 0) throw new Error(`Seeding the demo catalogue failed (npm run seed exited ${code ?? 'on a signal'}).`)
}

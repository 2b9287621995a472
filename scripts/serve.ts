import { spawn } from 'node:child_process'
import { compiledEntry } from './lib/compiledEntry'

/**
 * The V8 heap's ceiling of a serving process, in MB (issue 22: 400 MB of RSS per serving process).
 * With V8's own ceiling (a quarter of this machine's memory), a server under load collects its
 * garbage late and grew to 1,000 MB of RSS within a minute of mixed pages and listings at 10
 * connections, though what it keeps alive is some 170 MB (200 MB once the back office has been
 * opened). The compiled server (lib/compiledEntry.ts) under `npm run bench:memory`'s 60 s: at 320,
 * 403 to 410 MB at the highest; at 288, 387 (388 through 180 s); at 256, 384, some 6 to 10 % fewer
 * answers a second than at 320 in single runs that vary as much (README.md, "Memory"). A ceiling
 * already set in NODE_OPTIONS is left to rule.
 */
export const HEAP_CEILING_MB = 288

function heapCeiling(): string[] {
  return process.env.NODE_OPTIONS?.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${HEAP_CEILING_MB}`]
}

/**
 * Node's flags for the production server (and its worker processes, which inherit them).
 * `--disable-proto=delete` removes the `__proto__` accessor: a parser or a merge that assigns a key
 * named `__proto__` then writes an ordinary property instead of an object's prototype. The second
 * wall behind the checks on input (issue 16, DECISIONS 37): Payload, Next and the storefront's
 * renderer pass the end-to-end suite under it, at the same speed.
 */
export const SERVER_FLAGS = ['--disable-proto=delete', ...heapCeiling()]

/**
 * The environment of a serving process: `env`, with glibc's malloc held to two arenas unless `env`
 * says otherwise. By default glibc gives each thread that allocates at once an arena of its own (up
 * to eight a core): libuv's pool, V8's helpers and libvips' workers each kept pages of their own,
 * 25 MB more RSS at ready on this machine for no measured gain in speed (README.md, "Memory").
 * Inherited by the cluster's workers.
 */
export const serverEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ MALLOC_ARENA_MAX: '2', ...env })

/**
 * Node's arguments that run the production server: its flags, then cms/server.ts compiled
 * (lib/compiledEntry.ts), once a process: the instances one script starts (the multi-instance run,
 * a restart among them) run the same build.
 */
export function serverArgs(entry = 'cms/server.ts'): Promise<string[]> {
  let args = argsOf.get(entry)
  if (!args) {
    args = compiledEntry(entry).then((compiled) => [...SERVER_FLAGS, ...compiled])
    // A failed compile is tried again by the next caller.
    args.catch(() => argsOf.delete(entry))
    argsOf.set(entry, args)
  }
  return args
}
const argsOf = new Map<string, Promise<string[]>>()

/**
 * Runs the server (cms/server.ts, compiled) in a child process and mirrors its exit. Node exits with 13
 * ("unsettled top-level await") when module loading deadlocks. The one cause seen here, Lexical's
 * `*.node.mjs` wrappers (payloadcms/payload#17757), is avoided by scripts/node/lexical-entry.mjs;
 * should another appear, a fresh process gets past it, so that case is still retried.
 */
export async function serve(env: NodeJS.ProcessEnv, attempts = 5): Promise<void> {
  const args = await serverArgs()
  let child: ReturnType<typeof spawn> | undefined
  let stopping = false
  const start = (attempt: number) => {
    child = spawn(process.execPath, args, {
      env: serverEnv(env),
      stdio: 'inherit',
    })
    child.on('exit', (code, signal) => {
      if (code === 13 && !stopping && attempt < attempts) {
        console.error(`server start stalled (exit 13); starting again (${attempt + 1} of ${attempts})`)
        return start(attempt + 1)
      }
      process.exit(code ?? (signal ? 1 : 0))
    })
  }
  const stop = (signal: NodeJS.Signals) => {
    stopping = true
    child?.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  start(1)
}

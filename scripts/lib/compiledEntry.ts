/**
 * A TypeScript entry point (cms/server.ts, a test's server) compiled to JavaScript with esbuild,
 * for the processes that serve. Run through tsx, a server spent some 2.5 s of its start compiling
 * and resolving modules on the loader's thread, and that thread and its caches stayed for the life
 * of the process: on this machine a built server was ready in 5.8 s at 350 MB of RSS, and the
 * compiled one in 3.3 s at 276 MB (README.md, "Memory"). Compiling takes some 0.3 s, so it is done
 * on every start: what runs is always the code on disk.
 *
 * The project's modules are bundled; installed packages are not (Node loads them from
 * node_modules as before). Each build is a directory named by its content, so processes starting
 * at once share it and a running server's build stays as it was. A module's `import.meta.url`
 * still names its source file, so the paths it resolves from there stay where they were.
 */
import { build, type Plugin } from 'esbuild'
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root (this file is scripts/lib/compiledEntry.ts). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Where compiled entries go, each build in a directory of its own (all at one depth: see sourceModuleUrls). */
const OUT_DIR = join(ROOT, 'dist', 'server')
/** Builds of one entry kept besides the newest (a cluster's primary forks its workers from its own). */
const KEPT = 4

/**
 * Node's arguments that run `entry` (a path from the root) compiled: the Lexical resolution hook
 * (scripts/node/lexical-entry.mjs says why) and the compiled file. Flags go before them.
 */
export async function compiledEntry(entry: string): Promise<string[]> {
  return ['--import', join(ROOT, 'scripts', 'node', 'register-lexical.mjs'), await compile(entry)]
}

/** Compiles `entry` and returns its file, `dist/server/<name>-<hash of the output>/<name>.mjs`. */
export async function compile(entry: string): Promise<string> {
  const name = basename(entry, extname(entry))
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    // What a module imports only when it runs (Payload, Next, the seed) stays out of the first
    // load: a process that stops at its configuration, or a cluster's primary, never loads it.
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The server's own JSX (none today) compiled, whatever tsconfig.json says for the type check.
    jsx: 'automatic',
    // Class and function names as written: errors are told apart and logged by them.
    keepNames: true,
    sourcemap: 'linked',
    outdir: join(OUT_DIR, name),
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'silent',
    plugins: [sourceModuleUrls],
  })
  const hash = createHash('sha256')
  for (const f of result.outputFiles) hash.update(basename(f.path)).update(f.contents)
  const dir = join(OUT_DIR, `${name}-${hash.digest('hex').slice(0, 12)}`)
  if (!existsSync(dir)) {
    // Written under a name of this call's own, then renamed: a process starting the same build at
    // the same moment finds the whole build or none of it.
    const partial = `${dir}.${process.pid}-${randomUUID().slice(0, 8)}.partial`
    mkdirSync(partial, { recursive: true })
    for (const f of result.outputFiles) writeFileSync(join(partial, basename(f.path)), f.contents)
    try {
      renameSync(partial, dir)
    } catch (error) {
      rmSync(partial, { recursive: true, force: true })
      if (!existsSync(dir)) throw error
    }
  }
  prune(name, dir)
  return join(dir, `${name}.mjs`)
}

/**
 * Removes all but the newest builds of `name`, and what a killed process left half written. A
 * build is kept while newer ones are few: a running server loads its later chunks from it.
 */
function prune(name: string, current: string): void {
  const ours = new RegExp(`^${name}-[0-9a-f]{12}$`)
  const builds = readdirSync(OUT_DIR)
    .filter((f) => ours.test(f) && join(OUT_DIR, f) !== current)
    .map((f) => ({ f, at: statSync(join(OUT_DIR, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const { f } of builds.slice(KEPT)) rmSync(join(OUT_DIR, f), { recursive: true, force: true })
  const stale = Date.now() - 3_600_000
  for (const f of readdirSync(OUT_DIR)) {
    if (f.endsWith('.partial') && statSync(join(OUT_DIR, f)).mtimeMs < stale) rmSync(join(OUT_DIR, f), { recursive: true, force: true })
  }
}

/**
 * Keeps each project module's `import.meta.url` naming its source file rather than the bundle:
 * the package.json the API document reads, the seed script the first start runs and the packages
 * resolved from a module are found where they were.
 */
const sourceModuleUrls: Plugin = {
  name: 'source-module-urls',
  setup(on) {
    on.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const fromOutput = relative(join(OUT_DIR, 'build'), args.path).split(sep).join('/')
      const url = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`
      return { contents: source.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

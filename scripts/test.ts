/**
 * `npm test`: every test. Type check and lint, storefront component tests, integration tests
 * (real Payload, temporary SQLite; PostgreSQL when TEST_POSTGRES_URL is set), then the end-to-end
 * tests in Debian's Chromium against the built server. Ends with a plain "N passed, N failed" line.
 * Skip a stage with TEST_SKIP=lint,unit,int,e2e (comma-separated).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const skip = new Set((process.env.TEST_SKIP ?? '').split(',').filter(Boolean))
type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
/** Each stage's name and seconds, printed at the end. */
const times: [string, number][] = []

/** Notes a stage's end: its time for the summary, a ✔/✘ line, and its name when it failed. */
function record(stage: string, started: number, ok: boolean): boolean {
  const seconds = (Date.now() - started) / 1000
  times.push([stage, seconds])
  console.log(`${ok ? '✔' : '✘'} ${stage} (${seconds.toFixed(0)} s)`)
  if (!ok) failures.push(stage)
  return ok
}

function run(stage: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now()
  console.log(`\n▶ ${stage}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return record(stage, started, r.status === 0)
}

/**
 * Runs checks side by side, two at a time (one a core: each is single-threaded), each one's output
 * printed whole when it ends so the log reads as if they ran in turn.
 */
async function runSideBySide(stages: [stage: string, cmd: string, args: string[]][]): Promise<void> {
  const queue = [...stages]
  const lane = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [stage, cmd, args] = next
      const started = Date.now()
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d))
      child.stderr.on('data', (d: Buffer) => (out += d))
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
      console.log(`\n▶ ${stage}: ${cmd} ${args.join(' ')}\n${out.trimEnd()}`)
      record(stage, started, code === 0)
    }
  }
  await Promise.all([lane(), lane()])
}

/** Adds a vitest JSON report's counts. */
function addVitest(file: string): void {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  total.passed += r.numPassedTests
  total.failed += r.numFailedTests
  total.skipped += r.numPendingTests + r.numTodoTests
}

/** Adds a Playwright JSON report's counts. */
function addPlaywright(file: string): void {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  total.passed += r.stats.expected + r.stats.flaky
  total.failed += r.stats.unexpected
  total.skipped += r.stats.skipped
}

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

if (!skip.has('lint')) {
  // Longest first, so the two lanes end together.
  await runSideBySide([
    ['type check (server)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['type check (storefront)', 'npx', ['tsc', '--noEmit', '-p', 'storefront/tsconfig.json']],
    ['type check (storefront build)', 'npx', ['tsc', '--noEmit', '-p', 'storefront/tsconfig.node.json']],
  ])
}
if (!skip.has('unit')) {
  run('storefront component tests', 'npx', [
    'vitest',
    'run',
    '--config',
    'storefront/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    // Relative to the Vite root (storefront/), so the path is absolute.
    `--outputFile=${process.cwd()}/test-results/unit.json`,
  ])
  addVitest('test-results/unit.json')
}
const chromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
const e2e = !skip.has('e2e') && chromium
// The build comes before the integration tests, so those that run the built server (several
// workers: tests/int/cluster.int.spec.ts) run here, not only when a build happens to be left over.
const built = e2e ? run('build', 'npm', ['run', '--silent', 'build']) : false
if (!skip.has('int')) {
  run('integration tests', 'npx', ['vitest', 'run', '--config', 'vitest.int.config.ts'])
  addVitest('test-results/int.json')
}
if (e2e && built) {
  run('JavaScript budget', 'npm', ['run', '--silent', 'budget'])
  run('end-to-end tests', 'npx', ['playwright', 'test'])
  addPlaywright('test-results/e2e.json')
} else if (!skip.has('e2e') && !chromium) {
  console.log('\n(end-to-end tests skipped: no Chromium at /usr/bin/chromium — apt-get install -y chromium)')
}

console.log('\nStage times:')
for (const [stage, seconds] of times) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${stage}`)
console.log(`\n${failures.length ? `Failed stages: ${failures.join(', ')}` : 'All stages passed.'}`)
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(failures.length ? 1 : 0)

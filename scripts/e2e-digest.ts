/**
 * What the end-to-end run did, in a few lines for the end of CI's log (where only the tail is read):
 * every failed and flaky test with the first line of its error, and the slowest tests.
 * Reads Playwright's JSON report (playwright.config.ts writes test-results/e2e.json).
 *
 *   node --import ./scripts/node/register.mjs scripts/e2e-digest.ts [report.json]
 */
import { existsSync, readFileSync } from 'node:fs'

import { firstLine } from './lib/reportText'

type Result = { status: string; duration: number; retry: number; error?: { message?: string } }
type Spec = { title: string; file: string; line: number; tests: { status: string; results: Result[] }[] }
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] }

const SLOWEST = 8
const path = process.argv[2] ?? 'test-results/e2e.json'

/** Each spec with the titles of the describe blocks around it. */
function* specsOf(suites: Suite[], titles: string[] = []): Generator<{ name: string; spec: Spec }> {
  for (const suite of suites) {
    // The top-level suite is the file: its title is the file name, already in the spec's location.
    const inner = titles.length === 0 && suite.title.endsWith('.ts') ? [] : [...titles, suite.title]
    for (const spec of suite.specs ?? []) yield { name: [...inner, spec.title].join(' › '), spec }
    yield* specsOf(suite.suites ?? [], inner)
  }
}

if (!existsSync(path)) {
  console.log(`e2e digest: no report at ${path}`)
  process.exit(0)
}
const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[] }
const rows = [...specsOf(report.suites)].flatMap(({ name, spec }) =>
  spec.tests.map((test) => ({
    where: `${spec.file}:${spec.line}`,
    name,
    status: test.status,
    seconds: test.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
    errors: test.results.filter((r) => r.error).map((r) => `attempt ${r.retry + 1}: ${firstLine(r.error?.message)}`),
  })),
)

for (const [label, status] of [
  ['failed', 'unexpected'],
  ['flaky (passed on retry)', 'flaky'],
] as const) {
  const some = rows.filter((r) => r.status === status)
  console.log(`e2e ${label}: ${some.length}`)
  for (const r of some) {
    console.log(`  ${r.where} ${r.name} (${r.seconds.toFixed(1)} s)`)
    for (const e of r.errors) console.log(`      ${e}`)
  }
}
const total = rows.reduce((sum, r) => sum + r.seconds, 0)
console.log(`e2e slowest (of ${rows.length} tests, ${total.toFixed(0)} s of test time on all workers):`)
for (const r of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST))
  console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.where} ${r.name}`)

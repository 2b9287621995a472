/**
 * What a vitest run did, in a few lines for the end of CI's log (where only the tail is read): every
 * failed test and every file that failed to run, with the first line of its error, and the slowest
 * files. Reads the JSON reports `npm test` and `.ci/run` keep, each named by a label.
 *
 *   node --import ./scripts/node/register.mjs scripts/vitest-digest.ts int-sqlite=test-results/int-sqlite.json …
 */
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

import { firstLine } from './lib/reportText'

type Assertion = { fullName: string; status: string; duration?: number; failureMessages: string[] }
type FileResult = { name: string; status: string; message?: string; startTime: number; endTime: number; assertionResults: Assertion[] }

const SLOWEST = 5

for (const arg of process.argv.slice(2)) {
  const [label, path] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, arg]
  if (!existsSync(path)) {
    console.log(`${label}: no report at ${path}`)
    continue
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as { numPassedTests: number; numFailedTests: number; testResults: FileResult[] }
  const file = (r: FileResult) => relative(process.cwd(), r.name)
  const failed = report.testResults.flatMap((r) =>
    r.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({ where: file(r), name: a.fullName, error: firstLine(a.failureMessages[0]) })),
  )
  // A file can fail with no failed test: it did not load, or an error came after its tests.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'))
  console.log(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${brokenFiles.length} files failed outside a test`,
  )
  for (const f of failed) console.log(`  ${f.where} › ${f.name}\n      ${f.error}`)
  for (const r of brokenFiles) console.log(`  ${file(r)}\n      ${firstLine(r.message)}`)
  const slowest = [...report.testResults].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, SLOWEST)
  console.log(
    `  slowest files: ${slowest.map((r) => `${file(r).replace(/^tests\/int\//, '')} ${((r.endTime - r.startTime) / 1000).toFixed(0)} s`).join(', ')}`,
  )
}

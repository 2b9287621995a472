/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the home page, the shop
 * listing and an artwork page of the built, seeded server; 3 runs each, medians reported.
 * Targets (issue 22): performance ≥ 97, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02. Scores are noisy on 2
 * cores: read medians. Each page's last report is kept whole (test-results/lighthouse-<page>.json)
 * for its LCP breakdown and insights.
 * Options: LH_RUNS=3, E2E_PORT=3320 (the server of tests/e2e/server.ts, started here if not running),
 * LH_DATA_DIR=data/lighthouse (the data of the server it starts: a catalogue of its own, seeded
 * once, so the end-to-end tests' works never become the pages measured; the artwork page is the
 * newest work listed).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.E2E_PORT ?? 3320)
const base = `http://127.0.0.1:${port}`
const runs = Number(process.env.LH_RUNS ?? 3)

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok
  } catch {
    return false
  }
}

let server: ReturnType<typeof spawn> | undefined
if (!(await up())) {
  server = spawn(process.execPath, ['--import', './scripts/node/register.mjs', 'tests/e2e/server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: process.env.LH_DATA_DIR ?? 'data/lighthouse' },
    stdio: 'inherit',
  })
  const deadline = Date.now() + 15 * 60_000
  while (!(await up())) {
    if (Date.now() > deadline) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 1000))
  }
  // The pages as production serves them once the queue has made the images' AVIF forms (the first
  // run of a catalogue: about a minute for the demo's 300 images; then nothing is left to make).
  const dir = process.env.LH_DATA_DIR ?? 'data/lighthouse'
  const avif = spawn(process.execPath, ['--import', './scripts/node/register.mjs', 'scripts/make-avifs.ts'], {
    env: {
      ...process.env,
      DATABASE_URI: `file:${dir}/kala.db`,
      MEDIA_DIR: `${dir}/media`,
      PAYLOAD_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  if ((await new Promise((r) => avif.on('exit', r))) !== 0) throw new Error('the AVIF forms could not be made')
}

const list = (await (
  await fetch(`${base}/api/public/artworks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
).json()) as {
  artworks: { _id: string; uploadedBy: string }[]
}
const first = list.artworks[0]!
const pages = { home: '/', 'shop artworks': '/shop/artworks', 'artwork detail': `/shop/artwork/${first.uploadedBy}/${first._id}` }

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
})
mkdirSync('test-results', { recursive: true })

/**
 * One Lighthouse run of `url`; a run whose trace Chromium failed to record (NO_NAVSTART, seen on
 * this machine about once in ten runs: every metric missing and a score of 0) is run again.
 */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))!.lhr
    if (!lhr.runtimeError || attempt === attempts) return lhr
    console.log(`lighthouse: ${url}: ${lhr.runtimeError.code}; running it again`)
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const results: Record<string, { performance: number; lcpMs: number; cls: number; tbtMs: number; runs: number[] }> = {}
try {
  for (const [name, path] of Object.entries(pages)) {
    const perf: number[] = []
    const lcp: number[] = []
    const cls: number[] = []
    const tbt: number[] = []
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(`${base}${path}`, chrome.port)
      writeFileSync(`test-results/lighthouse-${name.replace(/\s+/g, '-')}.json`, JSON.stringify(lhr))
      perf.push(Math.round((lhr.categories.performance!.score ?? 0) * 100))
      lcp.push(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN)
      cls.push(lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN)
      tbt.push(lhr.audits['total-blocking-time']!.numericValue ?? NaN)
    }
    results[name] = {
      performance: median(perf),
      lcpMs: Math.round(median(lcp)),
      cls: Number(median(cls).toFixed(3)),
      tbtMs: Math.round(median(tbt)),
      runs: perf,
    }
  }
} finally {
  await chrome.kill()
  server?.kill('SIGTERM')
}

console.table(results)
writeFileSync('test-results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2))
const ok = Object.values(results).every((r) => r.performance >= 97 && r.lcpMs <= 1800 && r.tbtMs <= 100 && r.cls <= 0.02)
console.log(
  ok
    ? 'Lighthouse targets met (performance ≥ 97, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02).'
    : 'Lighthouse targets NOT met on every page (see table).',
)
process.exit(ok ? 0 : 1)

/**
 * Brotli and gzip copies of the built text assets, made once at build time (issue 11): the server
 * then sends the file a browser asks for (cms/precompressed.ts) instead of compressing the same
 * bytes on every request, which cost the main asset 4x its throughput on two cores.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text types worth compressing; images and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'] as const
/** Below this a compressed response saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` that gains from it. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 }
  for (const path of files(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.some((ext) => path.endsWith(ext))) continue
    if (statSync(path).size < PRECOMPRESS_MIN_BYTES) continue
    const raw = readFileSync(path)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    const gz = gzipSync(raw, { level: 9 })
    // A copy that is not smaller is not written, so the server sends the original.
    if (br.length < raw.length) writeFileSync(`${path}.br`, br)
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz)
    totals.files += 1
    totals.bytes += raw.length
    totals.brotli += Math.min(br.length, raw.length)
    totals.gzip += Math.min(gz.length, raw.length)
  }
  return totals
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'kala-precompress',
    // The server renderer's build (--ssr) is read from disk by Node, never sent to a browser.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      const t = precompressDir(outDir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
      this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`)
    },
  }
}

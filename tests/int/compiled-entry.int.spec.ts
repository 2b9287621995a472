/**
 * The server as production runs it: compiled by scripts/lib/compiledEntry.ts. A compiled module
 * still resolves paths from its source file, names its classes as written, and loads what it
 * imports lazily from a chunk of its own; the same source compiles to the same build.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile, compiledEntry } from '../../scripts/lib/compiledEntry'

const ENTRY = join('tests', 'int', 'fixtures', 'compiled-entry.ts')

describe('a compiled entry', () => {
  it("keeps each module's own URL and names, and loads a lazy import from its own chunk", async () => {
    const out = execFileSync(process.execPath, await compiledEntry(ENTRY), { encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({
      file: resolve(ENTRY),
      lazyFile: resolve('tests/int/fixtures/compiled-entry-lazy.ts'),
      errorName: 'NamedError',
    })
    const file = await compile(ENTRY)
    const chunks = readdirSync(dirname(file)).filter((f) => f.endsWith('.mjs') && join(dirname(file), f) !== file)
    const lazyIn = chunks.filter((f) => readFileSync(join(dirname(file), f), 'utf8').includes('lazyFile ='))
    expect(readFileSync(file, 'utf8')).not.toContain('lazyFile =')
    expect(lazyIn).toHaveLength(1)
  })

  it('compiles the same source to the same build, whole, however many compile it at once', async () => {
    const first = await compile(ENTRY)
    rmSync(dirname(first), { recursive: true })
    const again = await Promise.all([compile(ENTRY), compile(ENTRY), compile(ENTRY)])
    expect(again).toEqual([first, first, first])
    expect(execFileSync(process.execPath, await compiledEntry(ENTRY), { encoding: 'utf8' })).toContain('NamedError')
    expect(readdirSync(dirname(dirname(first))).filter((f) => f.endsWith('.partial'))).toEqual([])
  })
})

/**
 * The server's layers are the linter's (eslint.config.js, issue 17): each wrong arrow below must be
 * reported by `npm run lint`, each right one not. Linted as text at the path it would have.
 */
import { ESLint } from 'eslint'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: resolve('.') })

/** The rules that object to `code` placed at `file`. */
async function objections(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(file) })
  return result.messages.map((m) => m.ruleId ?? m.message)
}

describe("the server's layers", () => {
  it('shared/ imports nothing of the project', async () => {
    expect(await objections('shared/probe.ts', "import { logger } from '../cms/logger'\nexport const x = logger\n")).toContain(
      'import-x/no-restricted-paths',
    )
    expect(await objections('shared/probe.ts', "import { LIMITS } from './constants'\nexport const x = LIMITS\n")).toEqual([])
  })

  it("the Payload schema reaches the server's runtime through cms/schemaRuntime.ts only", async () => {
    const direct = "import { visibleWhere } from '../cms/catalogue/saleRules'\nexport const x = visibleWhere\n"
    const through = "import { visibleWhere } from '../cms/schemaRuntime'\nexport const x = visibleWhere\n"
    for (const folder of ['collections', 'access', 'hooks', 'globals']) {
      expect(await objections(`${folder}/probe.ts`, direct), folder).toContain('import-x/no-restricted-paths')
      expect(await objections(`${folder}/probe.ts`, through), folder).toEqual([])
    }
  })

  it("the server never imports the storefront's source", async () => {
    const code = "import { cn } from '../../storefront/src/lib/cn'\nexport const x = cn\n"
    expect(await objections('cms/render/probe.ts', code)).toContain('import-x/no-restricted-paths')
  })

  it('a migration imports nothing that imports it back', async () => {
    const file = 'migrations/sqlite/20261125_193000_visible_artworks_index.ts'
    const own = readFileSync(file, 'utf8')
    expect(await objections(file, own)).toEqual([])
    expect(await objections(file, `import { initPayload } from '../../cms/initPayload'\nexport const x = initPayload\n${own}`)).toContain(
      'import-x/no-cycle',
    )
  })
})

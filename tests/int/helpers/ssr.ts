/**
 * The storefront's server renderer as production runs it: built by Vite (`--ssr
 * src/entry-server.tsx`) into a folder of the repository (its imports of react and the rest are
 * resolved from node_modules, as storefront/dist-server's are), then loaded like the server loads it.
 */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { builtRenderer, type PageRenderer } from '../../../cms/render/react'

export async function buildRenderer(): Promise<{ renderer: PageRenderer; remove: () => void }> {
  const dir = resolve('node_modules/.cache', `kala-ssr-${process.pid}`)
  await build({
    configFile: resolve('storefront/vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: dir, emptyOutDir: true, copyPublicDir: false },
  })
  const renderer = await builtRenderer(dir)
  if (!renderer) throw new Error(`the renderer was not built in ${dir}`)
  return { renderer, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

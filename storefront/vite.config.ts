/**
 * Vite config for the storefront SPA. Used three ways:
 *  - `vite build --config storefront/vite.config.ts` (production bundle in storefront/dist),
 *  - the Express server in dev: `createServer({ configFile: 'storefront/vite.config.ts',
 *    server: { middlewareMode: true } })`,
 *  - vitest (storefront/vitest.config.ts merges this config).
 * Every path below is absolute, so the config works whatever the current directory is.
 */
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress.ts'

const storefrontDir = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(storefrontDir, '..')

export const aliases = {
  '@shared': path.resolve(repoRoot, 'shared'),
  '@': path.resolve(storefrontDir, 'src'),
}

/**
 * React Router 7 names only its development build in its package exports (remix-run/react-router
 * #14102): dev warnings on, in every bundle. A build takes the production build beside it (the
 * same code with those warnings off, so the minifier drops them); dev and tests keep the warnings.
 */
const reactRouterProduction = () => {
  const dist = path.resolve(repoRoot, 'node_modules/react-router/dist/production')
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ]
}

export default defineConfig(({ command }) => ({
  root: storefrontDir,
  envDir: storefrontDir,
  publicDir: path.resolve(storefrontDir, 'public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' ? reactRouterProduction() : []),
    ],
  },
  server: {
    // shared/ lives outside the Vite root.
    fs: { allow: [repoRoot] },
  },
  build: {
    outDir: path.resolve(storefrontDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json lets the server and the budget script find each route's chunks.
    manifest: true,
    // Route modules are loaded with dynamic import() from app/router.tsx, so each route is its
    // own chunk; only the shell (router, providers, header/footer) is in the entry chunk.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 250,
  },
  preview: { port: 4173, strictPort: true },
}))

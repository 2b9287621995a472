import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', '../shared/**/*.test.ts'],
      setupFiles: ['src/testing/setup.ts'],
      restoreMocks: true,
      // One jsdom per worker, not one per file (it costs ~1 s to make); testing/setup.ts empties
      // what a test leaves behind (the DOM, local storage, toasts, request handlers).
      isolate: false,
      css: false,
    },
  }),
)

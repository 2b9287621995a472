import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const root = dirname(fileURLToPath(import.meta.url))
const src = './storefront/src'

/**
 * The storefront's layers, as bulletproof-react draws them: app/ (routes, layout) may use
 * everything; a feature uses the shared layers and itself, never another feature (what two
 * features share moves to components/, hooks/ or lib/, or the app composes them); the shared
 * layers use neither features nor app. Checked on resolved files (aliases included).
 */
const features = readdirSync(`${root}/storefront/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const sharedLayers = ['components', 'hooks', 'lib', 'config'].map((dir) => `${src}/${dir}`)
const featureZones = features.map((feature) => ({
  target: `${src}/features/${feature}`,
  from: `${src}/features`,
  except: [`./${feature}`],
  message: 'Features do not import each other: move what both need to components/, hooks/ or lib/, or compose them in app/.',
}))
const layerZones = [
  {
    target: sharedLayers,
    from: [`${src}/features`, `${src}/app`],
    message: 'components/, hooks/, lib/ and config/ are shared by every feature: they import no feature and no app code.',
  },
]
const appZone = { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import app/: the app composes features.' }
/** The storefront runs in the browser: no server module reaches it (types of payload-types excepted, below). */
const serverZone = {
  target: './storefront',
  from: [
    './cms',
    './collections',
    './access',
    './hooks',
    './globals',
    './seed',
    './scripts',
    './migrations',
    './bench',
    './payload.config.ts',
  ],
  message: 'The storefront never imports server code: share it through shared/ (browser-safe) instead.',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'storefront/dist',
      'storefront/dist-server',
      'cms/.next',
      'test-results',
      'playwright-report',
      'payload-types.ts',
      'migrations/**/*.ts',
      'cms/app/(payload)/cms/importMap.js',
      '**/*.d.ts',
      'docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/storefront/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...layerZones, appZone, serverZone] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'payload', allowTypeImports: true, message: 'Payload runs on the server: the storefront may import its types only.' },
          ],
          patterns: [
            {
              group: ['**/payload-types', '**/payload-types.ts'],
              allowTypeImports: true,
              message: 'The storefront may use the generated Payload types with `import type` only.',
            },
            {
              group: [
                '@payloadcms/*',
                'express',
                'pg',
                'nodemailer',
                'sharp',
                'razorpay',
                'multer',
                'helmet',
                'pino',
                'pino-http',
                'jose',
                'next',
                'next/*',
                'node:*',
              ],
              message: 'Server-only package: the storefront runs in the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of routes render app/ route modules; the test helpers (testing/) render the app's providers.
    files: ['storefront/src/**/*.test.{ts,tsx}', 'storefront/src/testing/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, serverZone] }],
    },
  },
)

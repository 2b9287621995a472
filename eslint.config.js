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
    // The answers' zod schemas feed the server's OpenAPI document; the storefront uses shared/api-types.
    './shared/api-schemas.ts',
  ],
  message: 'The storefront never imports server code (nor shared/api-schemas.ts: use the types of shared/api-types.ts).',
}

/**
 * The server's layers (issue 17). shared/ is browser-safe and imports nothing of the project; the
 * Payload schema (collections/, access/, hooks/, globals/) reaches the server's runtime through one
 * small interface, cms/schemaRuntime.ts; the server never imports the storefront's source (what
 * both need lives in shared/); migrations import nothing that imports them back (no-cycle below).
 */
const project = ['./cms', './collections', './access', './hooks', './globals', './migrations', './seed', './scripts', './bench', './tests']
const serverZones = [
  {
    target: './shared',
    from: [...project, './storefront', './payload.config.ts', './payload-types.ts'],
    message: 'shared/ is browser-safe and imports nothing of the project: move what it needs into shared/.',
  },
  {
    target: ['./collections', './access', './hooks', './globals'],
    from: './cms',
    except: ['./schemaRuntime.ts'],
    message: "The Payload schema reaches the server's runtime through cms/schemaRuntime.ts only: export what it needs there.",
  },
  {
    target: ['./cms', './collections', './access', './hooks', './globals', './seed', './migrations', './payload.config.ts'],
    from: './storefront/src',
    message: 'The server never imports the storefront: move what both need to shared/.',
  },
]

// What the storefront (browser code) may not import.
const storefrontRestrictedPaths = [
  { name: 'payload', allowTypeImports: true, message: 'Payload runs on the server: the storefront may import its types only.' },
]
const storefrontRestrictedPatterns = [
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
]
// merge-classes.ts resolves Tailwind conflicts in ~2 KB; tailwind-merge cost ~8 KB of every page (issue 22).
// Its differential test imports it (a devDependency).
const tailwindMerge = {
  name: 'tailwind-merge',
  message: 'cn() (lib/cn.ts) merges Tailwind classes; tailwind-merge is a devDependency for merge-classes.test.ts only.',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'storefront/dist',
      'storefront/dist-server',
      // The compiled server (scripts/lib/compiledEntry.ts).
      'dist',
      'cms/.next',
      'test-results',
      'playwright-report',
      'payload-types.ts',
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
        { paths: [...storefrontRestrictedPaths, tailwindMerge], patterns: storefrontRestrictedPatterns },
      ],
    },
  },
  {
    // Tests of routes render app/ route modules; the test helpers (testing/) render the app's providers.
    files: ['storefront/src/**/*.test.{ts,tsx}', 'storefront/src/testing/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, serverZone] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: storefrontRestrictedPaths, patterns: storefrontRestrictedPatterns }],
    },
  },
  {
    files: [
      'cms/**/*.{ts,tsx}',
      'collections/**/*.ts',
      'access/**/*.ts',
      'hooks/**/*.ts',
      'globals/**/*.ts',
      'shared/**/*.ts',
      'seed/**/*.ts',
      'payload.config.ts',
    ],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    // Generated by Payload: only the rule that keeps them out of import cycles applies.
    files: ['migrations/**/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
      // no-cycle reads every module a migration reaches: TypeScript, with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...Object.fromEntries(
        [...Object.keys(js.configs.recommended.rules), ...tseslint.configs.recommended.flatMap((c) => Object.keys(c.rules ?? {}))].map(
          (rule) => [rule, 'off'],
        ),
      ),
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      'no-empty': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }],
    },
  },
)

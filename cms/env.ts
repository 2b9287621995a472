import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** 'true'/'false' as a boolean. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true')

/** A cron expression of 5 fields, or 6 with seconds first. */
const cronExpression = z
  .string()
  .refine((v) => /^\S+( \S+){4,5}$/.test(v.trim()), { message: 'must be a cron expression of 5 or 6 fields' })

/**
 * Express's 'trust proxy': true/false, a number of hops, or a comma-separated list of addresses,
 * subnets and the names loopback, linklocal and uniquelocal (checked here, not at the first request).
 */
const trustProxy = z
  .string()
  .default('loopback')
  .refine((v) => /^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/.test(v.trim()), {
    message: 'must be true, false, a number of hops or a list of addresses (e.g. loopback, 10.0.0.0/8)',
  })
  .transform((v): boolean | number | string => {
    const value = v.trim()
    if (value === 'true' || value === 'false') return value === 'true'
    return /^\d+$/.test(value) ? Number(value) : value
  })

/**
 * The server's configuration, checked once at start-up (loadEnv). A missing or malformed value
 * stops the process with one sentence naming the variable, never a stack trace. Every variable is
 * described in .env.example. Nothing else in the server reads process.env.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URI: z
    .string()
    .default('file:./data/kala.db')
    .refine((v) => /^(file:|postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/.test(v), {
      message: 'must start with file:, postgres:// or mongodb://',
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kala <hello@kala.art>'),
  SUPPORT_EMAIL: z.string().email().default('support@kala.art'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  MEDIA_DIR: z.string().default('data/media'),
  /** Uploaded images in this S3(-compatible) bucket instead of MEDIA_DIR (cms/mediaStorage.ts); unset: the local disk. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces…); unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Unset: the AWS SDK's own credential chain (instance role, ~/.aws, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (endpoint/bucket/key) rather than the host name: what MinIO and most self-hosted services need. */
  S3_FORCE_PATH_STYLE: flag(false),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  /**
   * The demo catalogue's generated images at this share of their size (1: the demo as shown). A run
   * that needs the catalogue's data and not its pictures (the multi-instance check) seeds faster.
   */
  SEED_IMAGE_SCALE: z.coerce.number().min(0.05).max(1).default(1),
  /** Unset: info, or silent under NODE_ENV=test. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_DISABLED: flag(false),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The payment simulator in production (a demo: no money moves). Production without Razorpay keys refuses to start otherwise. */
  PAYMENTS_SIMULATOR: flag(false),
  /** The catalogue's and the sale's implementation (cms/catalogue, cms/sales/portable): 'sql' (SQLite, PostgreSQL; the default there) or 'portable' (Local API and sale claims; always on MongoDB). */
  CATALOGUE_IMPL: z.enum(['sql', 'portable']).optional(),
  /** Worker processes serving the port (cms/cluster.ts); unset: one per core in production, one otherwise. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Make AVIF forms of uploaded images in the background (cms/media/avif.ts); false: WebP and JPEG only. */
  MEDIA_AVIF: flag(true),
  /** Run the jobs queue (reservation expiry, reconciliation, order e-mails, refunds) in this process. */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  /** How often the worker runs due jobs (cron, 5 fields, or 6 with seconds first). */
  JOBS_CRON: cronExpression.default('* * * * *'),
  /** How often the queue looks for digests that are due (cron; unset: every 5 minutes, cms/alerts/jobs.ts). */
  ALERTS_DIGEST_CRON: cronExpression.optional(),
})

type Parsed = z.infer<typeof schema>
/** The configuration as the environment holds it (see readEnv). */
export type Config = Omit<Parsed, 'LOG_LEVEL'> & { LOG_LEVEL: (typeof LOG_LEVELS)[number] }
/** The configuration with the secret that signs sessions (see loadEnv). */
export type Env = Config & { PAYLOAD_SECRET: string }

export class ConfigError extends Error {}

/** Empty values count as unset ('PORT=' in an .env file means the default). */
const present = (source: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))

const defaultLogLevel = (nodeEnv: string | undefined) => (nodeEnv === 'test' ? 'silent' : 'info')

/**
 * The validated configuration, read from the environment as it is now. Modules call it where
 * they need a value (when the app is built, when a mail is written), so a test that builds an app
 * with other settings gets them. Throws a ConfigError naming what is wrong.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(present(source))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}. See .env.example.`)
  }
  const env = parsed.data
  if ((env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) || (!env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together. See .env.example.')
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together. See .env.example.')
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when S3_ENDPOINT or S3 keys are set. See .env.example.')
  }
  if (env.CATALOGUE_IMPL === 'sql' && env.DATABASE_URI.startsWith('mongodb')) {
    throw new ConfigError(
      'Invalid configuration: CATALOGUE_IMPL=sql needs SQLite or PostgreSQL; MongoDB uses the portable catalogue. See .env.example.',
    )
  }
  return { ...env, LOG_LEVEL: env.LOG_LEVEL ?? defaultLogLevel(env.NODE_ENV) }
}

/**
 * The configuration at start-up, with the secret that signs sessions: PAYLOAD_SECRET, or for the
 * embedded demo one made once and kept beside its data.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = readEnv(source)
  if (env.PAYLOAD_SECRET) return { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URI.startsWith('file:')) {
    throw new ConfigError('Invalid configuration: PAYLOAD_SECRET is required in production with a shared database. See .env.example.')
  }
  // The embedded demo runs with no configuration at all: its secret is made once and kept beside its data.
  return { ...env, PAYLOAD_SECRET: localSecret('data/.payload-secret') }
}

/**
 * The log level for the logger, which is made when its module loads: before loadEnv can report a
 * bad configuration, so an invalid LOG_LEVEL falls back to the default here and is reported there.
 */
export function logLevel(source: NodeJS.ProcessEnv = process.env): Config['LOG_LEVEL'] {
  const parsed = schema.shape.LOG_LEVEL.safeParse(source.LOG_LEVEL || undefined)
  return (parsed.success ? parsed.data : undefined) ?? defaultLogLevel(source.NODE_ENV)
}

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'

/**
 * The server's configuration, checked once at start-up. A missing or malformed value stops the
 * process with one sentence naming the variable, never a stack trace.
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
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kala <hello@kala.art>'),
  SUPPORT_EMAIL: z.string().email().default('support@kala.art'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  MEDIA_DIR: z.string().default('data/media'),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Run the jobs queue (reservation expiry, reconciliation, order e-mails, refunds) in this process. */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  /** How often the worker runs due jobs (cron, 5 fields, or 6 with seconds first). */
  JOBS_CRON: z
    .string()
    .default('* * * * *')
    .refine((v) => /^\S+( \S+){4,5}$/.test(v.trim()), { message: 'must be a cron expression of 5 or 6 fields' }),
})

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string }

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}. See .env.example.`)
  }
  const env = parsed.data
  if ((env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) || (!env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together. See .env.example.')
  }
  if (env.PAYLOAD_SECRET) return { ...env, PAYLOAD_SECRET: env.PAYLOAD_SECRET }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URI.startsWith('file:')) {
    throw new ConfigError('Invalid configuration: PAYLOAD_SECRET is required in production with a shared database. See .env.example.')
  }
  // The embedded demo runs with no configuration at all: its secret is made once and kept beside its data.
  return { ...env, PAYLOAD_SECRET: localSecret('data/.payload-secret') }
}

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

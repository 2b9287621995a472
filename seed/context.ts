import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

export type SeedContext = {
  payload: Payload
  req: PayloadRequest
  log: (step: string, detail?: string) => void
  /** Seed day; exhibitions and order dates are relative to it. */
  now: Date
  /** Generated image sizes: 1 for the demo; tests use a small scale (same images, fewer pixels). */
  scale: number
}

/** A request flagged as seeding (what the flag lets through: hooks/requestContext.ts); the factories override access. */
export async function seedContext(payload: Payload, log: SeedContext['log'], scale = 1): Promise<SeedContext> {
  const req = await createLocalReq({ context: { seeding: true } }, payload)
  return { payload, req, log, now: new Date(), scale }
}

/** A pixel size at the context's scale. */
export const px = (ctx: SeedContext, size: number): number => Math.max(64, Math.round(size * ctx.scale))

export const common = (ctx: SeedContext) => ({ req: ctx.req, overrideAccess: true, depth: 0 }) as const

export const daysFrom = (now: Date, days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString()

import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

export type SeedContext = {
  payload: Payload
  req: PayloadRequest
  log: (step: string, detail?: string) => void
  /** Seed day; exhibitions and order dates are relative to it. */
  now: Date
}

/** A request flagged as seeding: hooks skip mail and side effects, access is overridden. */
export async function seedContext(payload: Payload, log: SeedContext['log']): Promise<SeedContext> {
  const req = await createLocalReq({ context: { seeding: true } }, payload)
  return { payload, req, log, now: new Date() }
}

export const common = (ctx: SeedContext) => ({ req: ctx.req, overrideAccess: true, depth: 0 }) as const

export const daysFrom = (now: Date, days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString()

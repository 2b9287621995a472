import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The rate limits' hit counters (cms/api/rateLimit.ts, cms/api/rateLimitStore.ts), kept in the
 * database so every instance behind a load balancer counts against the same limit. One row per
 * limiter and client (`key`, unique), the hits of the current window (`count`) and when the window
 * ends (`resetAt`). Only the server reads and writes them, below the access rules: nobody reaches
 * them through any door, staff included, and the back office does not show them.
 */
export const RateLimitCounters: CollectionConfig = {
  slug: 'rate-limit-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'resetAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
}

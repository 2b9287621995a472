import type { Payload } from 'payload'

/** First start on an empty database: fill it with the demo catalogue. */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const { seed } = await import('./index')
  await seed({ payload })
}

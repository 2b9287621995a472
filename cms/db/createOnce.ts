/**
 * A row written once under a unique business key (a ledger movement, a payout, a webhook event, a
 * mail's claim, a seeded rate): the database's unique index settles two writers racing, on every
 * database Payload supports. Only the key's refusal means "written before"; any other invalid
 * field is a bug and is thrown.
 */
import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { ValidationError } from 'payload'

export type Once<S extends CollectionSlug> = { doc: DataFromCollectionSlug<S>; created: boolean }

/** True when Payload refused a write because `field`'s value is taken (its unique index). */
export function takenKey(error: unknown, field: string): boolean {
  if (!(error instanceof ValidationError)) return false
  const errors = (error.data as { errors?: { path?: string }[] } | undefined)?.errors
  // The SQL adapters name the column when they cannot map the index back to the field (event_id for eventId).
  const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
  return Boolean(errors?.some((e) => e.path === field || e.path === column))
}

/**
 * Creates the row, or answers the one already stored under the same `keyField` value with
 * `created: false`. Through the Local API with overrideAccess: the server's own write.
 */
export async function createOnce<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  data: RequiredDataFromCollectionSlug<S>,
  keyField: string,
  req?: Partial<PayloadRequest>,
): Promise<Once<S>> {
  try {
    const doc = await payload.create({ collection, data, overrideAccess: true, depth: 0, req })
    return { doc: doc as DataFromCollectionSlug<S>, created: true }
  } catch (error) {
    if (!takenKey(error, keyField)) throw error
    const value = (data as Record<string, unknown>)[keyField]
    const { docs } = await payload.find({
      collection,
      where: { [keyField]: { equals: value } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!docs[0]) throw error
    return { doc: docs[0] as DataFromCollectionSlug<S>, created: false }
  }
}

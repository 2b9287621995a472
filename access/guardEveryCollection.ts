import type { Access, SanitizedConfig } from 'payload'
import { guardOperation } from '../hooks/guardOperation'
import { staffOnlyThroughPayloadApi } from './backOfficeApi'

const COLLECTION_ACCESS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const GLOBAL_ACCESS = ['read', 'update', 'readVersions'] as const

/**
 * The rules every collection and global keeps, whichever door a request comes through (issue 16),
 * applied to the sanitised config so Payload's own collections (preferences, locks, jobs, key-value
 * store, migrations) get them too:
 * - through Payload's REST or GraphQL API, staff only (access/backOfficeApi.ts);
 * - the guard that runs first in every operation (hooks/guardOperation.ts).
 */
export async function guardEveryCollection(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections) {
    const keep = collection.slug === 'users' ? 'own account' : collection.slug === 'media' ? 'files' : undefined
    const access = collection.access as Record<string, Access | undefined>
    for (const name of COLLECTION_ACCESS) {
      const original = access[name]
      if (original) access[name] = staffOnlyThroughPayloadApi(original, name === 'read' ? keep : undefined)
    }
    collection.hooks.beforeOperation = [guardOperation, ...(collection.hooks.beforeOperation ?? [])]
  }
  for (const global of sanitized.globals) {
    const access = global.access as Record<string, Access | undefined>
    for (const name of GLOBAL_ACCESS) {
      const original = access[name]
      if (original) access[name] = staffOnlyThroughPayloadApi(original)
    }
  }
  return sanitized
}

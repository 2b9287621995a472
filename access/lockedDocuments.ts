import type { Access, CollectionBeforeChangeHook, SanitizedConfig } from 'payload'
import { Forbidden } from 'payload'
import { idOrNull } from '../shared/idOf'
import { isStaffUser } from './checkRole'

/**
 * The back office's edit locks (`payload-locked-documents`, one row per document being edited,
 * naming who edits it). Payload lets any signed-in user write any lock; here a member may only
 * touch locks in their own name, and only staff those of other people (to take over a document).
 * Preferences (`payload-preferences`) need nothing more: Payload always writes them in the
 * caller's name and reads, changes and deletes only the caller's own.
 */
const ownLocks: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { 'user.value': { equals: user.id } }
}

/**
 * On create, where there is no row to filter yet: the lock's `user` must be the caller (Payload
 * answers 403 otherwise). Without data (the back office asking what it may do) a member may not.
 */
const createOwnLock: Access = ({ req: { user }, data }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const named = (data as { user?: { value?: unknown } | null } | undefined)?.user
  return idOrNull(named?.value) === String(user.id)
}

/** On update, a member's own lock stays in their name. */
const keepLockInOwnName: CollectionBeforeChangeHook = ({ data, req }) => {
  const user = req.user
  if (!user || isStaffUser(user) || data.user === undefined) return data
  if (idOrNull((data.user as { value?: unknown } | null)?.value) !== String(user.id)) throw new Forbidden(req.t)
  return data
}

export const LOCKED_DOCUMENTS_ACCESS = { read: ownLocks, create: createOwnLock, update: ownLocks, delete: ownLocks }

/**
 * Payload adds its locks collection while it sanitises the config, after every plugin: so its
 * access is replaced on the sanitised config, before Payload starts.
 */
export async function guardLockedDocuments(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const locks = sanitized.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) {
    Object.assign(locks.access, LOCKED_DOCUMENTS_ACCESS)
    locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), keepLockInOwnName]
  }
  return sanitized
}

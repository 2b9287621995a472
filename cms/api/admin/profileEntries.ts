/**
 * One entry of a profile list at a time: edit or delete a CV entry or a saved address by its id
 * (Payload gives every array row one), and choose the default address. PUT update-profile
 * appends entries; these do what users expect beyond it. CV sections are artists' (and staff's:
 * access/cvSectionsField.ts); addresses every member's. Another member's entry is never found: the
 * id is looked up in the caller's own profile only.
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import type { Me } from '../../../shared/api-types'
import { type ProfileSection } from '../../../shared/constants'
import { HTTP_MESSAGES, PROFILE_MESSAGES } from '../../../shared/messages'
import { defaultAddressSchema, entryIdSchema, PROFILE_ENTRY_SCHEMAS, profileSectionSchema } from '../../../shared/schemas'
import { canEditCv } from '../../../access/cvSectionsField'
import { forbidden, notFound } from '../http/errors'
import { body } from '../http/validate'
import { readMe } from '../user/me'

type Row = { id?: string | null } & Record<string, unknown>

/** The section and entry a path names, and the caller's right to that section. */
function target(user: User, req: Request): { section: ProfileSection; entryId: string } {
  const section = profileSectionSchema.safeParse(req.params.section)
  if (!section.success) throw notFound(HTTP_MESSAGES.noRoute)
  if (section.data !== 'addresses' && !canEditCv(user)) throw forbidden(PROFILE_MESSAGES.cvArtistsOnly)
  const entryId = entryIdSchema.safeParse(req.params.entryId)
  if (!entryId.success) throw notFound(missing(section.data))
  return { section: section.data, entryId: entryId.data }
}

const missing = (section: ProfileSection) => (section === 'addresses' ? PROFILE_MESSAGES.addressNotFound : PROFILE_MESSAGES.entryNotFound)

/** The caller's saved rows of a section, and where the entry is among them (404 when it is not). */
async function rowsWith(payload: Payload, user: User, section: ProfileSection, entryId: string): Promise<{ rows: Row[]; index: number }> {
  const current = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user })
  const rows = (current[section] ?? []) as Row[]
  const index = rows.findIndex((r) => r.id === entryId)
  if (index < 0) throw notFound(missing(section))
  return { rows, index }
}

async function save(payload: Payload, user: User, section: ProfileSection, rows: Row[]): Promise<Me> {
  await payload.update({ collection: 'users', id: user.id, data: { [section]: rows }, depth: 0, overrideAccess: false, user })
  return readMe(payload, user)
}

/** PUT profile/:section/:entryId: the entry becomes what the form sent (same id; an address keeps its default mark). */
export async function updateEntry(payload: Payload, user: User, req: Request): Promise<Me> {
  const { section, entryId } = target(user, req)
  const entry = body(req, PROFILE_ENTRY_SCHEMAS[section])
  const { rows, index } = await rowsWith(payload, user, section, entryId)
  const kept = section === 'addresses' ? { isDefault: rows[index].isDefault } : {}
  return save(
    payload,
    user,
    section,
    rows.map((row, i) => (i === index ? { ...entry, ...kept, id: row.id } : row)),
  )
}

/** DELETE profile/:section/:entryId (a deleted default address passes the mark to the first one left). */
export async function deleteEntry(payload: Payload, user: User, req: Request): Promise<Me> {
  const { section, entryId } = target(user, req)
  const { rows, index } = await rowsWith(payload, user, section, entryId)
  return save(
    payload,
    user,
    section,
    rows.filter((_, i) => i !== index),
  )
}

/** PUT default-address: one of the member's saved addresses becomes the default (collections/Users keeps it the only one). */
export async function setDefaultAddress(payload: Payload, user: User, req: Request): Promise<Me> {
  const { addressId } = body(req, defaultAddressSchema)
  const { rows, index } = await rowsWith(payload, user, 'addresses', addressId)
  return save(
    payload,
    user,
    'addresses',
    rows.map((row, i) => ({ ...row, isDefault: i === index })),
  )
}

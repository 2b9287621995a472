import type { Request, RequestHandler } from 'express'
import multer from 'multer'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { LIMITS } from '../../../shared/constants'
import { prototypeKeyIn } from '../../../shared/inputSafety'
import { HTTP_MESSAGES, UPLOAD_MESSAGES } from '../../../shared/messages'
import type { User } from '../../../payload-types'
import { HttpError } from '../http/errors'

/**
 * Member uploads (artwork images, collection covers, profile photos): multipart parsed in memory by
 * multer (5 MB a file, at most 3 files), then stored as Media through the Local API as the member.
 * What a file is gets judged in one place, the Media collection's hook (hooks/checkImageContent.ts),
 * whose refusals (415 not an image, 413 too large) reach the member as they are. If a later step
 * fails, the media created for the request are deleted again: no orphan rows, no orphan files.
 */

const parser = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: LIMITS.maxImageBytes,
    files: LIMITS.maxImagesPerArtwork,
    fields: 40,
    fieldSize: 64 * 1024,
    fieldNameSize: 100,
    parts: 50,
  },
})

/**
 * Parses a multipart body with the given file fields (other requests pass untouched). multer's
 * own limit errors reach the API error handler (413 for size, 'Maximum 3 images allowed.' for
 * count); a body that is not valid multipart becomes a 400.
 */
export function multipart(fields: { name: string; maxCount?: number }[]): RequestHandler {
  const handler = parser.fields(fields)
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next()
    handler(req, res, (error?: unknown) => {
      // multer builds its fields on objects without a prototype; a prototype key is refused all the same.
      if (!error) return next(prototypeKeyIn(req.body) ? new HttpError(400, HTTP_MESSAGES.prototypeKey) : undefined)
      if (error instanceof multer.MulterError) return next(error)
      next(new HttpError(400, UPLOAD_MESSAGES.malformed))
    })
  }
}

export const isMultipart = (req: Request): boolean => Boolean(req.is('multipart/form-data'))

/** The files a multipart request carried under one field name. */
export function filesOf(req: Request, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined
  return files?.[field] ?? []
}

export type Upload = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * The files as Media takes them, named after what they show ('monsoon-study-3fa9c1d2'): the
 * member's own file names stay private. The type is the declared one until the Media hook reads
 * the bytes (and sets it, or refuses the file).
 */
export function uploadsOf(files: Express.Multer.File[], baseName: string): Upload[] {
  const safeBase =
    baseName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'image'
  return files.map((file) => ({
    data: file.buffer,
    mimetype: file.mimetype,
    size: file.size,
    name: `${safeBase}-${randomBytes(4).toString('hex')}`,
  }))
}

/** Stores the images as Media owned by the member; all or nothing. */
export async function createMedia(payload: Payload, user: User, images: Upload[], alt: string): Promise<number[]> {
  const ids: number[] = []
  try {
    for (const [i, image] of images.entries()) {
      const doc = await payload.create({
        collection: 'media',
        data: { alt: images.length > 1 ? `${alt} (image ${i + 1})` : alt },
        file: image,
        overrideAccess: false,
        user,
        depth: 0,
      })
      ids.push(doc.id)
    }
  } catch (error) {
    await deleteMedia(payload, user, ids)
    throw error
  }
  return ids
}

/** Deletes media this request created (undoing a failed write). */
export async function deleteMedia(payload: Payload, user: User, ids: (number | string)[]): Promise<void> {
  for (const id of ids) {
    try {
      await payload.delete({ collection: 'media', id, overrideAccess: false, user })
    } catch (error) {
      payload.logger.error({ err: error, media: id }, 'could not delete an uploaded image while undoing a failed write')
    }
  }
}

/**
 * Deletes images that were replaced or whose artwork was deleted, when nothing else uses them
 * (any upload field of any collection) and they are the member's own. Runs after the write
 * succeeded; a failure here leaves an unused file, logged, and never fails the request.
 */
export async function releaseMedia(payload: Payload, user: User, ids: (number | string)[]): Promise<void> {
  const uploadFields = payload.config.collections.flatMap((c) =>
    c.flattenedFields.filter((f) => f.type === 'upload' && f.relationTo === 'media').map((f) => ({ collection: c.slug, field: f.name })),
  )
  for (const id of ids) {
    try {
      let used = false
      for (const { collection, field } of uploadFields) {
        const { totalDocs } = await payload.count({
          collection: collection as 'media',
          where: { [field]: { in: [id] } },
          overrideAccess: true,
        })
        if (totalDocs > 0) {
          used = true
          break
        }
      }
      // Only the member's own images: a staff-provided one stays.
      if (!used)
        await payload.delete({
          collection: 'media',
          where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
          overrideAccess: false,
          user,
        })
    } catch (error) {
      payload.logger.error({ err: error, media: id }, 'could not release an unused image')
    }
  }
}

import type { Request, RequestHandler } from 'express'
import multer from 'multer'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { LIMITS } from '../../../shared/constants'
import type { User } from '../../../payload-types'
import { HttpError } from '../http/errors'

/**
 * Member uploads (artwork images, collection covers, profile photos): multipart parsed in memory by
 * multer (5 MB a file, at most 3 files), each file judged by its bytes with sharp before anything
 * is stored, then stored as Media through the Local API as the member. If a later step fails, the
 * media created for the request are deleted again: no orphan rows, no orphan files.
 */

export const UPLOAD_MESSAGES = {
  notImage: 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).',
  tooManyPixels: 'Images must be at most 100 megapixels.',
  malformed: 'The upload could not be read. Please try again.',
} as const

const MAX_PIXELS = 100_000_000
const MIME_BY_FORMAT: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }
const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

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
      if (!error) return next()
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

export type CheckedImage = { data: Buffer; mimetype: string; name: string; size: number }

/** Every file must be an image by its content (a renamed PDF is refused), of sane dimensions. */
export async function checkImages(files: Express.Multer.File[], baseName: string): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = []
  for (const file of files) {
    let meta: sharp.Metadata
    try {
      meta = await sharp(file.buffer).metadata()
    } catch {
      // sharp's reason ("unsupported image format") is not for the member; the sentence is.
      throw new HttpError(415, UPLOAD_MESSAGES.notImage)
    }
    const mimetype = meta.format === 'heif' && meta.compression === 'av1' ? 'image/avif' : MIME_BY_FORMAT[meta.format ?? '']
    if (!mimetype || !meta.width || !meta.height) throw new HttpError(415, UPLOAD_MESSAGES.notImage)
    if (meta.width * meta.height > MAX_PIXELS) throw new HttpError(413, UPLOAD_MESSAGES.tooManyPixels)
    const safeBase =
      baseName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'image'
    checked.push({
      data: file.buffer,
      mimetype,
      size: file.size,
      name: `${safeBase}-${randomBytes(4).toString('hex')}.${EXTENSION[mimetype]}`,
    })
  }
  return checked
}

/** Stores the images as Media owned by the member; all or nothing. */
export async function createMedia(payload: Payload, user: User, images: CheckedImage[], alt: string): Promise<number[]> {
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

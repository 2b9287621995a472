/**
 * A size of images uploaded before it existed (the medium 960 x 1200 and the phone 800 x 1000
 * WebPs, shared/images.ts): the data step of the migration that adds it
 * (migrations/<adapter>/…_media_medium.ts, …_media_phone.ts), shared by both SQL adapters. New
 * uploads get it from Payload's sharp step (collections/Media.ts); this makes the same file, named
 * as Payload names a size, for every older image. The original is read from where it lives,
 * MEDIA_DIR or the S3 bucket, and the size is written beside it. An image whose file cannot be
 * read keeps the sizes it has (srcsets fall back to them) and is logged; the step can run again and
 * only does what is left.
 */
import { parse } from 'node:path'
import type { ImageSize, Payload, PayloadRequest } from 'payload'
import { num, rows, run, sql } from '../db/sql'
import { fitted } from './fit'
import { mediaStorage } from './storage'

/** Animated images keep their frames, as Payload's own resize does. */
const ANIMATED = new Set(['image/gif', 'image/webp', 'image/avif'])

type Pending = { id: number | string; filename: string; mime_type: string | null } & Record<string, unknown>

/** A size's column: `sizes_<size>_<field>`, for a size named as collections/Media.ts names one. */
function column(size: string, field: 'filename' | 'filesize' | 'width' | 'height' | 'mime_type') {
  if (!/^[a-z]+$/.test(size)) throw new Error(`not a size's name: ${size}`)
  return sql.raw(`sizes_${size}_${field}`)
}

/**
 * Makes the size `name` for every image without it; returns how many were made. `twins` are the
 * sizes that existed when the size was added: an image no larger than the new size comes out as the
 * WebP one of them already is (same name, same pixels), and the new size points at that file.
 */
export async function backfillSize(
  payload: Payload,
  name: string,
  twins: readonly string[],
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const upload = payload.collections.media?.config.upload
  const size = typeof upload === 'object' ? upload.imageSizes?.find((s) => s.name === name) : undefined
  if (!size) return 0
  const twinColumns = twins.map(
    (t) => sql`, ${column(t, 'filename')} AS ${sql.raw(`${t}_file`)}, ${column(t, 'filesize')} AS ${sql.raw(`${t}_size`)}`,
  )
  const pending = await rows<Pending>(
    payload,
    sql`SELECT id, filename, mime_type${sql.join(twinColumns)} FROM media
          WHERE ${column(name, 'filename')} IS NULL AND filename IS NOT NULL AND mime_type LIKE 'image/%' ORDER BY id`,
    req,
  )
  const storage = mediaStorage(upload)
  let made = 0
  for (const media of pending) {
    const original = await storage.read(media.filename)
    if (!original) {
      payload.logger.warn(`media ${media.id}: ${media.filename} could not be read; it keeps the sizes it has`)
      continue
    }
    const file = await resize(original, media, size)
    const twin = twins.find((t) => media[`${t}_file`] === file.filename)
    if (twin) file.filesize = num(media[`${twin}_size`])
    else await storage.write(file.filename, file.data, file.mimeType)
    await run(
      payload,
      sql`UPDATE media SET ${column(name, 'filename')} = ${file.filename}, ${column(name, 'width')} = ${file.width},
          ${column(name, 'height')} = ${file.height}, ${column(name, 'mime_type')} = ${file.mimeType}, ${column(name, 'filesize')} = ${file.filesize}
          WHERE id = ${num(media.id)} AND ${column(name, 'filename')} IS NULL`,
      req,
    )
    made++
  }
  return made
}

/** The size as Payload makes it: EXIF orientation applied, fitted inside, its format, `<name>-<w>x<h>.<ext>`. */
async function resize(original: Buffer, media: Pending, size: ImageSize) {
  const animated = ANIMATED.has(media.mime_type ?? '')
  let image = fitted(original, size, animated ? { animated: true } : {})
  const format = size.formatOptions
  if (format) image = image.toFormat(format.format, format.options)
  const { data, info } = await image.toBuffer({ resolveWithObject: true })
  const pages = info.pages ?? 1
  const height = animated && pages > 1 ? Math.round(info.height / pages) : info.height
  const extension = format?.format === 'jpeg' ? 'jpg' : (format?.format ?? (info.format === 'jpeg' ? 'jpg' : info.format))
  return {
    data,
    filesize: data.length,
    width: info.width,
    height,
    mimeType: `image/${format?.format ?? info.format}`,
    filename: `${parse(media.filename).name}-${info.width}x${height}.${extension}`,
  }
}

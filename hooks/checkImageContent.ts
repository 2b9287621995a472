import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'
import { LIMITS } from '../shared/constants'
import { UPLOAD_MESSAGES } from '../shared/messages'

/** What sharp reads from an image's bytes, as the MIME type Media accepts. */
const MIME_BY_FORMAT: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }

/** AVIF is a HEIF container with AV1 compression; other HEIF (the iPhone's HEIC) is not accepted. */
const mimeOf = (meta: sharp.Metadata): string | undefined =>
  meta.format === 'heif' ? (meta.compression === 'av1' ? 'image/avif' : undefined) : MIME_BY_FORMAT[meta.format ?? '']

/** The pixels an image decodes to: every page (frame) of it, each `pageHeight` high (sharp gives `height` for one page). */
export const decodedPixels = (meta: Pick<sharp.Metadata, 'width' | 'height' | 'pages' | 'pageHeight'>): number =>
  (meta.pages ?? 1) * (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0)

/**
 * The one check of an uploaded file (DECISIONS 21), for every way in (the member area's forms,
 * the back office, the Local API): an image by its bytes, whatever its name or declared type says
 * (a renamed PDF is refused with 415), at most LIMITS.maxImageBytes (413) and LIMITS.maxImagePixels
 * (413: a small file can decode to a bitmap that exhausts memory). Every frame of an animation
 * counts (frames x width x frame height): a 75 kB GIF of 20 frames of 4 MP cost 5.5 s of CPU to
 * resize when only its first frame was counted (issue 16). The file's type is then taken from its
 * bytes. Runs before Payload stores anything, so a refused upload leaves no file and no row.
 */
export const checkImageContent: CollectionBeforeOperationHook<'media'> = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (file.size > LIMITS.maxImageBytes) throw new APIError(UPLOAD_MESSAGES.tooLarge, 413, undefined, true)
  let meta: sharp.Metadata
  try {
    // Reading the header decodes nothing, so sharp's own pixel limit need not apply: ours answers.
    meta = await sharp(file.data, { limitInputPixels: false }).metadata()
  } catch {
    // sharp's reason ("unsupported image format") is not for the member; the sentence is.
    throw new APIError(UPLOAD_MESSAGES.notImage, 415, undefined, true)
  }
  const mimetype = mimeOf(meta)
  if (!mimetype || !meta.width || !meta.height) throw new APIError(UPLOAD_MESSAGES.notImage, 415, undefined, true)
  if (decodedPixels(meta) > LIMITS.maxImagePixels) throw new APIError(UPLOAD_MESSAGES.tooManyPixels, 413, undefined, true)
  file.mimetype = mimetype
  return args
}

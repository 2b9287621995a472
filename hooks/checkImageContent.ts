import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'
import { LIMITS } from '../shared/constants'

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif'])

/**
 * Images only, judged by their bytes (a renamed PDF is refused), at most 5 MB. Runs before
 * Payload stores anything, so a refused upload leaves no file and no row.
 */
export const checkImageContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (file.size > LIMITS.maxImageBytes) {
    throw new APIError('Images must be 5 MB or smaller.', 413, undefined, true)
  }
  try {
    const meta = await sharp(file.data).metadata()
    if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('not an image')
  } catch {
    throw new APIError('Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).', 415, undefined, true)
  }
  return args
}

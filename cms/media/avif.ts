/**
 * The AVIF forms of the sizes pages draw (AVIF_SIZES in shared/images.ts).
 * sharp's AVIF encoder costs a few hundred milliseconds of CPU per size, which an upload (or the
 * seed's few hundred) should not wait for: a job of the queue (cms/media/jobs.ts) makes them for a
 * few images a run, every image that has none yet, uploads and the images stored before AVIF alike.
 * Each is fitted inside its size's box as Payload fits the WebP of that size, EXIF orientation
 * applied, and written beside the original (MEDIA_DIR or the bucket), named as Payload names a size
 * with the .avif extension. An image whose original cannot be read, or an animation, is marked
 * done without them: its WebP and JPEG sizes serve, and it is never tried again.
 */
import { parse } from 'node:path'
import type { ImageSize, Payload } from 'payload'
import sharp from 'sharp'
import type { Media } from '../../payload-types'
import { AVIF_SIZES } from '../../shared/images'
import { fitted } from './fit'
import { mediaStorage, mediaUpload, type MediaStorage } from './storage'

/**
 * What AVIF costs and gives at these settings, for a 1100 px demo work: 52 and 84 KB at 640 and
 * 960 px against 79 and 141 KB of WebP, in 0.13 and 0.24 s of one core; enlarged to 1400 px, 113 KB
 * against 228 KB in 0.54 s (effort 2 saves 3 % more bytes for a third more time).
 */
const AVIF = { quality: 50, effort: 1 } as const

type AvifSize = { filename: string; width: number; height: number; filesize: number }

/** Where the files are, and the sizes to make as AVIF as the media collection configures them. */
type Setup = { payload: Payload; storage: MediaStorage; sizes: { name: (typeof AVIF_SIZES)[number]; size: ImageSize }[] }

/** The AVIF forms of one image, from its original; null when the original cannot be read or is animated. */
async function encode(
  { payload, storage, sizes }: Setup,
  media: Media,
): Promise<Partial<Record<(typeof AVIF_SIZES)[number], AvifSize>> | null> {
  if (!media.filename) return null
  const original = await storage.read(media.filename)
  if (!original) {
    payload.logger.warn(`media ${media.id}: ${media.filename} could not be read; it is served without AVIF`)
    return null
  }
  // An animation keeps its frames in its WebP sizes (a still AVIF would stop it). Payload stores an
  // animated upload's original as its frames one under the other, so that file is not the picture
  // the document describes: a file of other dimensions (either way round, for EXIF orientation) is left too.
  const meta = await sharp(original).metadata()
  const [w, h] = [media.width ?? 0, media.height ?? 0]
  if ((meta.pages ?? 1) > 1 || !((meta.width === w && meta.height === h) || (meta.width === h && meta.height === w))) return null
  const made: Partial<Record<(typeof AVIF_SIZES)[number], AvifSize>> = {}
  for (const { name, size } of sizes) {
    const { data, info } = await fitted(original, size).avif(AVIF).toBuffer({ resolveWithObject: true })
    const filename = `${parse(media.filename).name}-${info.width}x${info.height}.avif`
    // A small original comes out the same for several sizes: one file serves them.
    if (!Object.values(made).some((m) => m.filename === filename)) await storage.write(filename, data, 'image/avif')
    made[name] = { filename, width: info.width, height: info.height, filesize: data.length }
  }
  return made
}

/**
 * Makes the AVIF forms of up to `limit` images that have none yet, oldest first; returns how many
 * images it looked at. Idempotent: an image is marked done (`avif.madeAt`) with its files, so a
 * run that meets another's image only writes the same files again.
 */
export async function makeAvifs(payload: Payload, limit: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ 'avif.madeAt': { exists: false } }, { mimeType: { like: 'image/' } }] },
    sort: 'id',
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  // One storage (an S3 client) and one reading of the sizes for the run, not for each image.
  const upload = mediaUpload(payload)
  const imageSizes = (upload as { imageSizes?: ImageSize[] }).imageSizes ?? []
  const setup: Setup = {
    payload,
    storage: mediaStorage(upload),
    sizes: AVIF_SIZES.flatMap((name) => imageSizes.filter((size) => size.name === name).map((size) => ({ name, size }))),
  }
  for (const media of docs) {
    let made: Awaited<ReturnType<typeof encode>> = null
    try {
      made = await encode(setup, media)
    } catch (error) {
      payload.logger.warn(`media ${media.id}: no AVIF (${(error as Error).message})`)
    }
    await payload.update({
      collection: 'media',
      id: media.id,
      data: { avif: { madeAt: new Date().toISOString(), ...made } },
      overrideAccess: true,
      depth: 0,
    })
  }
  return docs.length
}

/** The AVIF files of a deleted image (Payload removes the original and the sizes it made itself). */
export async function removeAvifFiles(payload: Payload, media: Pick<Media, 'avif'>): Promise<void> {
  const files = new Set(AVIF_SIZES.map((name) => media.avif?.[name]?.filename).filter((f): f is string => Boolean(f)))
  const storage = mediaStorage(mediaUpload(payload))
  for (const file of files) await storage.remove(file)
}

/**
 * The images a certificate prints, read through Payload's own file endpoint (the local disk or the
 * bucket alike, as cms/mediaFromStorage.ts serves them) and prepared by sharp for pdfkit: the work
 * as a JPEG, the signature as a PNG whose paper is transparent, so the ink sits on the
 * certificate's own paper whatever the photo's background.
 */
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import sharp from 'sharp'
import type { Media } from '../../payload-types'
import type { Picture } from './pdf'

type Id = number | string

/** The file of a media document (its `size` variant when it has one), or null when it is gone. */
async function fileOf(payload: Payload, id: Id, size?: 'large'): Promise<Buffer | null> {
  const doc = (await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })) as Media | null
  const filename = (size && doc?.sizes?.[size]?.filename) || doc?.filename
  if (!filename) return null
  const url = new URL(`${payload.config.routes.api}/media/file/${encodeURIComponent(filename)}`, 'http://media.internal')
  const answer = await handleEndpoints({ config: payload.config, request: new Request(url) })
  if (!answer.ok) return null
  return Buffer.from(await answer.arrayBuffer())
}

/** The work's image as a JPEG of at most 1400 px (sharp reads any format Media accepts). */
export async function workImage(payload: Payload, id: Id | null): Promise<Picture | null> {
  if (id == null) return null
  const file = await fileOf(payload, id, 'large')
  if (!file) return null
  const { data, info } = await sharp(file)
    .rotate()
    .resize(1400, 1400, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 86 })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * The signature as ink on nothing: each pixel's darkness becomes its opacity (white paper vanishes,
 * a pen's stroke stays), in the ink's own colour. Works for a photo of a signature on paper and for
 * a transparent PNG alike (uploads are flattened on white before Media stores them as JPEG).
 */
export async function signatureImage(payload: Payload, id: Id | null): Promise<Picture | null> {
  if (id == null) return null
  const file = await fileOf(payload, id)
  if (!file) return null
  const grey = await sharp(file)
    .flatten({ background: '#ffffff' })
    .resize(900, 400, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height } = grey.info
  const rgba = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const darkness = 255 - grey.data[i]
    // Paper is rarely pure white in a photo: the faintest tones count as paper.
    const alpha = darkness < 40 ? 0 : Math.min(255, Math.round((darkness - 40) * 1.6))
    rgba[i * 4] = 28
    rgba[i * 4 + 1] = 26
    rgba[i * 4 + 2] = 23
    rgba[i * 4 + 3] = alpha
  }
  return {
    data: await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
    width,
    height,
  }
}

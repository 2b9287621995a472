import type { ImageSize } from 'payload'
import sharp, { type SharpOptions } from 'sharp'

/** An image as Payload makes a size of it: EXIF orientation applied, fitted inside the size's box as configured. */
export const fitted = (original: Buffer, size: ImageSize, options: SharpOptions = {}): sharp.Sharp =>
  sharp(original, options)
    .rotate()
    .resize({
      width: size.width ?? undefined,
      height: size.height ?? undefined,
      fit: size.fit,
      withoutEnlargement: size.withoutEnlargement,
    })

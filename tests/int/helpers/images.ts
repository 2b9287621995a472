import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A small real JPEG, different for each seed. */
export async function jpeg(seed = 1, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 255, g: (seed * 97) % 255, b: (seed * 31) % 255 } } })
    .jpeg()
    .toBuffer()
}

export const file = (data: Buffer, name = 'photo.jpg', mimetype = 'image/jpeg') => ({ data, name, mimetype, size: data.length })

/**
 * A small PNG whose header claims `width` x `height` pixels: a few hundred bytes that would decode
 * to a huge bitmap (what the pixel cap guards against). Only the header (IHDR) is rewritten.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .png()
    .toBuffer()
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC (4).
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

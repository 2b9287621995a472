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

/**
 * An animated GIF of `frames` frames of `width` x `height` in a few hundred bytes: each frame's
 * image data is a single pixel, the rest left to the decoder (as a 75 kB GIF of flat 4 MP frames
 * decodes to 80 MP). Written by hand: sharp takes seconds to encode a real one this size.
 */
export function gifOfFrames(frames: number, width: number, height: number): Buffer {
  const u16 = (v: number) => [v & 0xff, v >> 8]
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0) // loop forever
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0) // 0.1 s a frame
    bytes.push(0x2c, 0, 0, 0, 0, ...u16(width), ...u16(height), 0) // the frame covers the canvas
    bytes.push(2, 2, 0x44, 0x01, 0) // LZW: clear, colour 0, end
  }
  bytes.push(0x3b)
  return Buffer.from(bytes)
}

import sharp from 'sharp'

/** A small real JPEG, different for each seed. */
export async function jpeg(seed = 1, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 255, g: (seed * 97) % 255, b: (seed * 31) % 255 } } })
    .jpeg()
    .toBuffer()
}

export const file = (data: Buffer, name = 'photo.jpg', mimetype = 'image/jpeg') => ({ data, name, mimetype, size: data.length })

import type { SeedContext } from '../context'
import { common } from '../context'

/** Stores a generated JPEG as a media document (Payload makes the sizes); reuses it by file name. */
export async function upsertImage(
  ctx: SeedContext,
  { filename, alt, owner, render }: { filename: string; alt: string; owner?: number | string; render: () => Promise<Buffer> },
): Promise<number | string> {
  const existing = await ctx.payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, ...common(ctx) })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await render()
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt, owner: owner as number },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
    ...common(ctx),
  })
  return doc.id
}

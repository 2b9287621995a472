import type { Artwork } from '../../payload-types'
import type { SeedContext } from '../context'
import { common, daysFrom, px } from '../context'
import { artworkCollections, buildArtworks } from '../data/artworks'
import { renderArtwork } from '../images/render'
import { slugify } from '../../hooks/slugify'
import type { People } from './people'
import { upsertImage } from './media'

/** Artists' collections and the artworks, each with its generated image; found again by slug. */
export async function seedArtworks(ctx: SeedContext, people: People): Promise<Artwork[]> {
  const specs = buildArtworks()
  const collectionIds = new Map<string, number | string>()
  const result: Artwork[] = []
  // Render one image ahead: sharp rasterises the next SVG while Payload resizes the current one.
  const renders = new Map<number, Promise<Buffer>>()
  const renderAt = (i: number): Promise<Buffer> | undefined => {
    const next = specs[i]
    if (!next) return undefined
    if (!renders.has(i)) renders.set(i, renderArtwork(next.image, px(ctx, 1100)))
    return renders.get(i)
  }
  for (const [index, spec] of specs.entries()) {
    const owner = people.byUsername.get(spec.ownerUsername)
    if (!owner) throw new Error(`seed: artwork ${spec.key} names unknown owner ${spec.ownerUsername}`)
    const artist = people.byUsername.get(spec.artistUsername)
    if (!artist) throw new Error(`seed: artwork ${spec.key} names unknown artist ${spec.artistUsername}`)
    const slug = slugify(spec.key)
    const found = await ctx.payload.find({ collection: 'artworks', where: { slug: { equals: slug } }, limit: 1, ...common(ctx) })
    if (found.docs[0]) {
      result.push(found.docs[0])
      continue
    }
    const image = await upsertImage(ctx, {
      filename: `artwork-${slug}.jpg`,
      alt: `${spec.title} by ${spec.artistName}: ${spec.medium.toLowerCase()} on ${spec.material}`,
      owner: owner.id,
      render: () => {
        void renderAt(index + 1)
        return renderAt(index) as Promise<Buffer>
      },
    })
    renders.delete(index)
    let collection: number | string | undefined
    if (spec.collectionKey) {
      collection = collectionIds.get(spec.collectionKey) ?? (await upsertCollection(ctx, spec.collectionKey, image, people))
      collectionIds.set(spec.collectionKey, collection)
    }
    const doc = await ctx.payload.create({
      collection: 'artworks',
      data: {
        title: spec.title,
        slug,
        owner: owner.id,
        // The artist's own profile, also for works a gallery lists for them.
        artist: artist.id,
        artistName: spec.artistName,
        price: spec.price,
        images: [image as number],
        category: spec.category,
        style: spec.style,
        mood: spec.mood,
        medium: spec.medium,
        material: spec.material,
        width: spec.width,
        height: spec.height,
        depth: spec.depth,
        colors: spec.colors,
        yearOfCreation: spec.yearOfCreation,
        signed: spec.signed,
        location: spec.location,
        collection: collection as number | undefined,
        description: spec.description,
        interpretation: spec.interpretation,
        editionKind: spec.edition.kind,
        editionSize: spec.edition.size,
        status: spec.status,
        available: spec.available,
        saleState: spec.saleState,
        soldAt: spec.saleState === 'sold' ? daysFrom(ctx.now, -(index % 40) - 2) : undefined,
        // Spread over the last months so that "New Arrivals" and sorting look like a living shop.
        createdAt: daysFrom(ctx.now, -Math.round(((specs.length - index) / specs.length) * 180)),
      },
      ...common(ctx),
    })
    result.push(doc)
    if ((index + 1) % 20 === 0) ctx.log('artworks', `${index + 1} of ${specs.length}`)
  }
  ctx.log('artworks', `${result.length} artworks in ${collectionIds.size} collections`)
  return result
}

async function upsertCollection(ctx: SeedContext, key: string, cover: number | string, people: People): Promise<number | string> {
  const spec = artworkCollections.find((c) => c.key === key)
  if (!spec) throw new Error(`seed: unknown collection ${key}`)
  const slug = slugify(key)
  const found = await ctx.payload.find({ collection: 'artwork-collections', where: { slug: { equals: slug } }, limit: 1, ...common(ctx) })
  if (found.docs[0]) return found.docs[0].id
  const owner = people.byUsername.get(spec.ownerUsername)
  if (!owner) throw new Error(`seed: collection ${key} names unknown owner ${spec.ownerUsername}`)
  const doc = await ctx.payload.create({
    collection: 'artwork-collections',
    data: {
      collectionName: spec.collectionName,
      slug,
      description: spec.description,
      status: spec.status,
      coverImage: cover as number,
      owner: owner.id,
    },
    ...common(ctx),
  })
  return doc.id
}

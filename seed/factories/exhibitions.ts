import type { Artwork } from '../../payload-types'
import type { SeedContext } from '../context'
import { common, daysFrom } from '../context'
import { galleries } from '../data/galleries'
import type { People } from './people'

/** Each gallery's current, upcoming and archived exhibitions, illustrated by a represented artist's work. */
export async function seedExhibitions(ctx: SeedContext, people: People, artworks: Artwork[]): Promise<number> {
  let count = 0
  for (const g of galleries) {
    const gallery = people.galleryIds.get(g.username)
    if (gallery === undefined) throw new Error(`seed: gallery ${g.username} missing`)
    for (const e of g.exhibitions) {
      count++
      const found = await ctx.payload.find({ collection: 'exhibitions', where: { slug: { equals: e.slug } }, limit: 1, ...common(ctx) })
      if (found.docs[0]) continue
      const artistIds = e.artistUsernames.map((u) => people.byUsername.get(u)?.id).filter((id) => id !== undefined)
      const works = artworks.filter((a) => artistIds.includes(a.owner as number) && a.status === 'published').slice(0, 6)
      const photo = works[0]?.images?.[0]
      await ctx.payload.create({
        collection: 'exhibitions',
        data: {
          name: e.name,
          slug: e.slug,
          gallery: gallery as number,
          description: e.description,
          startDate: daysFrom(ctx.now, e.startOffsetDays),
          endDate: daysFrom(ctx.now, e.endOffsetDays),
          venue: e.venue,
          city: g.city,
          published: true,
          artists: artistIds,
          artworks: works.map((w) => w.id),
          photo: typeof photo === 'object' && photo ? photo.id : (photo as number | undefined),
        },
        ...common(ctx),
      })
    }
  }
  ctx.log('exhibitions', `${count} exhibitions`)
  return count
}

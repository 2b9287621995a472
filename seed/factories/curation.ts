import type { Artwork } from '../../payload-types'
import type { SeedContext } from '../context'
import { common } from '../context'
import type { People } from './people'
import { artists } from '../data/artists'
import { idOf } from '../../shared/idOf'
import { artistKey, MAX_PER_ARTIST } from '../../cms/catalogue/homeRows'

/** The first n of the list with at most MAX_PER_ARTIST works of one artist (the home rows' own rule). */
function varied(list: Artwork[], n: number): (number | string)[] {
  const counts = new Map<string, number>()
  const out: (number | string)[] = []
  for (const a of list) {
    const key = artistKey(a.artist ? idOf(a.artist) : null, idOf(a.owner), a.artistName)
    if ((counts.get(key) ?? 0) >= MAX_PER_ARTIST) continue
    counts.set(key, (counts.get(key) ?? 0) + 1)
    out.push(a.id)
    if (out.length === n) break
  }
  return out
}

/** The home page's curation, chosen once; later runs keep what staff picked. */
export async function seedCuration(ctx: SeedContext, people: People, artworks: Artwork[]): Promise<void> {
  const current = await ctx.payload.findGlobal({ slug: 'home-curation', ...common(ctx) })
  if (current.artworkOfTheDay || current.topPicked?.length) {
    ctx.log('home curation', 'kept')
    return
  }
  const onSale = artworks.filter((a) => a.status === 'published' && a.saleState === 'forSale')
  const byLikes = [...onSale].sort((a, b) => (b.likes ?? 0) - (a.likes ?? 0))
  const byPrice = [...onSale].sort((a, b) => (b.price ?? 0) - (a.price ?? 0))
  const newest = [...onSale].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const ids = (list: Artwork[], n: number) => list.slice(0, n).map((a) => a.id)
  await ctx.payload.updateGlobal({
    slug: 'home-curation',
    data: {
      artworkOfTheDay: byPrice[3]?.id,
      trending: varied(byLikes, 12) as number[],
      topPicked: ids(
        byPrice.filter((_, i) => i % 3 === 0),
        12,
      ),
      newArrivals: varied(newest, 12) as number[],
      topArtists: artists
        .slice(0, 8)
        .map((a) => people.byUsername.get(a.username)?.id)
        .filter((id) => id !== undefined),
      topGalleries: [...people.galleryIds.values()] as number[],
    },
    ...common(ctx),
  })
  ctx.log('home curation')
}

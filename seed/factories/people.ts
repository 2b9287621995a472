import type { Where } from 'payload'
import type { User } from '../../payload-types'
import { COLOR_HEX, PROFILE_PHOTO } from '../../shared/constants'
import type { SeedContext } from '../context'
import { common, px } from '../context'
import { artists } from '../data/artists'
import { galleries } from '../data/galleries'
import { demoMembers, staff } from '../data/members'
import type { SeedUser } from '../data/types'
import { renderBanner, renderPortrait } from '../images/render'
import { upsertImage } from './media'
import { upsertUser } from './users'

const base = (u: SeedUser) => ({
  email: u.email,
  username: u.username,
  fullName: u.fullName,
  role: u.role,
  phone: u.phone,
  city: u.city,
  bio: u.bio,
  addresses: u.addresses,
})

export type People = { byUsername: Map<string, User>; galleryIds: Map<string, number | string> }

export async function seedPeople(ctx: SeedContext): Promise<People> {
  const byUsername = new Map<string, User>()
  for (const u of [...staff, ...demoMembers]) byUsername.set(u.username, await upsertUser(ctx, base(u)))
  ctx.log('members', `${staff.length} staff, ${demoMembers.length} members`)

  for (const a of artists) {
    let user = await upsertUser(ctx, {
      ...base(a),
      slug: a.slug,
      social: a.social,
      education: a.education,
      workshops: a.workshops,
      exhibitions: a.exhibitions,
      awards: a.awards,
      publications: a.publications,
    })
    if (!user.photo) {
      const photo = await upsertImage(ctx, {
        filename: `portrait-${a.username}.jpg`,
        alt: `Portrait of ${a.fullName}`,
        owner: user.id,
        // Square and at the size the member area uploads: sharp on the artist's page at twice the density.
        render: () => renderPortrait(a.portrait, px(ctx, PROFILE_PHOTO.width)),
      })
      user = await ctx.payload.update({ collection: 'users', id: user.id, data: { photo: photo as number }, ...common(ctx) })
    }
    byUsername.set(a.username, user)
  }
  ctx.log('artists', `${artists.length} artists with CVs and portraits`)

  const galleryIds = new Map<string, number | string>()
  for (const g of galleries) {
    const user = await upsertUser(ctx, { ...base(g), slug: g.slug })
    byUsername.set(g.username, user)
    const palette = g.represented
      .map((name) => artists.find((a) => a.username === name)?.practice.palette[0])
      .filter((c) => c !== undefined)
      .map((c) => COLOR_HEX[c])
    const photo = await upsertImage(ctx, {
      filename: `gallery-${g.username}.jpg`,
      alt: `${g.fullName}, ${g.city}`,
      owner: user.id,
      render: () => renderBanner(g.bannerSeed + 7, palette, px(ctx, 600), px(ctx, 600)),
    })
    const banner = await upsertImage(ctx, {
      filename: `gallery-banner-${g.username}.jpg`,
      alt: `Inside ${g.fullName}`,
      owner: user.id,
      render: () => renderBanner(g.bannerSeed, palette, px(ctx, 1400), px(ctx, 525)),
    })
    const data = {
      name: g.fullName,
      username: g.username,
      owner: user.id,
      bio: g.bio,
      city: g.city,
      founded: g.founded,
      website: g.website,
      photo: photo as number,
      banners: [banner as number],
      artists: g.represented.map((name) => byUsername.get(name)?.id).filter((id) => id !== undefined),
    }
    const found = await ctx.payload.find({ collection: 'galleries', where: { username: { equals: g.username } }, limit: 1, ...common(ctx) })
    const doc = found.docs[0] ?? (await ctx.payload.create({ collection: 'galleries', data, ...common(ctx) }))
    galleryIds.set(g.username, doc.id)
    // The artists it represents, each having accepted (collections/Representations.ts).
    for (const [position, name] of g.represented.entries()) {
      const artist = byUsername.get(name)
      if (!artist) continue
      const where: Where = { and: [{ gallery: { equals: doc.id } }, { artist: { equals: artist.id } }] }
      if ((await ctx.payload.count({ collection: 'representations', where, ...common(ctx) })).totalDocs > 0) continue
      await ctx.payload.create({
        collection: 'representations',
        data: { gallery: doc.id, artist: artist.id, name: artist.fullName, status: 'accepted', position },
        ...common(ctx),
      })
    }
  }
  ctx.log('galleries', `${galleries.length} galleries`)
  return { byUsername, galleryIds }
}

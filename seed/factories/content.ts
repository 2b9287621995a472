import { COLOR_HEX, COLORS } from '../../shared/constants'
import type { SeedContext } from '../context'
import { common, px } from '../context'
import { shopCategories } from '../data/categories'
import { dictionaryCategories, dictionaryTerms } from '../data/dictionary'
import { guides } from '../data/guides'
import { siteSettings } from '../data/site'
import { renderTile } from '../images/render'
import { upsertImage } from './media'

const palette = (seed: number): string[] => [0, 3, 7].map((k) => COLOR_HEX[COLORS[(seed + k) % COLORS.length]])

/** Art dictionary (categories, terms, related terms), shop categories, guides and site settings. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const categoryIds = new Map<string, number | string>()
  for (const [i, c] of dictionaryCategories.entries()) {
    const found = await ctx.payload.find({
      collection: 'dictionary-categories',
      where: { slug: { equals: c.slug } },
      limit: 1,
      ...common(ctx),
    })
    const doc =
      found.docs[0] ?? (await ctx.payload.create({ collection: 'dictionary-categories', data: { ...c, order: i }, ...common(ctx) }))
    categoryIds.set(c.slug, doc.id)
  }
  const termIds = new Map<string, number | string>()
  for (const [i, t] of dictionaryTerms.entries()) {
    const found = await ctx.payload.find({ collection: 'dictionary-terms', where: { slug: { equals: t.slug } }, limit: 1, ...common(ctx) })
    if (found.docs[0]) {
      termIds.set(t.slug, found.docs[0].id)
      continue
    }
    const image = await upsertImage(ctx, {
      filename: `term-${t.slug}.jpg`,
      alt: t.term,
      render: () => renderTile(i * 13 + 5, palette(i), t.term, px(ctx, 480), px(ctx, 360)),
    })
    const category = categoryIds.get(t.categorySlug)
    if (category === undefined) throw new Error(`seed: term ${t.slug} names unknown category ${t.categorySlug}`)
    const doc = await ctx.payload.create({
      collection: 'dictionary-terms',
      data: { term: t.term, slug: t.slug, definition: t.definition, category: category as number, image: image as number },
      ...common(ctx),
    })
    termIds.set(t.slug, doc.id)
  }
  // Related terms point at each other, so they are linked once every term exists.
  for (const t of dictionaryTerms) {
    const related = t.relatedTerms.map((slug) => termIds.get(slug)).filter((id) => id !== undefined)
    await ctx.payload.update({
      collection: 'dictionary-terms',
      id: termIds.get(t.slug) as number,
      data: { relatedTerms: related as number[] },
      ...common(ctx),
    })
  }
  ctx.log('dictionary', `${dictionaryCategories.length} categories, ${dictionaryTerms.length} terms`)

  for (const c of shopCategories) {
    const found = await ctx.payload.find({ collection: 'categories', where: { slug: { equals: c.slug } }, limit: 1, ...common(ctx) })
    if (found.docs[0]) continue
    const image = await upsertImage(ctx, {
      filename: `category-${c.slug}.jpg`,
      alt: c.name,
      render: () => renderTile(c.imageSeed, palette(c.imageSeed), undefined, px(ctx, 640), px(ctx, 480)),
    })
    await ctx.payload.create({
      collection: 'categories',
      data: { name: c.name, slug: c.slug, type: c.type, description: c.description, image: image as number },
      ...common(ctx),
    })
  }
  ctx.log('categories', `${shopCategories.length} shop categories`)

  for (const [i, g] of guides.entries()) {
    const found = await ctx.payload.find({ collection: 'guides', where: { slug: { equals: g.slug } }, limit: 1, ...common(ctx) })
    if (found.docs[0]) continue
    const image = await upsertImage(ctx, {
      filename: `guide-${g.slug}.jpg`,
      alt: g.title,
      render: () => renderTile(100 + i * 17, palette(i * 2), undefined, px(ctx, 960), px(ctx, 640)),
    })
    await ctx.payload.create({ collection: 'guides', data: { ...g, order: i, image: image as number }, ...common(ctx) })
  }
  ctx.log('guides', `${guides.length} learning-hub guides`)

  // Written once: a second run must not undo what staff changed since.
  const current = await ctx.payload.findGlobal({ slug: 'site-settings', ...common(ctx) })
  if (!current.tagline) {
    const { siteName: _siteName, instagram: _instagram, ...settings } = siteSettings
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: settings, ...common(ctx) })
  }
  ctx.log('site settings')
}

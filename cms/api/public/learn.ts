/**
 * The learning hub's content: the art dictionary (categories, a category's terms, one term with its
 * related terms), the shop categories and the guides. Staff edit all of it in the CMS; everyone
 * reads it, through the Local API as a visitor.
 */
import { Router } from 'express'
import type { Payload } from 'payload'
import type { DictionaryCategory as ApiDictionaryCategory, DictionaryTerm as ApiDictionaryTerm, ImageSet } from '../../../shared/api-types'
import { dictionaryTermsSchema } from '../../../shared/schemas'
import type { Category, DictionaryCategory, DictionaryTerm, Guide } from '../../../payload-types'
import { slugify } from '../../../hooks/slugify'
import { badRequest, notFound } from '../http/errors'
import { body } from '../http/validate'
import { toImageSet } from '../mappers/image'
import { HANDBOOK_SLUG } from '../../../shared/certificates'

const toApiCategory = (c: DictionaryCategory): ApiDictionaryCategory => ({
  slug: c.slug,
  category: c.category,
  description: c.description ?? null,
})

function toApiTerm(t: DictionaryTerm, categorySlug: string, names: Map<number, string>): ApiDictionaryTerm {
  return {
    slug: t.slug,
    term: t.term,
    definition: t.definition,
    categorySlug,
    image: toImageSet(t.image, t.term),
    relatedTerms: (t.relatedTerms ?? [])
      .map((r) => (typeof r === 'object' ? r.term : names.get(Number(r))))
      .filter((n): n is string => Boolean(n)),
  }
}

export type ShopCategory = { name: string; slug: string; type: Category['type']; description: string | null; image: ImageSet | null }
const toShopCategory = (c: Category): ShopCategory => ({
  name: c.name,
  slug: c.slug,
  type: c.type,
  description: c.description ?? null,
  image: toImageSet(c.image, c.name),
})

export type GuideSummary = { slug: string; title: string; excerpt: string; image: ImageSet | null; readingMinutes: number | null }
const toGuideSummary = (g: Guide): GuideSummary => ({
  slug: g.slug,
  title: g.title,
  excerpt: g.excerpt,
  image: toImageSet(g.image, g.title),
  readingMinutes: g.readingMinutes ?? null,
})

const slugPattern = /^[a-z0-9][a-z0-9-_.]{0,119}$/i

export function publicLearnRouter(payload: Payload): Router {
  const router = Router()
  const visitor = { overrideAccess: false } as const

  router.get('/dictionary/category', async (_req, res) => {
    const { docs } = await payload.find({
      collection: 'dictionary-categories',
      sort: 'order',
      limit: 200,
      pagination: false,
      depth: 0,
      ...visitor,
    })
    res.json({ categories: docs.map(toApiCategory) })
  })

  /** term 'all': the category's terms, A to Z. Any other term: that term (by slug or name) and its related terms. */
  router.post('/dictionary/terms', async (req, res) => {
    const f = body(req, dictionaryTermsSchema)
    const { docs: categories } = await payload.find({
      collection: 'dictionary-categories',
      where: { slug: { equals: f.categorySlug.toLowerCase() } },
      limit: 1,
      depth: 0,
      ...visitor,
    })
    const category = categories[0]
    if (!category) throw notFound('No such dictionary category.')
    if (f.term.toLowerCase() === 'all') {
      const { docs } = await payload.find({
        collection: 'dictionary-terms',
        where: { category: { equals: category.id } },
        sort: 'term',
        limit: 1000,
        pagination: false,
        depth: 1,
        populate: { 'dictionary-terms': { term: true } },
        ...visitor,
      })
      return res.json({ terms: docs.map((t) => toApiTerm(t, category.slug, new Map())) })
    }
    const { docs } = await payload.find({
      collection: 'dictionary-terms',
      where: { and: [{ category: { equals: category.id } }, { slug: { equals: slugify(f.term) } }] },
      limit: 1,
      depth: 1,
      populate: { 'dictionary-terms': { term: true } },
      ...visitor,
    })
    const term = docs[0]
    if (!term) throw notFound('No such term in this category.')
    const relatedIds = (term.relatedTerms ?? []).map((r) => (typeof r === 'object' ? r.id : r))
    const { docs: related } = relatedIds.length
      ? await payload.find({
          collection: 'dictionary-terms',
          where: { id: { in: relatedIds } },
          limit: relatedIds.length,
          pagination: false,
          depth: 1,
          populate: { 'dictionary-terms': { term: true }, 'dictionary-categories': { slug: true } },
          ...visitor,
        })
      : { docs: [] as DictionaryTerm[] }
    const order = new Map(relatedIds.map((id, i) => [Number(id), i]))
    related.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0))
    res.json({
      term: toApiTerm(term, category.slug, new Map()),
      related: related.map((r) => toApiTerm(r, typeof r.category === 'object' ? r.category.slug : category.slug, new Map())),
    })
  })

  /** Shop categories (category, style, medium, mood), optionally of one type (`?type=style`). */
  router.get('/categories', async (req, res) => {
    const type = typeof req.query.type === 'string' ? req.query.type.toLowerCase() : undefined
    if (type !== undefined && !['category', 'style', 'medium', 'mood'].includes(type)) {
      throw badRequest('type must be one of: category, style, medium, mood.')
    }
    const { docs } = await payload.find({
      collection: 'categories',
      where: type ? { type: { equals: type } } : undefined,
      sort: 'name',
      limit: 500,
      pagination: false,
      depth: 1,
      ...visitor,
    })
    res.set('Cache-Control', 'public, max-age=60').json({ categories: docs.map(toShopCategory) })
  })

  router.get('/guides', async (_req, res) => {
    const { docs } = await payload.find({
      collection: 'guides',
      // The collector's handbook is for buyers (linked from their order and certificate), not one of the hub's guides.
      where: { slug: { not_equals: HANDBOOK_SLUG } },
      sort: 'order',
      limit: 200,
      pagination: false,
      depth: 1,
      select: { title: true, slug: true, excerpt: true, image: true, readingMinutes: true, order: true },
      ...visitor,
    })
    res.json({ guides: docs.map((g) => toGuideSummary(g as Guide)) })
  })

  router.get('/guide/:slug', async (req, res) => {
    const slug = String(req.params.slug)
    if (!slugPattern.test(slug)) throw notFound('No such guide.')
    const { docs } = await payload.find({
      collection: 'guides',
      where: { slug: { equals: slug.toLowerCase() } },
      limit: 1,
      depth: 1,
      ...visitor,
    })
    const guide = docs[0]
    if (!guide) throw notFound('No such guide.')
    res.json({ guide: { ...toGuideSummary(guide), sections: (guide.sections ?? []).map((s) => ({ heading: s.heading, body: s.body })) } })
  })

  return router
}

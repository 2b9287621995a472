import type { Request, Response } from 'express'
import { Router } from 'express'
import type { Payload } from 'payload'
import { paths } from '../shared/paths'
import { publicUrl } from './publicUrl'

const STATIC_PAGES = [
  paths.home,
  paths.about,
  paths.contact,
  paths.shop.landing,
  paths.shop.artworks,
  paths.artists.list,
  paths.galleries.list,
  paths.learn.howTo,
  paths.learn.dictionary,
  paths.learn.quiz,
  paths.legal.privacy,
  paths.legal.terms,
].map((p) => p.getHref())

/** Sitemaps hold at most 50,000 addresses; the rest of a bulk catalogue is reached by the shop's pages. */
const MAX_URLS = 50_000
/** Rebuilt at most this often per instance: the catalogue changes slowly and search engines poll. */
const TTL_MS = 10 * 60 * 1000

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** /robots.txt and /sitemap.xml, built from the public catalogue (visitor access rules apply). */
export function seoRouter(payload: Payload): Router {
  const router = Router()
  let cached: { at: number; xml: string } | null = null

  router.get('/robots.txt', (_req: Request, res: Response) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /cms\nDisallow: /shop/checkout\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${publicUrl()}/sitemap.xml\n`,
      )
  })

  router.get('/sitemap.xml', async (_req: Request, res: Response) => {
    if (!cached || Date.now() - cached.at > TTL_MS) cached = { at: Date.now(), xml: await buildSitemap(payload) }
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(cached.xml)
  })
  return router
}

async function buildSitemap(payload: Payload): Promise<string> {
  const base = publicUrl()
  const entries: { loc: string; lastmod?: string }[] = STATIC_PAGES.map((loc) => ({ loc }))
  const visitor = { overrideAccess: false, depth: 0, pagination: false } as const
  const artworks = await payload.find({
    collection: 'artworks',
    ...visitor,
    limit: MAX_URLS,
    sort: '-updatedAt',
    select: { uploadedBy: true, updatedAt: true },
  })
  for (const a of artworks.docs)
    entries.push({ loc: paths.shop.artwork.getHref(a.uploadedBy ?? 'artist', String(a.id)), lastmod: a.updatedAt })
  const artists = await payload.find({
    collection: 'users',
    ...visitor,
    where: { role: { equals: 'artist' } },
    limit: 10_000,
    select: { slug: true, updatedAt: true },
  })
  for (const u of artists.docs) {
    if (!u.slug) continue
    entries.push({ loc: paths.artists.artist.getHref(u.slug), lastmod: u.updatedAt }, { loc: paths.artists.artworks.getHref(u.slug) })
  }
  const galleries = await payload.find({ collection: 'galleries', ...visitor, limit: 10_000, select: { username: true, updatedAt: true } })
  for (const g of galleries.docs) entries.push({ loc: paths.galleries.gallery.getHref(g.username), lastmod: g.updatedAt })
  const exhibitions = await payload.find({ collection: 'exhibitions', ...visitor, limit: 10_000, select: { updatedAt: true } })
  for (const e of exhibitions.docs) entries.push({ loc: paths.galleries.exhibition.getHref(String(e.id)), lastmod: e.updatedAt })
  const guides = await payload.find({ collection: 'guides', ...visitor, limit: 1000, select: { slug: true, updatedAt: true } })
  for (const g of guides.docs) entries.push({ loc: paths.learn.guide.getHref(g.slug), lastmod: g.updatedAt })

  const urls = entries
    .slice(0, MAX_URLS)
    .map((e) => `<url><loc>${xmlEscape(base + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

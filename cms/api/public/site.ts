import { Router } from 'express'
import type { Payload } from 'payload'

/** Site settings the storefront shows: contact details, socials, the pre-launch switch. */
export function publicSiteRouter(payload: Payload): Router {
  const router = Router()
  router.get('/site-settings', async (_req, res) => {
    const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    res.set('Cache-Control', 'public, max-age=60').json({
      prelaunch: Boolean(s.prelaunch),
      phone: s.phone,
      email: s.email,
      supportEmail: s.supportEmail,
      address: s.address ?? null,
      tagline: s.tagline ?? null,
      instagram: s.socials?.instagram ?? null,
      socials: s.socials ?? {},
    })
  })
  return router
}

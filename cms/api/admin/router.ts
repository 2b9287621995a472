import type { Request, RequestHandler } from 'express'
import { Router } from 'express'
import type { Access, Payload } from 'payload'
import { isSeller } from '../../../access/isSeller'
import type { User } from '../../../payload-types'
import { forbidden } from '../http/errors'
import { requireUser } from '../http/user'
import { noStore } from '../user/noStore'
import { ACCOUNT_MESSAGES, ARTWORK_MESSAGES } from '../../../shared/messages'
import { rateLimiter } from '../rateLimit'
import { changePassword } from './changePassword'
import { pageBodySchema } from '../../../shared/schemas'
import { body } from '../http/validate'
import { addArtwork, deleteArtwork, getArtwork, listArtworks, updateArtwork } from './artworks'
import { addCollection, deleteCollection, getCollection, listCollections, updateCollection } from './collections'
import { dashboard } from './dashboard'
import { sellerFee } from './fee'
import { listEnquiries, setEnquiryStatus } from './enquiries'
import { likedArtworks } from './likes'
import { purchases, sales, updateProfile } from './profile'
import { deleteEntry, setDefaultAddress, updateEntry } from './profileEntries'
import { multipart } from './uploads'
import { returnRoutes } from './returns'
import { exhibitionRoutes } from './exhibitions'
import { representationRoutes } from './representations'
import { payoutRoutes } from './payouts'
import { roomRoutes } from './rooms'
import { offerRoutes } from './offers'

/**
 * The member's artworks and collections: the same rule as creating them (access/isSeller), so an
 * explorer gets a 403 here rather than an empty list.
 */
async function requireSeller(req: Request): Promise<User> {
  const user = requireUser(req)
  const allowed = await (isSeller as Access)({ req: { user } } as Parameters<Access>[0])
  if (!allowed) throw forbidden(ARTWORK_MESSAGES.sellersOnly)
  return user
}

/** Checks the caller before a multipart body is read, so nobody uploads 15 MB to hear '401'. */
const sellerFirst: RequestHandler = async (req, _res, next) => {
  await requireSeller(req)
  next()
}
const memberFirst: RequestHandler = (req, _res, next) => {
  requireUser(req)
  next()
}

/**
 * /api/admin: the member area's own data (the storefront API, cms/api/router.ts). Sign-in
 * required everywhere; artworks and collections for sellers only. Every write goes through the
 * Local API as the member (overrideAccess: false), so access/ decides; unknown paths fall through
 * to the API's 404.
 */
export function adminRouter(payload: Payload): Router {
  const router = Router()
  router.use(noStore)
  const artworkImages = multipart([{ name: 'artworks' }])
  returnRoutes(router, payload)

  router.post('/add-artwork', sellerFirst, artworkImages, async (req, res) => {
    const artwork = await addArtwork(payload, await requireSeller(req), req)
    res.status(201).json({ message: ARTWORK_MESSAGES.added, artwork })
  })

  router.put('/update-artwork', sellerFirst, artworkImages, async (req, res) => {
    const artwork = await updateArtwork(payload, await requireSeller(req), req)
    res.json({ message: ARTWORK_MESSAGES.updated, artwork })
  })

  router.post('/artworks', async (req, res) => {
    res.json(await listArtworks(payload, await requireSeller(req), req))
  })

  router.get('/artwork/:id', async (req, res) => {
    res.json({ artwork: await getArtwork(payload, await requireSeller(req), req.params.id) })
  })

  router.delete('/artwork/:id', async (req, res) => {
    await deleteArtwork(payload, await requireSeller(req), req.params.id)
    res.json({ message: ARTWORK_MESSAGES.deleted })
  })

  router.post('/add-collection', sellerFirst, multipart([{ name: 'coverImage', maxCount: 1 }]), async (req, res) => {
    const collection = await addCollection(payload, await requireSeller(req), req)
    res.status(201).json({ message: ARTWORK_MESSAGES.collectionAdded, collection })
  })

  router.post('/collections', async (req, res) => {
    res.json(await listCollections(payload, await requireSeller(req), req))
  })

  router.put(
    '/update-profile',
    memberFirst,
    multipart([
      { name: 'profilePhoto', maxCount: 1 },
      { name: 'signature', maxCount: 1 },
    ]),
    async (req, res) => {
      const { user, pendingEmail } = await updateProfile(payload, requireUser(req), req)
      res.json(pendingEmail ? { user, pendingEmail, message: ACCOUNT_MESSAGES.emailPending(pendingEmail) } : { user })
    },
  )

  // Counted per account (the caller is known here), wrong current passwords only.
  router.put('/change-password', memberFirst, rateLimiter(payload, 'changePassword'), async (req, res) => {
    await changePassword(payload, requireUser(req), req)
    res.json({ message: ACCOUNT_MESSAGES.passwordChanged })
  })

  router.get('/purchases', async (req, res) => {
    res.json(await purchases(payload, requireUser(req)))
  })

  router.get('/sales', async (req, res) => {
    res.json(await sales(payload, requireUser(req)))
  })

  // ---- the member area's later calls (issue 9): /api/docs, "Member area" (cms/api/openapi/)

  router.get('/fee', async (req, res) => {
    res.json(await sellerFee(payload, await requireSeller(req)))
  })

  router.get('/dashboard', async (req, res) => {
    res.json(await dashboard(payload, requireUser(req)))
  })

  router.get('/collection/:id', async (req, res) => {
    res.json(await getCollection(payload, await requireSeller(req), req.params.id))
  })

  router.put('/update-collection', sellerFirst, multipart([{ name: 'coverImage', maxCount: 1 }]), async (req, res) => {
    const updated = await updateCollection(payload, await requireSeller(req), req)
    res.json({ message: ARTWORK_MESSAGES.collectionUpdated, ...updated })
  })

  router.delete('/collection/:id', async (req, res) => {
    await deleteCollection(payload, await requireSeller(req), req.params.id)
    res.json({ message: ARTWORK_MESSAGES.collectionDeleted })
  })

  router.put('/profile/:section/:entryId', async (req, res) => {
    res.json({ user: await updateEntry(payload, requireUser(req), req) })
  })

  router.delete('/profile/:section/:entryId', async (req, res) => {
    res.json({ user: await deleteEntry(payload, requireUser(req), req) })
  })

  router.put('/default-address', async (req, res) => {
    res.json({ user: await setDefaultAddress(payload, requireUser(req), req) })
  })

  router.post('/likes', async (req, res) => {
    const user = requireUser(req)
    res.json(await likedArtworks(payload, user, body(req, pageBodySchema).page))
  })

  router.post('/enquiries', async (req, res) => {
    res.json(await listEnquiries(payload, requireUser(req), req))
  })

  router.put('/enquiry/:id', async (req, res) => {
    res.json({ enquiry: await setEnquiryStatus(payload, await requireSeller(req), req.params.id, req) })
  })

  // A gallery's programme (issue 18): its represented artists and the artists' answers, its exhibitions.
  representationRoutes(router, payload)
  exhibitionRoutes(router, payload)
  // Payouts (issue 19): balances, statement, payout details.
  payoutRoutes(router, payload)
  // Viewing rooms (issue 21, part 5): any member's own rooms, their links and opens.
  roomRoutes(router, payload)
  offerRoutes(router, payload)

  return router
}

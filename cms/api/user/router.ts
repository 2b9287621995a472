import { Router } from 'express'
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { isContactable } from '../../../access/ownership'
import { USER_MESSAGES } from '../../../shared/messages'
import { contactSchema, enquirySchema, likeSchema, unlikeSchema } from '../../../shared/schemas'
import { sendContactMail, sendEnquiryMail, supportAddress } from '../../mail/notifications'
import { badRequest, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { noStore } from './noStore'
import { idOf } from '../../../shared/idOf'
import { rateLimiter } from '../rateLimit'
import { docId } from './docId'
import { readableArtwork, memberContact } from './lookups'
import { readMe } from './me'
import { savedCartRoutes } from './savedCart'
import { followingRoutes } from './following'
import { alertRoutes } from './alerts'
import { conversationRoutes } from './conversations'
import { homeRowsRoutes } from './homeRows'

/**
 * /api/user: the signed-in member's profile, likes, follows and enquiries, and the contact form (open to
 * visitors too: an artist's contact form has no login). Every route checks its own sign-in, and
 * unknown paths fall through, so other routers (search, checkout) can share the prefix.
 */
export function userRouter(payload: Payload): Router {
  const router = Router()
  router.use(noStore)

  router.get('/me', async (req, res) => {
    res.json(await readMe(payload, requireUser(req)))
  })

  savedCartRoutes(router, payload)
  followingRoutes(router, payload)
  alertRoutes(router, payload)
  conversationRoutes(router, payload)
  homeRowsRoutes(router, payload)

  router.post('/like-artwork', async (req, res) => {
    const user = requireUser(req)
    const { artworkId } = body(req, likeSchema)
    const artwork = await readableArtwork(payload, user, artworkId)
    // The artwork names its artist; the body's artistSlug (accepted: /api/docs) is not needed.
    if (!(await hasLiked(payload, user.id, artwork.id))) {
      try {
        await payload.create({
          collection: 'likes',
          data: { artwork: artwork.id, artistSlug: artwork.artistSlug, owner: user.id },
          overrideAccess: false,
          user,
          depth: 0,
        })
      } catch (error) {
        // A double click's twin got there first: the pair is unique, so this one is already liked.
        if (!(error instanceof ValidationError && (await hasLiked(payload, user.id, artwork.id)))) throw error
      }
    }
    res.json({ hasLiked: true, likes: await recountLikes(payload, artwork.id) })
  })

  router.post('/unlike-artwork', async (req, res) => {
    const user = requireUser(req)
    const { artworkId } = body(req, unlikeSchema)
    const id = docId(payload, artworkId)
    if (id !== null && (await hasLiked(payload, user.id, id))) {
      // Allowed even when the work has since been unpublished: one's own likes are always one's own.
      await payload.delete({
        collection: 'likes',
        where: { and: [{ owner: { equals: user.id } }, { artwork: { equals: id } }] },
        overrideAccess: false,
        user,
      })
      return void res.json({ hasLiked: false, likes: await recountLikes(payload, id) })
    }
    const artwork = await readableArtwork(payload, user, artworkId)
    res.json({ hasLiked: false, likes: artwork.likes ?? 0 })
  })

  router.post('/enquiry', rateLimiter(payload, 'enquiry'), async (req, res) => {
    const user = requireUser(req)
    const data = body(req, enquirySchema)
    const artwork = await readableArtwork(payload, user, data.artworkId)
    const artist = await memberContact(payload, { id: idOf(artwork.owner) })
    if (!artist) throw notFound(USER_MESSAGES.artworkNotFound)
    const named = data.username.toLowerCase()
    if (named !== artist.username.toLowerCase() && named !== artist.slug) throw badRequest(USER_MESSAGES.wrongArtist)
    // Sender, artist and the work's visibility are the collection's rules (hooks/enquiryParties.ts): one's own work is refused there.
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone,
        message: data.message || undefined,
        username: artist.username,
        artwork: artwork.id,
        artist: artist.id as number,
        sender: user.id,
      },
      overrideAccess: false,
      user,
      depth: 0,
    })
    // Stored first: the artist sees it in their member area even if the mail cannot go out.
    await sendEnquiryMail(payload, {
      to: artist.email,
      artistName: artist.fullName,
      artworkTitle: artwork.title,
      artworkUrl: `/shop/artwork/${artist.slug ?? artist.username}/${artwork.id}`,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
    }).catch((error: unknown) => req.log.error({ err: error, enquiry: enquiry.id }, 'enquiry mail not sent'))
    res.status(201).json({ message: USER_MESSAGES.enquirySent, enquiryId: String(enquiry.id) })
  })

  router.post('/contact', rateLimiter(payload, 'contact'), async (req, res) => {
    const data = body(req, contactSchema)
    let artist = null
    if (data.username) {
      artist = await memberContact(payload, { username: data.username })
      if (!isContactable(artist)) throw notFound(USER_MESSAGES.noArtist)
    }
    const message = await payload.create({
      collection: 'contact-messages',
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone,
        subject: data.subject || undefined,
        message: data.message,
        username: artist?.username,
        artist: artist ? (artist.id as number) : undefined,
        sender: req.user?.id,
      },
      overrideAccess: false,
      user: req.user ?? undefined,
      depth: 0,
    })
    const mail = { name: data.name, email: data.email, phone: data.phone, subject: data.subject, message: data.message }
    const recipients = [sendContactMail(payload, { ...mail, to: supportAddress() })]
    if (artist) recipients.push(sendContactMail(payload, { ...mail, to: artist.email, artistName: artist.fullName }))
    for (const result of await Promise.allSettled(recipients)) {
      if (result.status === 'rejected') req.log.error({ err: result.reason, contactMessage: message.id }, 'contact mail not sent')
    }
    res.status(201).json({ message: USER_MESSAGES.contactSent })
  })

  return router
}

async function hasLiked(payload: Payload, userId: number | string, artworkId: number | string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'likes',
    where: { and: [{ owner: { equals: userId } }, { artwork: { equals: artworkId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The artwork's like counter, recomputed from the likes themselves (so a retried or concurrent
 * request can never count twice) and stored for the top lists. The counter is not a member's
 * to write (field access: staff), so the server writes it.
 */
async function recountLikes(payload: Payload, artworkId: number | string): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'likes', where: { artwork: { equals: artworkId } }, overrideAccess: true })
  await payload.update({
    collection: 'artworks',
    id: artworkId,
    data: { likes: totalDocs },
    overrideAccess: true,
    depth: 0,
  })
  return totalDocs
}

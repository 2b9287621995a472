/**
 * /api/user/conversations (issue 21, part 4): a member's conversations with unread counts, one
 * thread, starting one from an enquiry or an order, writing in it and reporting it. Thin: who
 * reads, who writes, the masking and the e-mail are the collections' (collections/Conversations,
 * collections/Messages, hooks/conversationRules.ts); every read here is as the member.
 */
import type { Router } from 'express'
import type { Payload, Where } from 'payload'
import { Forbidden, ValidationError } from 'payload'
import type { Conversation, User } from '../../../payload-types'
import type { ConversationMessage, ConversationSummary } from '../../../shared/api-types'
import { CONVERSATION_MESSAGES as M, CONVERSATIONS_PAGE } from '../../../shared/conversations'
import {
  conversationParamsSchema,
  messageSchema,
  reportConversationSchema,
  startConversationSchema,
} from '../../../shared/conversationSchemas'
import { idOf } from '../../../shared/idOf'
import { takenKey } from '../../db/createOnce'
import { badRequest, conflict, forbidden, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body, parse } from '../http/validate'
import { rateLimiter } from '../rateLimit'
import { docId } from './docId'

const mine = (user: User): Where => ({ or: [{ buyer: { equals: user.id } }, { seller: { equals: user.id } }] })
const sideOf = (c: Conversation, user: User): 'buyer' | 'seller' => (idOf(c.buyer) === String(user.id) ? 'buyer' : 'seller')

/** The conversation the path names, if the member is one of its parties (staff's reading of reported ones is /cms's). */
async function ownConversation(payload: Payload, user: User, raw: unknown): Promise<Conversation> {
  const { id } = parse(conversationParamsSchema, raw)
  const key = docId(payload, id)
  const found =
    key === null
      ? null
      : (
          await payload.find({
            collection: 'conversations',
            where: { and: [{ id: { equals: key } }, mine(user)] },
            limit: 1,
            depth: 0,
            overrideAccess: false,
            user,
          })
        ).docs[0]
  if (!found) throw notFound(M.notFound)
  return found
}

async function unreadIn(payload: Payload, user: User, c: Conversation): Promise<number> {
  const readAt = sideOf(c, user) === 'buyer' ? c.buyerReadAt : c.sellerReadAt
  const { totalDocs } = await payload.count({
    collection: 'messages',
    where: {
      and: [
        { conversation: { equals: c.id } },
        { author: { not_equals: user.id } },
        ...(readAt ? [{ createdAt: { greater_than: readAt } }] : []),
      ],
    },
    overrideAccess: false,
    user,
  })
  return totalDocs
}

async function nameOf(payload: Payload, id: unknown): Promise<string> {
  const user = await payload.findByID({
    collection: 'users',
    id: idOf(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { fullName: true, username: true },
  })
  return user?.fullName || user?.username || 'A member'
}

async function summary(payload: Payload, user: User, c: Conversation): Promise<ConversationSummary> {
  const role = sideOf(c, user)
  const other = role === 'buyer' ? c.seller : c.buyer
  return {
    _id: String(c.id),
    subject: { kind: c.subjectKind, id: idOf(c.subjectKind === 'enquiry' ? c.enquiry : c.order), title: c.title ?? '' },
    role,
    other: { _id: idOf(other), name: await nameOf(payload, other) },
    lastMessageAt: c.lastMessageAt ?? null,
    unread: await unreadIn(payload, user, c),
    reported: Boolean(c.reportedAt),
    createdAt: c.createdAt,
  }
}

export function conversationRoutes(router: Router, payload: Payload): void {
  router.get('/conversations', async (req, res) => {
    const user = requireUser(req)
    const { docs } = await payload.find({
      collection: 'conversations',
      where: mine(user),
      sort: ['-lastMessageAt', '-createdAt'],
      limit: CONVERSATIONS_PAGE,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const conversations = await Promise.all(docs.map((c) => summary(payload, user, c)))
    res.json({ conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) })
  })

  router.get('/conversations/unread', async (req, res) => {
    const user = requireUser(req)
    const { docs } = await payload.find({
      collection: 'conversations',
      where: { and: [mine(user), { lastMessageAt: { exists: true } }] },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const counts = await Promise.all(docs.map((c) => unreadIn(payload, user, c)))
    res.json({ unread: counts.reduce((sum, n) => sum + n, 0) })
  })

  router.post('/conversations', async (req, res) => {
    const user = requireUser(req)
    const input = body(req, startConversationSchema)
    const subjectId = docId(payload, input.id)
    if (subjectId === null) throw notFound(M.noSubject)
    // The subject must be the member's to read (an enquiry's sender or artist, an order's buyer or a seller of a paid one).
    const collection = input.kind === 'enquiry' ? 'enquiries' : 'orders'
    const readable = await payload.findByID({ collection, id: subjectId, depth: 0, overrideAccess: false, user, disableErrors: true })
    if (!readable) throw notFound(M.noSubject)
    const seller = input.seller === undefined ? undefined : docId(payload, input.seller)
    if (seller === null) throw badRequest(M.noSeller, [{ path: 'seller', message: M.noSeller }])
    const existing = async () =>
      (
        await payload.find({
          collection: 'conversations',
          where: {
            and: [
              { subjectKind: { equals: input.kind } },
              { [input.kind]: { equals: subjectId } },
              mine(user),
              ...(seller !== undefined ? [{ seller: { equals: seller } }] : []),
            ],
          },
          limit: 1,
          depth: 0,
          overrideAccess: false,
          user,
        })
      ).docs[0]
    const found = await existing()
    if (found) return void res.json({ conversation: await summary(payload, user, found) })
    let made: Conversation
    try {
      made = await payload.create({
        collection: 'conversations',
        data: { subjectKind: input.kind, [input.kind]: subjectId, ...(seller !== undefined ? { seller: seller as number } : {}) },
        overrideAccess: false,
        user,
        depth: 0,
      })
    } catch (error) {
      if (takenKey(error, 'key')) {
        // A double click's twin made it first.
        const twin = await existing()
        if (twin) return void res.json({ conversation: await summary(payload, user, twin) })
      }
      if (!(error instanceof ValidationError)) throw error
      const first = error.data?.errors?.[0]
      if (first?.message === M.noSubject) throw notFound(M.noSubject)
      throw badRequest(first?.message ?? error.message, first ? [{ path: first.path, message: first.message }] : undefined)
    }
    res.status(201).json({ conversation: await summary(payload, user, made) })
  })

  router.get('/conversations/:id', async (req, res) => {
    const user = requireUser(req)
    const conversation = await ownConversation(payload, user, req.params)
    const { docs } = await payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversation.id } },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const before = await summary(payload, user, conversation)
    const names = new Map<string, string>([[before.other._id, before.other.name]])
    const messages: ConversationMessage[] = docs.map((m) => ({
      _id: String(m.id),
      body: m.body,
      mine: idOf(m.author) === String(user.id),
      authorName: idOf(m.author) === String(user.id) ? 'You' : (names.get(idOf(m.author)) ?? before.other.name),
      masked: Boolean(m.masked),
      createdAt: m.createdAt,
    }))
    // Read now: the member's side of the unread count moves to this moment (the server's write).
    await payload.update({
      collection: 'conversations',
      id: conversation.id,
      data: { [before.role === 'buyer' ? 'buyerReadAt' : 'sellerReadAt']: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    res.json({ conversation: { ...before, unread: 0 }, messages })
  })

  router.post('/conversations/:id/messages', rateLimiter(payload, 'message'), async (req, res) => {
    const user = requireUser(req)
    const conversation = await ownConversation(payload, user, req.params)
    const { body: text } = body(req, messageSchema)
    let message
    try {
      message = await payload.create({
        collection: 'messages',
        data: { conversation: conversation.id, body: text },
        overrideAccess: false,
        user,
        depth: 0,
      })
    } catch (error) {
      if (error instanceof Forbidden) throw forbidden(M.notParty)
      throw error
    }
    const answer: ConversationMessage = {
      _id: String(message.id),
      body: message.body,
      mine: true,
      authorName: 'You',
      masked: Boolean(message.masked),
      createdAt: message.createdAt,
    }
    res.status(201).json({ message: answer, ...(message.masked ? { note: M.masked } : {}) })
  })

  router.post('/conversations/:id/report', async (req, res) => {
    const user = requireUser(req)
    const conversation = await ownConversation(payload, user, req.params)
    const { reason } = body(req, reportConversationSchema)
    if (conversation.reportedAt) throw conflict(M.alreadyReported)
    // The server's write, once the member was found to be a party: staff can read it from now on.
    await payload.update({
      collection: 'conversations',
      id: conversation.id,
      data: { reportedAt: new Date().toISOString(), reportedBy: user.id, reportReason: reason },
      overrideAccess: true,
      depth: 0,
    })
    res.json({ message: M.reported })
  })
}

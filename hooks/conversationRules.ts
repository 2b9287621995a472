import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { Forbidden, ValidationError } from 'payload'
import { pairHasPaid, subjectOf } from '../cms/schemaRuntime'
import type { Conversation, Message } from '../payload-types'
import {
  CONVERSATION_MESSAGES as M,
  CONVERSATION_SUBJECTS,
  conversationKey,
  MESSAGE_MAX,
  type ConversationSubject,
} from '../shared/conversations'
import { idOf, idOrNull } from '../shared/idOf'
import { maskContactDetails } from '../shared/masking'

/** `req.context` flag: no e-mail for this message (the seed, tests of other things). */
export const NO_MESSAGE_MAIL = 'noMessageMail'

const isSubject = (kind: unknown): kind is ConversationSubject => (CONVERSATION_SUBJECTS as readonly unknown[]).includes(kind)
/** An id as the database's relationships hold it. */
const asId = (req: PayloadRequest, id: string): number | string => (req.payload.db.defaultIDType === 'number' ? Number(id) : id)

/**
 * A conversation is between its subject's two parties, through every door: the buyer is the
 * enquiry's sender or the order's buyer; the seller is the enquiry's artist or one of the order's
 * sellers (the buyer names which, or the order's only one; a seller is the seller themself). The
 * caller must be one of the two (staff included); anyone else is told the subject is not theirs,
 * as if it did not exist. The business key (subject and pair) is written here and is unique, so a
 * pair has one conversation per subject. Conversations are never updated through a door (access):
 * the server writes the last message's time, each side's last read and the report.
 */
export const conversationParties: CollectionBeforeChangeHook<Conversation> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const kind = data.subjectKind
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'conversations', errors: [{ path, message }], req })
  }
  if (!isSubject(kind)) return refuse('subjectKind', M.noSubject)
  const subject = await subjectOf(req.payload, kind, kind === 'enquiry' ? data.enquiry : data.order, req)
  if (!subject) return refuse(kind, M.noSubject)
  const me = req.user ? String(req.user.id) : null
  const named = idOrNull(data.seller) ?? (subject.sellers.length === 1 ? subject.sellers[0] : null)
  let seller: string | null
  if (me === null || me === subject.buyer) seller = named
  else if (subject.sellers.includes(me)) seller = me
  else return refuse(kind, M.noSubject)
  if (seller === null || !subject.sellers.includes(seller)) return refuse('seller', M.noSeller)
  return {
    ...data,
    enquiry: kind === 'enquiry' ? (subject.id as number) : null,
    order: kind === 'order' ? (subject.id as number) : null,
    buyer: asId(req, subject.buyer) as number,
    seller: asId(req, seller) as number,
    key: conversationKey(kind, subject.id, subject.buyer, seller),
    title: subject.title,
  }
}

/**
 * A message is written by one of its conversation's two parties (the signed-in caller; the server
 * names the author), never by anyone else, staff included (403). It carries the conversation's
 * buyer and seller for the read rule (access/conversationParties.ts). Until the pair has a paid
 * order for the subject, e-mail addresses and phone numbers in it are masked as it is stored
 * (shared/masking.ts; docs/decisions.md, decision 62), and `masked` says so.
 */
export const messageAuthorAndMask: CollectionBeforeChangeHook<Message> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'messages', errors: [{ path, message }], req })
  }
  const conversationId = idOrNull(data.conversation)
  const conversation = conversationId
    ? await req.payload.findByID({
        collection: 'conversations',
        id: conversationId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!conversation) return refuse('conversation', M.notFound)
  const author = req.user ? String(req.user.id) : idOrNull(data.author)
  const [buyer, seller] = [idOf(conversation.buyer), idOf(conversation.seller)]
  if (author !== buyer && author !== seller) throw new Forbidden(req.t)
  const body = typeof data.body === 'string' ? data.body.trim() : ''
  if (!body) return refuse('body', M.bodyRequired)
  if (body.length > MESSAGE_MAX) return refuse('body', M.bodyTooLong)
  const subject = await subjectOf(req.payload, conversation.subjectKind, conversation.enquiry ?? conversation.order, req)
  const paid = subject !== null && (await pairHasPaid(req.payload, subject, seller, req))
  const { text, masked } = paid ? { text: body, masked: false } : maskContactDetails(body)
  return {
    ...data,
    conversation: conversation.id,
    author: asId(req, author) as number,
    buyer: conversation.buyer,
    seller: conversation.seller,
    body: text,
    masked,
  }
}

/**
 * After a message: its conversation's last message time and the author's last read move to it,
 * and the other party's e-mail is queued (cms/conversations/mail.ts), in the same transaction.
 */
export const afterMessage: CollectionAfterChangeHook<Message> = async ({ doc, operation, req, context }) => {
  if (operation !== 'create') return doc
  const conversation = await req.payload.findByID({
    collection: 'conversations',
    id: idOf(doc.conversation),
    depth: 0,
    overrideAccess: true,
    req,
  })
  const side = idOf(doc.author) === idOf(conversation.buyer) ? 'buyerReadAt' : 'sellerReadAt'
  const later = (a: string | null | undefined, b: string) => (a && a > b ? a : b)
  await req.payload.update({
    collection: 'conversations',
    id: conversation.id,
    data: { lastMessageAt: later(conversation.lastMessageAt, doc.createdAt), [side]: later(conversation[side], doc.createdAt) },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (!context[NO_MESSAGE_MAIL]) await req.payload.jobs.queue({ task: 'sendMessageMail', input: { messageId: String(doc.id) }, req })
  return doc
}

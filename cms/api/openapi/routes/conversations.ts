/**
 * Conversations between a buyer and a seller (issue 21, part 4): cms/api/user/conversations.ts.
 * A conversation that is not the member's is not found (404), through either door.
 */
import { z } from 'zod'
import { ConversationMessageSchema, ConversationSummarySchema } from '../../../../shared/api-schemas'
import { CONVERSATION_MESSAGES as M } from '../../../../shared/conversations'
import { messageSchema, reportConversationSchema, startConversationSchema } from '../../../../shared/conversationSchemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'User', caller: 'member' } as const
const notYours = { status: 404, description: `\`${M.notFound}\` (unknown, or another pair's conversation).` }
const params = idParams('conversation')

export const CONVERSATION_ROUTES: RouteDoc[] = [
  {
    ...member,
    method: 'get',
    path: '/api/user/conversations',
    summary: "The member's conversations, with unread counts",
    description: 'As buyer and as seller, the latest message first (at most 50), each with the messages of the other party not read yet.',
    success: {
      status: 200,
      description: 'The conversations and the unread messages in all of them.',
      schema: z.object({ conversations: z.array(ConversationSummarySchema), unread: z.number() }),
    },
    errors: [E.unauthorized],
  },
  {
    ...member,
    method: 'get',
    path: '/api/user/conversations/unread',
    summary: 'Unread messages in all of the member’s conversations',
    description: "The count the member area's navigation shows beside Messages.",
    success: { status: 200, description: 'The count.', schema: z.object({ unread: z.number() }) },
    errors: [E.unauthorized],
  },
  {
    ...member,
    method: 'post',
    path: '/api/user/conversations',
    summary: 'Start (or find) the conversation about an enquiry or an order',
    description:
      'One conversation per subject and pair. The buyer (the enquiry’s sender, the order’s buyer) writes to the seller (the enquiry’s artist, or the order’s seller named by `seller` when it holds works of several); a seller writes to the buyer. Answers 200 with the conversation when it exists, 201 when made.',
    body: startConversationSchema,
    success: {
      status: 201,
      description: 'The conversation (200 when it existed).',
      schema: z.object({ conversation: ConversationSummarySchema }),
    },
    errors: [
      ...jsonBodyErrors,
      { status: 400, description: `\`${M.noSeller}\`` },
      E.unauthorized,
      { status: 404, description: `\`${M.noSubject}\`` },
    ],
  },
  {
    ...member,
    method: 'get',
    path: '/api/user/conversations/:id',
    summary: 'A conversation and its messages, marked read',
    description: 'Messages oldest first, as stored (masked before a sale). Reading it sets the member’s unread count in it to 0.',
    params,
    success: {
      status: 200,
      description: 'The thread.',
      schema: z.object({ conversation: ConversationSummarySchema, messages: z.array(ConversationMessageSchema) }),
    },
    errors: [E.unauthorized, notYours],
  },
  {
    ...member,
    method: 'post',
    path: '/api/user/conversations/:id/messages',
    summary: 'Write in a conversation',
    description: `Plain text. Until the pair has a paid order for the subject, e-mail addresses and phone numbers in it are stored masked, and \`note\` says why: \`${M.masked}\` The other party gets an e-mail with a link to the thread.`,
    params,
    body: messageSchema,
    success: {
      status: 201,
      description: 'The message as stored.',
      schema: z.object({ message: ConversationMessageSchema, note: z.string().optional() }),
    },
    errors: [
      ...jsonBodyErrors,
      E.unauthorized,
      { status: 403, description: `\`${M.notParty}\`` },
      notYours,
      E.rateLimited('60 messages in 15 minutes per member'),
    ],
  },
  {
    ...member,
    method: 'post',
    path: '/api/user/conversations/:id/report',
    summary: 'Report a conversation to Kala',
    description: 'Either party, once, with a reason. From then on staff can read the conversation and its messages in /cms.',
    params,
    body: reportConversationSchema,
    success: { status: 200, description: 'Reported.', schema: messageOf(M.reported) },
    errors: [...jsonBodyErrors, E.unauthorized, notYours, { status: 409, description: `\`${M.alreadyReported}\`` }],
  },
]

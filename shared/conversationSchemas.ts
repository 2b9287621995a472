import { z } from 'zod'
import { CONVERSATION_MESSAGES as M, CONVERSATION_SUBJECTS, MESSAGE_MAX, REPORT_REASON_MAX } from './conversations'

/** POST /api/user/conversations: start (or find) the conversation about an enquiry or an order. */
export const startConversationSchema = z.strictObject({
  kind: z.enum(CONVERSATION_SUBJECTS, { error: 'kind must be enquiry or order.' }),
  id: z.string().trim().min(1, 'id is required.').max(64),
  /** An order's seller to write to (a buyer's order may hold works of several sellers). */
  seller: z.string().trim().min(1).max(64).optional(),
})
export type StartConversationInput = z.infer<typeof startConversationSchema>

/** POST /api/user/conversations/:id/messages, and the composer's form. */
export const messageSchema = z.strictObject({
  body: z.string({ error: M.bodyRequired }).trim().min(1, M.bodyRequired).max(MESSAGE_MAX, M.bodyTooLong),
})
export type MessageInput = z.infer<typeof messageSchema>

/** POST /api/user/conversations/:id/report. */
export const reportConversationSchema = z.strictObject({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(REPORT_REASON_MAX, M.reasonTooLong),
})
export type ReportConversationInput = z.infer<typeof reportConversationSchema>

export const conversationParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(64) })

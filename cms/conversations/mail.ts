/**
 * The e-mail to the other party when a message arrives (issue 21, part 4), sent by the
 * sendMessageMail job (queued by collections/Messages' hook, so a message posted through any door
 * is mailed) and claimed first under `message:<id>` in mail-log (cms/sales/mails.ts sendLetterOnce),
 * so a job run twice sends it once. The mail links to the thread in the member area and carries
 * no text of the message: whatever it says is read on Kala, masked there as stored.
 */
import type { Payload, TaskConfig } from 'payload'
import { idOf } from '../../shared/idOf'
import { paths } from '../../shared/paths'
import { escapeHtml } from '../mail/escapeHtml'
import { publicUrl } from '../publicUrl'
import { contact, layout, sendLetterOnce, type Letter } from '../sales/mails'

/** The key a message's e-mail is claimed under. */
export const messageMailKey = (messageId: number | string): string => `message:${messageId}`

/** Sends the message's e-mail once; answers how many went out now (0 when sent before or nobody to tell). */
export async function sendMessageMail(payload: Payload, messageId: string): Promise<number> {
  const message = await payload.findByID({ collection: 'messages', id: messageId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!message) return 0
  const conversation = await payload.findByID({
    collection: 'conversations',
    id: idOf(message.conversation),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!conversation) return 0
  const author = idOf(message.author)
  const [recipient, sender] = await Promise.all([
    contact(payload, author === idOf(conversation.buyer) ? conversation.seller : conversation.buyer),
    contact(payload, author),
  ])
  if (!recipient?.email) return 0
  const from = sender?.fullName || 'A member'
  const thread = `${publicUrl()}${paths.admin.conversation.getHref(String(conversation.id))}`
  const letter: Letter = {
    to: recipient.email,
    key: messageMailKey(message.id),
    subject: `New message from ${from} about ${conversation.title ?? 'your conversation'} on Kala`,
    html: layout(`<p>Namaste ${escapeHtml(recipient.fullName || 'there')},</p>
<p>${escapeHtml(from)} sent you a message about <strong>${escapeHtml(conversation.title ?? '')}</strong>.</p>
<p><a href="${escapeHtml(thread)}">Read it and reply on Kala</a></p>
<p>Keep the conversation on Kala: paying through Kala protects both the buyer and the seller.</p>`),
  }
  return (await sendLetterOnce(payload, letter, 'message', null)) ? 1 : 0
}

export const sendMessageMailTask: TaskConfig<'sendMessageMail'> = {
  slug: 'sendMessageMail',
  label: 'E-mail the other party of a conversation about a new message',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'messageId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { sent: await sendMessageMail(req.payload, input.messageId) } }),
}

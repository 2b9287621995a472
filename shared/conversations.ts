/**
 * Conversations between a buyer and a seller (issue 21, part 4): what a conversation is about, its
 * limits and its texts, once for the server and the member area. Browser-safe: imports nothing.
 */

/**
 * What a conversation is about. A small union: an offer (issue 21, part 3) becomes one more member
 * here, with its relationship field on the collection and its parties in cms/conversations.
 */
export const CONVERSATION_SUBJECTS = ['enquiry', 'order'] as const
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number]

/** The business key of a conversation: one per subject and pair (buyer, seller). */
export const conversationKey = (kind: ConversationSubject, id: number | string, buyer: number | string, seller: number | string): string =>
  `${kind}:${id}:${buyer}:${seller}`

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000
/** The longest reason given when reporting a conversation. */
export const REPORT_REASON_MAX = 500
/** Conversations on one page of the member's list. */
export const CONVERSATIONS_PAGE = 50

/** What stands in a stored message for an e-mail address or a phone number typed before a sale. */
export const MASKED_CONTACT = '[contact details hidden]'

export const CONVERSATION_MESSAGES = {
  notFound: 'This conversation does not exist or is not yours.',
  noSubject: 'There is no enquiry or order of yours with that id.',
  noSeller: 'Name the seller of this order you want to write to.',
  notParty: 'Only the buyer and the seller of a conversation can write in it.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${MESSAGE_MAX} characters.`,
  reasonRequired: 'Say why you are reporting this conversation.',
  reasonTooLong: `A reason can be at most ${REPORT_REASON_MAX} characters.`,
  /** The note to the sender when their message had contact details in it. */
  masked:
    'E-mail addresses and phone numbers are hidden until the work is sold on Kala: paying through Kala protects both the buyer and the seller.',
  sent: 'Message sent.',
  reported: 'Thank you. Kala’s team will read this conversation.',
  alreadyReported: 'This conversation has already been reported; Kala’s team will read it.',
  messageSeller: 'Message the seller',
  messageBuyer: 'Message the buyer',
} as const

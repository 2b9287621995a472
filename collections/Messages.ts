import type { CollectionConfig } from 'payload'
import { authenticated } from '../access/authenticated'
import { messagePartyOrReportedStaff } from '../access/conversationParties'
import { nobody } from '../access/nobody'
import { systemWrittenField } from '../access/systemWrittenField'
import { afterMessage, messageAuthorAndMask } from '../hooks/conversationRules'

const system = { create: systemWrittenField, update: systemWrittenField }
const readOnly = { readOnly: true } as const

/**
 * One message of a conversation (collections/Conversations), plain text, written by one of its two
 * parties and never edited or deleted by anyone (a conversation is a record both sides can rely on,
 * and staff read a reported one as it was). Contact details typed before a sale are masked as the
 * message is stored (hooks/conversationRules.ts); the other party is e-mailed through the jobs queue.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: {
    group: 'Sales',
    useAsTitle: 'body',
    defaultColumns: ['conversation', 'author', 'body', 'masked', 'createdAt'],
    description: 'Messages of the conversations a party reported.',
  },
  access: { read: messagePartyOrReportedStaff, create: authenticated, update: nobody, delete: nobody },
  hooks: { beforeChange: [messageAuthorAndMask], afterChange: [afterMessage] },
  defaultSort: 'createdAt',
  indexes: [{ fields: ['conversation', 'createdAt'] }],
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    // The length is checked by the hook on what was typed (a masked message may grow a little).
    { name: 'body', type: 'textarea', required: true },
    { name: 'author', type: 'relationship', relationTo: 'users', index: true, access: system, admin: readOnly },
    { name: 'buyer', type: 'relationship', relationTo: 'users', index: true, access: system, admin: readOnly },
    { name: 'seller', type: 'relationship', relationTo: 'users', index: true, access: system, admin: readOnly },
    {
      name: 'masked',
      type: 'checkbox',
      defaultValue: false,
      access: system,
      admin: { ...readOnly, description: 'Contact details in it were hidden (typed before a sale).' },
    },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { authenticated } from '../access/authenticated'
import { conversationPartyOrReportedStaff } from '../access/conversationParties'
import { nobody } from '../access/nobody'
import { systemWrittenField } from '../access/systemWrittenField'
import { conversationParties } from '../hooks/conversationRules'
import { CONVERSATION_SUBJECTS, REPORT_REASON_MAX } from '../shared/conversations'

const system = { create: systemWrittenField, update: systemWrittenField }
const readOnly = { readOnly: true } as const

/**
 * A conversation between a buyer and a seller about an enquiry or an order (issue 21, part 4),
 * one per subject and pair (`key`, unique). Its two parties read it; staff read it only once one of
 * them has reported it (access/conversationParties.ts). Nobody edits or deletes it through a door:
 * the server writes its last message time, each side's last read (for the unread counts) and the
 * report, after reading it as the caller (cms/api/user/conversations.ts). Its messages are
 * collections/Messages.
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  admin: {
    group: 'Sales',
    useAsTitle: 'title',
    defaultColumns: ['title', 'buyer', 'seller', 'reportedAt', 'reportReason', 'lastMessageAt'],
    description: 'Conversations between buyers and sellers. Staff see only the ones a party reported.',
  },
  access: { read: conversationPartyOrReportedStaff, create: authenticated, update: nobody, delete: nobody },
  hooks: { beforeChange: [conversationParties] },
  defaultSort: '-lastMessageAt',
  indexes: [{ fields: ['buyer', 'lastMessageAt'] }, { fields: ['seller', 'lastMessageAt'] }],
  fields: [
    { name: 'subjectKind', type: 'select', options: [...CONVERSATION_SUBJECTS], required: true },
    {
      name: 'enquiry',
      type: 'relationship',
      relationTo: 'enquiries',
      index: true,
      admin: { condition: (d) => d?.subjectKind === 'enquiry' },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { condition: (d) => d?.subjectKind === 'order' } },
    { name: 'buyer', type: 'relationship', relationTo: 'users', index: true, access: system, admin: readOnly },
    // An order's buyer names which of its sellers; hooks/conversationRules.ts checks it is one of them.
    { name: 'seller', type: 'relationship', relationTo: 'users', index: true, access: { update: systemWrittenField } },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      access: system,
      admin: { ...readOnly, description: "The subject and the pair, 'order:<id>:<buyer>:<seller>' (written by the server)." },
    },
    { name: 'title', type: 'text', access: system, admin: readOnly },
    { name: 'lastMessageAt', type: 'date', index: true, access: system, admin: readOnly },
    { name: 'buyerReadAt', type: 'date', access: system, admin: readOnly },
    { name: 'sellerReadAt', type: 'date', access: system, admin: readOnly },
    { name: 'reportedAt', type: 'date', index: true, access: system, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'reportedBy', type: 'relationship', relationTo: 'users', access: system, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'reportReason', type: 'textarea', maxLength: REPORT_REASON_MAX, access: system, admin: { ...readOnly, position: 'sidebar' } },
  ],
  timestamps: true,
}

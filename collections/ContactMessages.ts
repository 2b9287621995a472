import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isStaff, isStaffField } from '../access/isStaff'
import { contactParties } from '../hooks/contactParties'
import { LIMITS } from '../shared/constants'

/** Messages from the contact page and from artists' contact forms (DECISIONS 15). */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', group: 'Sales', defaultColumns: ['name', 'email', 'subject', 'artist', 'createdAt'] },
  access: { read: isStaff, create: anyone, update: isStaff, delete: isAdmin },
  hooks: { beforeChange: [contactParties] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: LIMITS.maxPhoneLength },
    { name: 'subject', type: 'text', maxLength: LIMITS.maxTextLength },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.maxLongTextLength },
    { name: 'username', type: 'text', admin: { description: 'Set when sent from an artist profile.' } },
    { name: 'artist', type: 'relationship', relationTo: 'users' },
    { name: 'sender', type: 'relationship', relationTo: 'users' },
    // Staff's to tick: a message never arrives already handled.
    { name: 'handled', type: 'checkbox', defaultValue: false, access: { create: isStaffField, update: isStaffField } },
  ],
  timestamps: true,
}

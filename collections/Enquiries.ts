import type { CollectionConfig } from 'payload'
import { authenticated } from '../access/authenticated'
import { buyerSellerOrStaff } from '../access/buyerSellerOrStaff'
import { enquiryArtistOrStaff } from '../access/enquiryArtistOrStaff'
import { enquiryStatusField } from '../access/enquiryStatusField'
import { isAdmin } from '../access/isAdmin'
import { isStaffField } from '../access/isStaff'
import { enquiryParties } from '../hooks/enquiryParties'
import { ENQUIRY_STATUSES, LIMITS } from '../shared/constants'

/** What the sender wrote and whom it concerns: set once, changed by staff only. */
const staffEdits = { update: isStaffField }

/**
 * A price enquiry about one artwork, seen by its sender, the artist and staff. The artist marks
 * it read or answered (their inbox in the member area); staff may also close it.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: { useAsTitle: 'name', group: 'Sales', defaultColumns: ['name', 'artwork', 'artist', 'status', 'createdAt'] },
  access: {
    read: buyerSellerOrStaff('sender', 'artist'),
    // Signed-in members only, through any door (the storefront's route asks for sign-in too).
    create: authenticated,
    update: enquiryArtistOrStaff,
    delete: isAdmin,
  },
  hooks: { beforeChange: [enquiryParties] },
  defaultSort: '-createdAt',
  // The artist's inbox (open ones first, newest first) and the sender's list, each read in index order.
  indexes: [{ fields: ['artist', 'status', 'createdAt'] }, { fields: ['sender', 'createdAt'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxTextLength, access: staffEdits },
    { name: 'email', type: 'email', required: true, access: staffEdits },
    { name: 'phone', type: 'text', required: true, maxLength: LIMITS.maxPhoneLength, access: staffEdits },
    { name: 'message', type: 'textarea', maxLength: LIMITS.maxLongTextLength, access: staffEdits },
    { name: 'username', type: 'text', required: true, access: staffEdits, admin: { description: "The artist's username." } },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true, access: staffEdits },
    { name: 'artist', type: 'relationship', relationTo: 'users', required: true, index: true, access: staffEdits },
    { name: 'sender', type: 'relationship', relationTo: 'users', index: true, access: staffEdits },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ENQUIRY_STATUSES.map((s) => ({ label: s[0].toUpperCase() + s.slice(1), value: s })),
      index: true,
      // Every enquiry starts new; only staff may file one in another state.
      access: { create: isStaffField, update: enquiryStatusField },
    },
  ],
  timestamps: true,
}

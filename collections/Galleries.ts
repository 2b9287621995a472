import type { CollectionConfig } from 'payload'
import { publishedOrStaffOrOwner } from '../access/publishedOrStaffOrOwner'
import { systemWrittenField } from '../access/systemWrittenField'
import { indexGallery, publicGalleryWhere, unindexGallery } from '../cms/schemaRuntime'
import { setOwnerVerified } from '../hooks/setOwnerVerified'
import { isStaff, isStaffField } from '../access/isStaff'
import { LIMITS } from '../shared/constants'
import { staffOrOwner } from '../access/staffOrOwner'
import { sanitizeBio } from '../hooks/sanitizeBio'
import { ownRelations } from '../hooks/ownRelations'
import { ownerField } from './fields/owner'

/** A gallery's public page, one per gallery member (opened when the account is created). */
export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'name', group: 'People', defaultColumns: ['name', 'username', 'city'] },
  // Public once its owner verified the account's e-mail (cms/catalogue/saleRules); the owner and staff always.
  access: { read: publishedOrStaffOrOwner(publicGalleryWhere), create: isStaff, update: staffOrOwner(), delete: isStaff },
  hooks: {
    beforeChange: [
      sanitizeBio,
      setOwnerVerified,
      ownRelations([
        { field: 'photo', owned: 'media' },
        { field: 'banners', owned: 'media' },
      ]),
    ],
    afterChange: [indexGallery],
    afterDelete: [unindexGallery],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'username', type: 'text', required: true, unique: true, index: true, access: { update: isStaffField } },
    ownerField({ unique: true }),
    {
      // A copy of the owner's e-mail verification (hooks/setOwnerVerified, cms/catalogue/accountVisibility).
      name: 'ownerVerified',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { readOnly: true, position: 'sidebar', description: "The owner's e-mail is verified (else the page is not public)." },
    },
    { name: 'bio', type: 'textarea', maxLength: LIMITS.maxBioLength },
    { name: 'city', type: 'text', maxLength: LIMITS.maxShortTextLength },
    { name: 'founded', type: 'text', maxLength: LIMITS.yearChars },
    { name: 'website', type: 'text', maxLength: LIMITS.maxTextLength },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'banners',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: LIMITS.maxGalleryBanners,
      admin: { description: 'The first is the banner.' },
    },
    {
      // The accepted artists on Kala of the gallery's Representations, in order (hooks/representationRules.ts):
      // written there only, so no gallery lists an artist without their consent, whichever door it writes through.
      name: 'artists',
      label: 'Represented artists',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      access: { create: systemWrittenField, update: systemWrittenField },
      admin: { readOnly: true, description: 'Follows People › Representations (an artist on Kala appears once they accept).' },
    },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      index: true,
      access: { create: isStaffField, update: isStaffField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  timestamps: true,
}

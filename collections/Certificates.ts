import type { CollectionConfig } from 'payload'
import { certificatePartyOrStaff } from '../access/certificatePartyOrStaff'
import { nobody } from '../access/nobody'
import { CERTIFICATE_STATES } from '../shared/certificates'

/**
 * A certificate of authenticity for each work sold (cms/certificates/sync.ts): one per sold order
 * line (`key`, unique, so issuing twice or on two instances at once gives one row), numbered
 * KALA-XXXX-XXXX-XXXX-XXXX from a crypto source, with a snapshot of what it prints, so a later edit
 * of the work or the artist's profile never changes an issued certificate. Revoked, never
 * deleted, when its sale is undone; a resale's certificate names the earlier one (`supersedes`).
 * Only the server writes; staff read it in /cms, the buyer and the seller through the member area.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  admin: {
    group: 'Sales',
    useAsTitle: 'number',
    defaultColumns: ['number', 'artwork', 'order', 'state', 'issuedAt', 'revokedAt'],
    description: 'Certificates of authenticity, as issued with each work sold. Nothing here can be changed.',
  },
  access: { read: certificatePartyOrStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-issuedAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    // <order id>:<line id>: one certificate per sold line, at every door and under races.
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'lineId', type: 'text', required: true },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks', required: true, index: true },
    // The artist the work is by: the line's seller, or the work's artist when a gallery sold it.
    { name: 'artist', type: 'relationship', relationTo: 'users', index: true },
    // Who sold it (the line's seller): they print the certificate for the box.
    { name: 'seller', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true },
    // Only when the buyer chose at checkout to be named on it.
    { name: 'buyerName', type: 'text' },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'valid',
      index: true,
      options: CERTIFICATE_STATES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    },
    { name: 'issuedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'revokedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // The earlier certificate of the same work, when this sale is a resale.
    { name: 'supersedes', type: 'relationship', relationTo: 'certificates' },
    // What it prints (cms/certificates/snapshot.ts: CertificateSnapshot).
    { name: 'snapshot', type: 'json', required: true },
  ],
}

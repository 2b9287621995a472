import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { INDIAN_STATE_NAMES } from '../shared/india'
import { KALA_TAX_IDENTITY_DEMO } from '../shared/invoices'
import { GSTIN_PATTERN } from '../shared/payouts'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Curation' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'tagline', type: 'text' },
    { name: 'phone', type: 'text', required: true, defaultValue: '+91 98200 12345' },
    { name: 'email', type: 'email', required: true, defaultValue: 'hello@kala.art' },
    { name: 'supportEmail', type: 'email', required: true, defaultValue: 'support@kala.art' },
    { name: 'address', type: 'textarea' },
    {
      name: 'socials',
      type: 'group',
      fields: [
        { name: 'instagram', type: 'text' },
        { name: 'x', type: 'text' },
        { name: 'linkedin', type: 'text' },
        { name: 'facebook', type: 'text' },
      ],
    },
    {
      // Kala as a supplier: the fee invoices it issues to sellers (cms/invoices/). Demo values until
      // the company's own are entered (an empty field reads as the demo value: cms/invoices/parties.ts); the GSTIN's first two digits must be the state's GST code. A
      // GSTIN is public (printed on every invoice and searchable on the GST portal), so nothing here is hidden.
      name: 'taxIdentity',
      label: 'Tax identity (on invoices)',
      type: 'group',
      fields: [
        { name: 'legalName', type: 'text', defaultValue: KALA_TAX_IDENTITY_DEMO.legalName },
        {
          name: 'gstin',
          label: 'GSTIN',
          type: 'text',
          defaultValue: KALA_TAX_IDENTITY_DEMO.gstin,
          validate: (value: string | null | undefined) =>
            !value || GSTIN_PATTERN.test(value) ? true : 'Enter a 15-character GSTIN, e.g. 27AAKCK4821M1Z6.',
        },
        {
          name: 'state',
          type: 'select',
          defaultValue: KALA_TAX_IDENTITY_DEMO.state,
          options: INDIAN_STATE_NAMES.map((value) => ({ label: value, value })),
        },
        {
          name: 'address',
          type: 'textarea',
          defaultValue: KALA_TAX_IDENTITY_DEMO.address,
        },
      ],
    },
    {
      name: 'prelaunch',
      label: "Pre-launch teaser ('Calling All Artists')",
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shows the teaser page in place of the shop.' },
    },
  ],
}

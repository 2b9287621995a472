import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'

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
      name: 'prelaunch',
      label: "Pre-launch teaser ('Calling All Artists')",
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shows the teaser page in place of the shop.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { LIMITS } from '../shared/constants'

/** Learning-hub guides, written in sections so staff edit them in plain text. */
export const Guides: CollectionConfig = {
  slug: 'guides',
  admin: { useAsTitle: 'title', group: 'Learning hub', defaultColumns: ['title', 'slug', 'order'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: LIMITS.maxExcerptLength },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'readingMinutes', type: 'number', min: 1 },
    { name: 'order', type: 'number', defaultValue: 0 },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true, admin: { description: 'Paragraphs separated by a blank line.' } },
      ],
    },
  ],
}

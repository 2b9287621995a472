import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { LIMITS } from '../shared/constants'

/** Shop categories: the art categories, styles, mediums and moods, each with a description and image. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Shop category', plural: 'Shop categories' },
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'type', 'slug'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.maxShortTextLength },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'select', required: true, index: true, options: ['category', 'style', 'medium', 'mood'] },
    { name: 'description', type: 'textarea', maxLength: LIMITS.maxSummaryLength },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

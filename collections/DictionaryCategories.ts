import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { LIMITS } from '../shared/constants'

export const DictionaryCategories: CollectionConfig = {
  slug: 'dictionary-categories',
  admin: { useAsTitle: 'category', group: 'Learning hub', defaultColumns: ['category', 'slug', 'order'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    { name: 'category', type: 'text', required: true, maxLength: LIMITS.maxShortTextLength },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'description', type: 'textarea', maxLength: LIMITS.maxSummaryLength },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

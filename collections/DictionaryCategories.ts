import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'

export const DictionaryCategories: CollectionConfig = {
  slug: 'dictionary-categories',
  admin: { useAsTitle: 'category', group: 'Learning hub', defaultColumns: ['category', 'slug', 'order'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    { name: 'category', type: 'text', required: true, maxLength: 100 },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

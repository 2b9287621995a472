import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { LIMITS } from '../shared/constants'

export const DictionaryTerms: CollectionConfig = {
  slug: 'dictionary-terms',
  admin: { useAsTitle: 'term', group: 'Learning hub', defaultColumns: ['term', 'category', 'slug'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'term',
  fields: [
    { name: 'term', type: 'text', required: true, maxLength: LIMITS.maxTermLength },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'definition', type: 'textarea', required: true, maxLength: LIMITS.maxDefinitionLength },
    { name: 'category', type: 'relationship', relationTo: 'dictionary-categories', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'relatedTerms', type: 'relationship', relationTo: 'dictionary-terms', hasMany: true },
  ],
}

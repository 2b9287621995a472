import type { Field } from 'payload'
import { LIMITS, YEAR_PATTERN } from '../../shared/constants'
import { MESSAGES } from '../../shared/messages'

const year = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  minLength: LIMITS.yearChars,
  maxLength: LIMITS.yearChars,
  validate: (v: string | null | undefined) => (typeof v === 'string' && YEAR_PATTERN.test(v)) || MESSAGES.year,
})

/** The CV sections of a member's profile (point 3 of the spec, plus workshops: DECISIONS 6). */
export const cvFields: Field[] = [
  {
    name: 'education',
    label: 'Education / Training',
    type: 'array',
    fields: [
      { name: 'institution', type: 'text', required: true },
      { name: 'title', label: 'Degree', type: 'text', required: true },
      year('yearStart', 'Starting year'),
      year('yearEnd', 'Ending year'),
    ],
  },
  {
    name: 'workshops',
    label: 'Workshops / Masterclasses',
    type: 'array',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'institution', type: 'text', required: true }, year('year', 'Year')],
  },
  {
    name: 'exhibitions',
    label: 'Exhibitions',
    type: 'array',
    fields: [
      { name: 'institution', type: 'text', required: true },
      { name: 'title', type: 'text', required: true },
      { name: 'type', type: 'select', required: true, options: ['Solo', 'Group'] },
      year('year', 'Year'),
    ],
  },
  {
    name: 'awards',
    label: 'Awards / Recognitions',
    type: 'array',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'awardedBy', type: 'text', required: true }, year('year', 'Year')],
  },
  {
    name: 'publications',
    label: 'Publications / Press',
    type: 'array',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'type', type: 'text', required: true }, year('year', 'Year')],
  },
]

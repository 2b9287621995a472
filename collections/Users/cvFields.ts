import type { ArrayField, Field } from 'payload'
import { cvSectionsCreateField, cvSectionsField } from '../../access/cvSectionsField'
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

/** A CV section: an artist's own, or staff's to edit (access/cvSectionsField.ts). */
const section = (field: Omit<ArrayField, 'type' | 'access'>): ArrayField => ({
  ...field,
  type: 'array',
  access: { create: cvSectionsCreateField, update: cvSectionsField },
})

/** The CV sections of a member's profile (shared/constants.ts CV_SECTIONS; workshops: DECISIONS 6). */
export const cvFields: Field[] = [
  section({
    name: 'education',
    label: 'Education / Training',
    fields: [
      { name: 'institution', type: 'text', required: true },
      { name: 'title', label: 'Degree', type: 'text', required: true },
      year('yearStart', 'Starting year'),
      year('yearEnd', 'Ending year'),
    ],
  }),
  section({
    name: 'workshops',
    label: 'Workshops / Masterclasses',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'institution', type: 'text', required: true }, year('year', 'Year')],
  }),
  section({
    name: 'exhibitions',
    label: 'Exhibitions',
    fields: [
      { name: 'institution', type: 'text', required: true },
      { name: 'title', type: 'text', required: true },
      { name: 'type', type: 'select', required: true, options: ['Solo', 'Group'] },
      year('year', 'Year'),
    ],
  }),
  section({
    name: 'awards',
    label: 'Awards / Recognitions',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'awardedBy', type: 'text', required: true }, year('year', 'Year')],
  }),
  section({
    name: 'publications',
    label: 'Publications / Press',
    fields: [{ name: 'title', type: 'text', required: true }, { name: 'type', type: 'text', required: true }, year('year', 'Year')],
  }),
]

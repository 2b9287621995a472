import type { Me } from '@shared/api-types'
import type { CvSection } from '@shared/constants'
import { PROFILE_ENTRY_SCHEMAS } from '@shared/schemas'

export type CvField = {
  name: string
  label: string
  kind: 'text' | 'year' | 'select'
  options?: readonly string[]
  placeholder?: string
  /** The message when the field is left empty. */
  required: string
}

export type CvSectionConfig = {
  section: CvSection
  /** The tab's label. */
  tab: string
  /** One entry, in a sentence: 'Add exhibition', 'Delete this exhibition?'. */
  noun: string
  fields: readonly CvField[]
  schema: (typeof PROFILE_ENTRY_SCHEMAS)[CvSection]
  /** How an entry reads in the list: its title, a detail line and its year(s). */
  summary: (entry: Record<string, string>) => { title: string; detail: string; year: string }
}

const year = (name: string, label: string): CvField => ({
  name,
  label,
  kind: 'year',
  placeholder: 'YYYY',
  required: `Please enter the ${label.toLowerCase()}.`,
})
const text = (name: string, label: string, placeholder?: string): CvField => ({
  name,
  label,
  kind: 'text',
  placeholder,
  required: `Please enter the ${label.toLowerCase()}.`,
})

/**
 * The five CV sections in the profile's tab order, with their fields (workshops: DECISIONS 6), all
 * required; every year is exactly 4 characters (PROFILE_ENTRY_SCHEMAS, shared/schemas.ts).
 */
export const CV_SECTION_CONFIGS: readonly CvSectionConfig[] = [
  {
    section: 'education',
    tab: 'Education / Training',
    noun: 'education',
    fields: [
      text('institution', 'Institution'),
      text('title', 'Degree name'),
      year('yearStart', 'Starting year'),
      year('yearEnd', 'Ending year'),
    ],
    schema: PROFILE_ENTRY_SCHEMAS.education,
    summary: (e) => ({
      title: e.title ?? '',
      detail: e.institution ?? '',
      year: e.yearStart === e.yearEnd ? (e.yearEnd ?? '') : `${e.yearStart}–${e.yearEnd}`,
    }),
  },
  {
    section: 'awards',
    tab: 'Awards / Recognitions',
    noun: 'award',
    fields: [text('title', 'Award title'), text('awardedBy', 'Awarded by'), year('year', 'Year')],
    schema: PROFILE_ENTRY_SCHEMAS.awards,
    summary: (e) => ({ title: e.title ?? '', detail: e.awardedBy ?? '', year: e.year ?? '' }),
  },
  {
    section: 'publications',
    tab: 'Press / Publication',
    noun: 'publication',
    fields: [text('title', 'Title'), text('type', 'Type', 'Magazine, newspaper, book…'), year('year', 'Year')],
    schema: PROFILE_ENTRY_SCHEMAS.publications,
    summary: (e) => ({ title: e.title ?? '', detail: e.type ?? '', year: e.year ?? '' }),
  },
  {
    section: 'exhibitions',
    tab: 'Exhibitions',
    noun: 'exhibition',
    fields: [
      text('institution', 'Institution'),
      text('title', 'Exhibition title'),
      { name: 'type', label: 'Type', kind: 'select', options: ['Solo', 'Group'], required: 'Please choose solo or group.' },
      year('year', 'Year'),
    ],
    schema: PROFILE_ENTRY_SCHEMAS.exhibitions,
    summary: (e) => ({
      title: e.title ?? '',
      detail: [e.institution, e.type ? `${e.type} exhibition` : ''].filter(Boolean).join(' · '),
      year: e.year ?? '',
    }),
  },
  {
    section: 'workshops',
    tab: 'Workshops / Masterclasses',
    noun: 'workshop',
    fields: [text('title', 'Workshop title'), text('institution', 'Institution'), year('year', 'Year')],
    schema: PROFILE_ENTRY_SCHEMAS.workshops,
    summary: (e) => ({ title: e.title ?? '', detail: e.institution ?? '', year: e.year ?? '' }),
  },
]

/** A section's saved entries as plain records (each carries its `id`). */
export const entriesOf = (me: Me, section: CvSection) => me[section] as unknown as Array<Record<string, string> & { id?: string }>

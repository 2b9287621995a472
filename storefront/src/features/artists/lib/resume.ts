import type { PublicProfile } from '@shared/api-types'

export type ResumeItem = { title: string; detail: string; year: string }
export type ResumeSectionData = { id: string; title: string; items: ResumeItem[] }

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' · ')

/** The five resume sections of an artist profile, in the public profile's order and with its titles. */
export function resumeSections(
  profile: Pick<PublicProfile, 'education' | 'workshops' | 'exhibitions' | 'awards' | 'publications'>,
): ResumeSectionData[] {
  return [
    {
      id: 'education',
      title: 'Education / Training',
      items: profile.education.map((e) => ({
        title: e.title,
        detail: e.institution,
        year: e.yearStart && e.yearEnd && e.yearStart !== e.yearEnd ? `${e.yearStart}–${e.yearEnd}` : e.yearEnd || e.yearStart,
      })),
    },
    {
      id: 'workshops',
      title: 'Workshops / Masterclasses',
      items: profile.workshops.map((w) => ({ title: w.title, detail: w.institution, year: w.year })),
    },
    {
      id: 'exhibitions',
      title: 'Exhibitions',
      items: profile.exhibitions.map((e) => ({
        title: e.title,
        detail: join(e.institution, e.type ? `${e.type} exhibition` : null),
        year: e.year,
      })),
    },
    {
      id: 'awards',
      title: 'Awards / Recognitions',
      items: profile.awards.map((a) => ({ title: a.title, detail: a.awardedBy, year: a.year })),
    },
    {
      id: 'publications',
      title: 'Publications / Press',
      items: profile.publications.map((p) => ({ title: p.title, detail: p.type, year: p.year })),
    },
  ]
}

import type { PublicProfile } from '@shared/api-types'

export type ResumeItem = { title: string; detail: string; year: string }
export type ResumeSectionData = { id: string; title: string; items: ResumeItem[] }

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' · ')

/** The latest year an entry names ("2019–2023" → 2023), or -1 when it names none. */
function latestYear(year: string): number {
  const years = year.match(/\d{4}/g)
  return years ? Math.max(...years.map(Number)) : -1
}

/** Newest first, as a CV reads; entries of one year keep the order the artist gave them. */
const newestFirst = (items: ResumeItem[]): ResumeItem[] =>
  items
    .map((item, index) => ({ item, index, year: latestYear(item.year) }))
    .sort((a, b) => b.year - a.year || a.index - b.index)
    .map((e) => e.item)

/**
 * The five resume sections of an artist profile, in the public profile's order and with its
 * titles, each newest first (so a new exhibition leads instead of hiding behind 'View N More').
 */
export function resumeSections(
  profile: Pick<PublicProfile, 'education' | 'workshops' | 'exhibitions' | 'awards' | 'publications'>,
): ResumeSectionData[] {
  return [
    {
      id: 'education',
      title: 'Education / Training',
      items: newestFirst(
        profile.education.map((e) => ({
          title: e.title,
          detail: e.institution,
          year: e.yearStart && e.yearEnd && e.yearStart !== e.yearEnd ? `${e.yearStart}–${e.yearEnd}` : e.yearEnd || e.yearStart,
        })),
      ),
    },
    {
      id: 'workshops',
      title: 'Workshops / Masterclasses',
      items: newestFirst(profile.workshops.map((w) => ({ title: w.title, detail: w.institution, year: w.year }))),
    },
    {
      id: 'exhibitions',
      title: 'Exhibitions',
      items: newestFirst(
        profile.exhibitions.map((e) => ({
          title: e.title,
          detail: join(e.institution, e.type ? `${e.type} exhibition` : null),
          year: e.year,
        })),
      ),
    },
    {
      id: 'awards',
      title: 'Awards / Recognitions',
      items: newestFirst(profile.awards.map((a) => ({ title: a.title, detail: a.awardedBy, year: a.year }))),
    },
    {
      id: 'publications',
      title: 'Publications / Press',
      items: newestFirst(profile.publications.map((p) => ({ title: p.title, detail: p.type, year: p.year }))),
    },
  ]
}

import type { ArtistSummary, Me, PublicProfile } from '../../../shared/api-types'
import type { Role } from '../../../shared/constants'
import type { User } from '../../../payload-types'
import { CV_SECTIONS } from '../../../shared/constants'
import { defaultAddressOf } from '../../../collections/Users/hooks/keepOneDefaultAddress'
import { toImageSet } from './image'
import { returnDaysOf } from '../../../shared/returnPolicy'

const rows = <T>(list: T[] | null | undefined, pick: (row: T) => Record<string, unknown>) => (list ?? []).map(pick) as never

/** The member's own CV entries, each with its id (the member area edits and deletes entries by id). */
function ownCv(u: User, profile: PublicProfile): Pick<Me, (typeof CV_SECTIONS)[number]> {
  return Object.fromEntries(
    CV_SECTIONS.map((section) => [section, profile[section].map((entry, i) => ({ id: (u[section] ?? [])[i]?.id ?? undefined, ...entry }))]),
  ) as Pick<Me, (typeof CV_SECTIONS)[number]>
}

/** A public profile: built field by field, so private fields can never leak through it. */
export function toPublicProfile(u: User): PublicProfile {
  return {
    _id: String(u.id),
    username: u.username,
    artistSlug: u.slug ?? u.username,
    artistName: u.fullName,
    fullName: u.fullName,
    role: u.role as Role,
    bio: u.bio ?? null,
    photo: toImageSet(u.photo, `Portrait of ${u.fullName}`),
    city: u.city ?? null,
    education: rows(u.education, (e) => ({ institution: e.institution, title: e.title, yearStart: e.yearStart, yearEnd: e.yearEnd })),
    workshops: rows(u.workshops, (w) => ({ title: w.title, institution: w.institution, year: w.year })),
    exhibitions: rows(u.exhibitions, (e) => ({ institution: e.institution, title: e.title, type: e.type, year: e.year })),
    awards: rows(u.awards, (a) => ({ title: a.title, awardedBy: a.awardedBy, year: a.year })),
    publications: rows(u.publications, (p) => ({ title: p.title, type: p.type, year: p.year })),
    social: { instagram: u.social?.instagram ?? null, x: u.social?.x ?? null, linkedin: u.social?.linkedin ?? null },
  }
}

/** The signed-in member's own profile, with the private fields. */
export function toMe(u: User): Me {
  const prefs = u.quizPreferences
  const profile = toPublicProfile(u)
  const defaultAddress = defaultAddressOf(u.addresses ?? [])
  return {
    ...profile,
    ...ownCv(u, profile),
    email: u.email,
    phone: u.phone ?? null,
    // An artist's own: printed on their certificates of authenticity, shown nowhere public.
    signature: toImageSet(u.signature, `Signature of ${u.fullName}`),
    addresses: rows(u.addresses, (a) => ({
      id: a.id ?? undefined,
      billingName: a.billingName,
      email: a.email,
      phone: a.phone,
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      country: a.country,
      isDefault: a === defaultAddress,
    })),
    quizPreferences:
      prefs && Object.values(prefs).some(Boolean)
        ? Object.fromEntries(
            Object.entries(prefs)
              .filter(([, v]) => v)
              .map(([k, v]) => [k, String(v).replace(/_/g, ' ')]),
          )
        : null,
    returnDays: returnDaysOf(u.returnDays),
  }
}

export function toArtistSummary(u: User, artworkCount = 0): ArtistSummary {
  return {
    _id: String(u.id),
    artistSlug: u.slug ?? u.username,
    artistName: u.fullName,
    username: u.username,
    photo: toImageSet(u.photo, `Portrait of ${u.fullName}`),
    city: u.city ?? null,
    artworkCount,
  }
}

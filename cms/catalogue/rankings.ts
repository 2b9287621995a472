/**
 * The artists' and galleries' top lists (home page tabs), computed in memory from small grouped
 * reads of the catalogue (members and galleries are thousands, not millions), each remembered
 * for a few seconds (memo.ts). Staff's curated lists come first where the tab has one.
 */
import type { Payload } from 'payload'
import type { Role, TOP_ARTIST_TABS, TOP_GALLERY_TABS } from '../../shared/constants'
import { idOf } from '../../shared/idOf'
import { compareIds } from '../search/rank'
import { curation } from './content'
import { memo } from './memo'
import type { Catalogue, CreditedTo, Id } from './types'

const DAY = 86_400_000

type Ranked = { id: Id; createdAt: string }
const newestFirst = (a: Ranked, b: Ranked) => b.createdAt.localeCompare(a.createdAt) || compareIds(b.id, a.id)

/** Whom a member's works are: an artist's are those naming them; a gallery's (or another member's) those they list. */
export const creditedTo = (role: string | null | undefined): CreditedTo => (role === 'artist' ? 'artist' : 'owner')

/** Visible works and their likes per artist, or per uploader (remembered for a few seconds). */
export const worksPer = (payload: Payload, catalogue: Catalogue, by: CreditedTo) =>
  memo(payload, `works-per-${by}:${catalogue.impl}`, () => catalogue.worksPer(by))

export const exhibitionsPerGallery = (payload: Payload, catalogue: Catalogue) =>
  memo(payload, `exhibitions-per-gallery:${catalogue.impl}`, () => catalogue.exhibitionsPerGallery())

/** Every member of the role, in the tab's order. */
export async function rankArtists(
  payload: Payload,
  catalogue: Catalogue,
  type: (typeof TOP_ARTIST_TABS)[number],
  role: Role,
): Promise<Id[]> {
  // Keyed by the accounts' version: an account that verifies is listed at once.
  const members = await memo(payload, `members:${catalogue.impl}:${role}:${await catalogue.accountsVersion()}`, () =>
    catalogue.membersOfRole(role),
  )
  if (type === 'New Arrivals') return [...members].sort(newestFirst).map((m) => m.id)
  const works = await worksPer(payload, catalogue, creditedTo(role))
  const likes = (id: Id) => works.get(id)?.likes ?? 0
  const byLikes = (a: Ranked, b: Ranked) =>
    likes(b.id) - likes(a.id) || (works.get(b.id)?.works ?? 0) - (works.get(a.id)?.works ?? 0) || newestFirst(a, b)
  if (type === 'Trending Artists') {
    const recent = await memo(payload, `recent-likes-per-${creditedTo(role)}:${catalogue.impl}:30`, () =>
      catalogue.recentLikesPer(creditedTo(role), new Date(Date.now() - 30 * DAY)),
    )
    return [...members].sort((a, b) => (recent.get(b.id) ?? 0) - (recent.get(a.id) ?? 0) || byLikes(a, b)).map((m) => m.id)
  }
  // Top Ranked: staff's list first, then by all-time likes.
  const ids = new Set(members.map((m) => m.id))
  const curated = ((await curation(payload)).topArtists ?? []).map(idOf).filter((id) => ids.has(id))
  const rest = members.filter((m) => !curated.includes(m.id)).sort(byLikes)
  return [...curated, ...rest.map((m) => m.id)]
}

export async function rankGalleries(payload: Payload, catalogue: Catalogue, type: (typeof TOP_GALLERY_TABS)[number]): Promise<Id[]> {
  const galleries = await memo(payload, `galleries:${catalogue.impl}:${await catalogue.accountsVersion()}`, () => catalogue.galleryStats())
  const views = new Map(galleries.map((g) => [g.id, g.views]))
  const byViews = (a: Ranked, b: Ranked) => (views.get(b.id) ?? 0) - (views.get(a.id) ?? 0) || newestFirst(a, b)
  if (type === 'New Arrivals') return [...galleries].sort(newestFirst).map((g) => g.id)
  if (type === 'Currently Viewing') {
    // Galleries with an exhibition open today, most viewed first; then the others.
    const open = await memo(payload, `galleries-open:${catalogue.impl}`, () => catalogue.openGalleries(new Date()))
    return [...galleries].sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id)) || byViews(a, b)).map((g) => g.id)
  }
  // Most Active: staff's list first, then by exhibitions held in the last year and planned.
  const active = await memo(payload, `galleries-active:${catalogue.impl}`, () =>
    catalogue.activeExhibitionsPerGallery(new Date(Date.now() - 365 * DAY)),
  )
  const ids = new Set(galleries.map((g) => g.id))
  const curated = ((await curation(payload)).topGalleries ?? []).map(idOf).filter((id) => ids.has(id))
  const rest = galleries
    .filter((g) => !curated.includes(g.id))
    .sort((a, b) => (active.get(b.id) ?? 0) - (active.get(a.id) ?? 0) || byViews(a, b))
  return [...curated, ...rest.map((g) => g.id)]
}

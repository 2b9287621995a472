/**
 * Saved alerts, digests and in-site notifications (issue 21, part 2): limits, kinds and every
 * sentence the server answers with. Browser-safe and free of zod (the schemas are in
 * shared/alertSchemas.ts), so a bell in the header can read these without loading zod.
 */
import { formatInr } from './checkout-messages'

/** How many alerts one member may keep. */
export const ALERT_LIMIT = 20

/** How an alert's matches reach the member: in the day's digest, or at once (the next tick). */
export const ALERT_FREQUENCIES = ['daily', 'instant'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
/** How each frequency reads on /admin/notifications. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'Daily digest', instant: 'At once' }

/** A member's digest e-mails: daily, at once, or none (in-site notifications are kept either way). */
export const DIGEST_CHOICES = ['daily', 'instant', 'off'] as const
export type DigestChoice = (typeof DIGEST_CHOICES)[number]

export const NOTIFICATION_KINDS = ['new-work', 'price-drop', 'back-available'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Why a member was told: one of their alerts, a follow, or a like. */
export const NOTIFICATION_REASONS = ['alert', 'follow', 'like'] as const
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number]

/** The daily digest goes out at the first tick after this hour, India time (IST, UTC+5:30). */
export const DIGEST_HOUR_IST = 8
/** The most works one digest lists (the rest wait for the next one). */
export const DIGEST_MAX_WORKS = 50
/** The most notifications the in-site list shows at once. */
export const NOTIFICATION_PAGE = 30
/** The most works each of the signed-in home's rows shows (GET /api/user/home-rows). */
export const HOME_ROW_WORKS = 12

/** The signed-in home's rows (issue 21, part 6): their titles and "See all" links' words. */
export const HOME_ROW_TEXTS = {
  following: { title: 'New from artists you follow', seeAll: 'See whom you follow' },
  alerts: { title: 'New for your alerts', seeAll: 'See your alerts' },
} as const

/** The criteria an alert keeps: the shop's filters, normalised (shared/alertSchemas.ts). */
export type AlertCriteria = {
  category?: string[]
  style?: string[]
  medium?: string[]
  mood?: string[]
  size?: string[]
  color?: string
  priceMin?: number
  priceMax?: number
}

const CRITERIA_ORDER = ['category', 'style', 'medium', 'mood', 'size', 'color', 'priceMin', 'priceMax'] as const

/** The business key of an alert's criteria: the same filters, in any order, give the same key. */
export function criteriaKey(c: AlertCriteria): string {
  return JSON.stringify(CRITERIA_ORDER.flatMap((k) => (c[k] === undefined ? [] : [[k, c[k]]])))
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
/** 'pop-art' → 'Pop Art'. */
const labelOfFacetSlug = (slug: string) => slug.split('-').filter(Boolean).map(cap).join(' ')

/** An alert's name, made from its criteria: 'Abstract, Oil · Blue · ₹10,000 to ₹50,000'. */
export function alertName(c: AlertCriteria): string {
  const parts: string[] = []
  const facets = [...(c.category ?? []), ...(c.style ?? []), ...(c.medium ?? []), ...(c.mood ?? [])].map(labelOfFacetSlug)
  if (facets.length) parts.push(facets.join(', '))
  if (c.size?.length) parts.push(`${c.size.map(cap).join(' or ')} size`)
  if (c.color) parts.push(cap(c.color))
  if (c.priceMin !== undefined && c.priceMax !== undefined) parts.push(`${formatInr(c.priceMin)} to ${formatInr(c.priceMax)}`)
  else if (c.priceMin !== undefined) parts.push(`From ${formatInr(c.priceMin)}`)
  else if (c.priceMax !== undefined) parts.push(`Up to ${formatInr(c.priceMax)}`)
  return parts.length ? parts.join(' · ').slice(0, 200) : 'Every new work'
}

export const ALERT_MESSAGES = {
  saved: 'Alert saved. We will tell you about new works that match.',
  duplicate: 'You already have an alert for these filters.',
  tooMany: `You can keep at most ${ALERT_LIMIT} alerts. Delete one to save another.`,
  notFound: 'No such alert.',
  priceOrder: 'The lowest price must not be more than the highest.',
  noSearchWords: 'Alerts save the filters, not search words: clear the search to save this view as an alert.',
  deleted: 'Alert deleted.',
  settingsSaved: 'Your e-mail settings are saved.',
  frequencySaved: (f: AlertFrequency) =>
    f === 'instant' ? 'We will e-mail you at once about this alert.' : 'This alert is now in your daily digest.',
  unsubscribed: 'You will get no more digest e-mails. You can turn them on again in your notification settings.',
  badToken: 'This unsubscribe link is not valid.',
  digestSubject: (count: number) => (count === 1 ? 'A new work for you on Kala' : `${count} new works for you on Kala`),
  kindLine: { 'new-work': 'New work', 'price-drop': 'Price lowered', 'back-available': 'Available again' } as Record<
    NotificationKind,
    string
  >,
} as const

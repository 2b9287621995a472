/**
 * Alerts, digests and in-site notifications (issue 21, part 2).
 *
 * - Matching: an alert's criteria are the shop's filters, turned into the listing's own filter
 *   (cms/catalogue/listing.ts facetsOf and rangeOf) and asked of the database through the Local API
 *   with the portable catalogue's `whereOf` (visibility included), narrowed to the one work: the
 *   same rule as the shop's listing, on every adapter (MongoDB too). Alerts with the same criteria
 *   are asked once.
 * - Events: when a work becomes public (published and approved: the artworks' afterChange hook),
 *   each member whose alert matches it or who follows its artist or gallery gets one `new-work`
 *   notification; a lower price or a lapsed hold released tells the work's likers. Each is written
 *   once under its business key (recipient, kind, work, stamp), so a repeated hook adds nothing.
 * - Digests (cms/alerts/jobs.ts): each member's unmailed notifications in one e-mail, claimed in
 *   mail-log under (member, day) before it is sent (or (member, newest notification) for those who
 *   asked for instant mails), so a repeated or concurrent tick never mails twice.
 * - Unsubscribe: a signed link (HMAC of the member's id with the server's secret) in every digest.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Alert, Artwork, Notification, User } from '../../payload-types'
import { ALERT_MESSAGES, DIGEST_HOUR_IST, DIGEST_MAX_WORKS, type AlertCriteria, type NotificationKind } from '../../shared/alerts'
import type { Artwork as ApiArtwork } from '../../shared/api-types'
import { formatInr } from '../../shared/checkout-messages'
import { idOf, idOrNull } from '../../shared/idOf'
import { pickImageUrl } from '../../shared/images'
import { paths } from '../../shared/paths'
import { visibleArtworks } from '../api/public/artworkList'
import { catalogueOf } from '../catalogue'
import { facetsOf, rangeOf } from '../catalogue/listing'
import { whereOf } from '../catalogue/portable/artworks'
import type { ArtworkFilter } from '../catalogue/types'
import { isVisible } from '../catalogue/saleRules'
import { takenKey } from '../db/createOnce'
import { followersOf } from '../follows'
import { escapeHtml } from '../mail/escapeHtml'
import { publicUrl } from '../publicUrl'

type Id = number | string
type Req = Partial<PayloadRequest> | undefined

// ---- matching

/** The shop listing's filter for an alert's criteria; null when a facet names values that exist nowhere (it matches nothing). */
export function listingFilterOf(c: AlertCriteria): ArtworkFilter | null {
  const { facets, none } = facetsOf({
    category: c.category,
    style: c.style,
    medium: c.medium,
    mood: c.mood,
    color: c.color as ArtworkFilter['primaryColor'],
  })
  if (none) return null
  const range = rangeOf({ size: c.size as ArtworkFilter['sizes'], priceMin: c.priceMin, priceMax: c.priceMax })
  return { ...range, facets }
}

/** The works among `ids` that the shop's listing shows under these criteria (the portable path: Local API only). */
export async function worksMatching(payload: Payload, criteria: AlertCriteria, ids: Id[], req?: Req): Promise<string[]> {
  const filter = listingFilterOf(criteria)
  if (!filter || ids.length === 0) return []
  const where: Where = { and: [whereOf(filter), { id: { in: ids } }] }
  const { docs } = await payload.find({
    collection: 'artworks',
    where,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs.map((d) => String(d.id))
}

/**
 * The newest public works that the shop's listing shows under any of these criteria (the signed-in
 * home's "New for your alerts"): the same filter as worksMatching, asked once for all of them.
 */
export async function newestMatchingAny(payload: Payload, criteria: AlertCriteria[], limit: number, req?: Req): Promise<string[]> {
  const wheres = criteria.flatMap((c) => {
    const filter = listingFilterOf(c)
    return filter ? [whereOf(filter)] : []
  })
  if (wheres.length === 0) return []
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { or: wheres },
    sort: ['-createdAt', '-id'],
    limit,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs.map((d) => String(d.id))
}

/** The alerts a work matches now (none when the work is not public). */
export async function alertsMatching(payload: Payload, artworkId: Id, req?: Req): Promise<Alert[]> {
  const { docs: alerts } = await payload.find({ collection: 'alerts', pagination: false, depth: 0, overrideAccess: true, req })
  const byKey = new Map<string, Alert[]>()
  for (const a of alerts) byKey.set(a.criteriaKey ?? '', [...(byKey.get(a.criteriaKey ?? '') ?? []), a])
  const out: Alert[] = []
  for (const group of byKey.values()) {
    if ((await worksMatching(payload, group[0].criteria as AlertCriteria, [artworkId], req)).length > 0) out.push(...group)
  }
  return out
}

// ---- events

type NewNotification = {
  recipient: Id
  kind: NotificationKind
  artwork: Id
  reason: Notification['reason']
  alert?: Id
  instant?: boolean
  stamp: string
}

/** Writes the notification once under its key; false when it was written before. */
async function notifyOnce(payload: Payload, n: NewNotification, req?: Req): Promise<boolean> {
  // Ids as the database keeps them (the follows and likes answer them as strings).
  const dbId = (id: Id) => (payload.db.defaultIDType === 'number' ? Number(id) : String(id)) as number
  try {
    await payload.create({
      collection: 'notifications',
      data: {
        key: `${n.recipient}:${n.kind}:${n.artwork}:${n.stamp}`,
        recipient: dbId(n.recipient),
        kind: n.kind,
        artwork: dbId(n.artwork),
        reason: n.reason,
        alert: n.alert === undefined ? null : dbId(n.alert),
        instant: n.instant ?? false,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return true
  } catch (error) {
    if (takenKey(error, 'key')) return false
    throw error
  }
}

/**
 * A work that has just become public: one `new-work` notification per member whose alert matches
 * it (instant when any of their matching alerts is) or who follows its artist or gallery (unless
 * they turned followed works off), never to its own lister. Answers how many were written.
 */
export async function recordNewWork(payload: Payload, artwork: Artwork, req?: Req): Promise<number> {
  const owner = idOrNull(artwork.owner)
  const told = new Map<string, NewNotification>()
  for (const alert of await alertsMatching(payload, artwork.id, req)) {
    const recipient = idOf(alert.owner)
    const seen = told.get(recipient)
    const instant = alert.frequency === 'instant'
    if (!seen)
      told.set(recipient, { recipient, kind: 'new-work', artwork: artwork.id, reason: 'alert', alert: alert.id, instant, stamp: 'new' })
    else if (instant) seen.instant = true
  }
  const followers = new Set<string>()
  const artist = idOrNull(artwork.artist) ?? owner
  if (artist !== null) for (const f of await followersOf(payload, { kind: 'artist', id: artist })) followers.add(f)
  const gallery = owner === null ? null : await galleryOf(payload, owner, req)
  if (gallery !== null) for (const f of await followersOf(payload, { kind: 'gallery', id: gallery })) followers.add(f)
  if (followers.size > 0) {
    const { docs: off } = await payload.find({
      collection: 'users',
      where: { and: [{ id: { in: [...followers] } }, { 'alertSettings.followedWorks': { equals: false } }] },
      pagination: false,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
      req,
    })
    for (const u of off) followers.delete(String(u.id))
  }
  for (const recipient of followers) {
    if (!told.has(recipient)) told.set(recipient, { recipient, kind: 'new-work', artwork: artwork.id, reason: 'follow', stamp: 'new' })
  }
  let written = 0
  for (const n of told.values()) if (String(n.recipient) !== owner && (await notifyOnce(payload, n, req))) written++
  return written
}

async function galleryOf(payload: Payload, owner: Id, req?: Req): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { owner: { equals: owner } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  return docs[0] ? String(docs[0].id) : null
}

/**
 * A lower price or a work available again: one notification per member who likes it. `stamp`
 * tells one occasion from another (the new price; the day of the release), so a repeat adds nothing.
 */
export async function notifyLikers(
  payload: Payload,
  artworkId: Id,
  kind: 'price-drop' | 'back-available',
  stamp: string,
  req?: Req,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'likes',
    where: { artwork: { equals: artworkId } },
    pagination: false,
    depth: 0,
    select: { owner: true },
    overrideAccess: true,
    req,
  })
  let written = 0
  for (const like of docs) {
    if (await notifyOnce(payload, { recipient: idOf(like.owner), kind, artwork: artworkId, reason: 'like', stamp }, req)) written++
  }
  return written
}

/** What an artwork's change tells members: it became public, its price went down. */
export async function onArtworkChange(payload: Payload, doc: Artwork, previous: Partial<Artwork> | undefined, req?: Req): Promise<void> {
  if (!isVisible(doc) || doc.saleState === 'sold') return
  if (!previous || !isVisible(previous)) {
    await recordNewWork(payload, doc, req)
    return
  }
  if (typeof doc.price === 'number' && typeof previous.price === 'number' && doc.price < previous.price) {
    await notifyLikers(payload, doc.id, 'price-drop', String(doc.price), req)
  }
}

/** Works a lapsed hold released (expireReservations): back for sale, their likers are told. */
export async function onReleased(payload: Payload, ids: Id[], now: Date): Promise<number> {
  if (ids.length === 0) return 0
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let written = 0
  for (const doc of docs) if (isVisible(doc)) written += await notifyLikers(payload, doc.id, 'back-available', now.toISOString(), undefined)
  return written
}

// ---- unsubscribe

const sign = (secret: string, userId: Id) =>
  createHmac('sha256', secret).update(`kala-digest-unsubscribe:${userId}`).digest('base64url').slice(0, 32)

/** The one-click unsubscribe token of a member: their id and its signature. */
export const unsubscribeToken = (payload: Payload, userId: Id): string => `${userId}.${sign(payload.secret, userId)}`

export const unsubscribeUrl = (payload: Payload, userId: Id): string =>
  `${publicUrl()}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(payload, userId))}`

/** The member a token names, or null when it is forged or malformed. */
export function memberOfToken(payload: Payload, token: string): string | null {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const id = token.slice(0, dot)
  if (!/^[a-zA-Z0-9]{1,40}$/.test(id)) return null
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(sign(payload.secret, id))
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

/** Turns the member's digests off (the unsubscribe link). False when the token names nobody. */
export async function unsubscribe(payload: Payload, token: string): Promise<boolean> {
  const id = memberOfToken(payload, token)
  if (id === null) return false
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return false
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { alertSettings: { ...user.alertSettings, digest: 'off' } },
    overrideAccess: true,
    depth: 0,
  })
  return true
}

// ---- digests

/** The day in India (IST, UTC+5:30) of a moment, and whether the day's digest hour has come. */
export function indiaDay(now: Date): { day: string; digestDue: boolean } {
  const ist = new Date(now.getTime() + 330 * 60_000)
  return { day: ist.toISOString().slice(0, 10), digestDue: ist.getUTCHours() >= DIGEST_HOUR_IST }
}

const REASON_TEXT: Record<Notification['reason'], string> = {
  alert: 'Matches your alert',
  follow: 'From an artist or gallery you follow',
  like: 'One of your favourites',
}

function digestHtml(payload: Payload, user: Pick<User, 'id' | 'fullName'>, items: { n: Notification; work: ApiArtwork }[]): string {
  const rows = items
    .map(({ n, work }) => {
      const image = pickImageUrl(work.imageUrls[0], 400)
      const href = `${publicUrl()}${paths.shop.artworkOf(work)}`
      const price = work.price === null ? 'Price on request' : formatInr(work.price)
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${
        image
          ? `<img src="${escapeHtml(image.startsWith('http') ? image : publicUrl() + image)}" alt="${escapeHtml(work.title)}" width="120">`
          : ''
      }</td><td style="padding:8px 0;vertical-align:top"><strong>${escapeHtml(ALERT_MESSAGES.kindLine[n.kind])}</strong><br><a href="${escapeHtml(href)}">${escapeHtml(
        work.title,
      )}</a><br>${escapeHtml(work.artistName)}<br>${escapeHtml(price)}<br><span style="color:#666">${escapeHtml(REASON_TEXT[n.reason])}</span></td></tr>`
    })
    .join('\n')
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a">
<p>Namaste ${escapeHtml(user.fullName || 'there')},</p>
<p>Here is what is new for you on Kala.</p>
<table style="border-collapse:collapse">${rows}</table>
<p style="color:#666;font-size:13px"><a href="${escapeHtml(`${publicUrl()}${paths.admin.notifications.getHref()}`)}">Your alerts and e-mail settings</a> · <a href="${escapeHtml(unsubscribeUrl(payload, user.id))}">Unsubscribe from these e-mails</a></p>
<p>— The Kala team</p></body></html>`
}

/**
 * Sends each member's digest that is due: members with unmailed notifications, digests not off;
 * for 'daily' once the day's hour has come, claimed under (member, day); for 'instant' (or an
 * instant alert's match) at once, claimed under (member, newest notification). The claim is a row
 * of mail-log with a unique key, written before the mail is sent: a second run, on this instance or
 * another, finds it taken and sends nothing. Answers how many e-mails went out.
 */
export async function sendDigests(payload: Payload, now = new Date()): Promise<number> {
  const { docs: pending } = await payload.find({
    collection: 'notifications',
    where: { mailedAt: { exists: false } },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byMember = new Map<string, Notification[]>()
  for (const n of pending) byMember.set(idOf(n.recipient), [...(byMember.get(idOf(n.recipient)) ?? []), n])
  const { day, digestDue } = indiaDay(now)
  let sent = 0
  for (const [memberId, list] of byMember) {
    // As stored: a read through the collection hides the e-mail address (cms/sales/mails.ts contact does the same).
    const user = (await payload.db.findOne({ collection: 'users', where: { id: { equals: memberId } } })) as User | null
    if (!user?.email) continue
    const choice = user.alertSettings?.digest ?? 'daily'
    if (choice === 'off') continue
    const instant = choice === 'instant' || list.some((n) => n.instant)
    if (!instant && !digestDue) continue
    const batch = list.slice(0, DIGEST_MAX_WORKS)
    const key = instant ? `digest:${memberId}:at:${batch.at(-1)!.id}` : `digest:${memberId}:${day}`
    if (await sendDigestOnce(payload, user, batch, key, now)) sent++
  }
  return sent
}

async function sendDigestOnce(payload: Payload, user: User, batch: Notification[], key: string, now: Date): Promise<boolean> {
  const works = await visibleArtworks(catalogueOf(payload), [...new Set(batch.map((n) => idOf(n.artwork)))], null)
  const byId = new Map(works.map((w) => [w._id, w]))
  const items = batch.flatMap((n) => {
    const work = byId.get(idOf(n.artwork))
    return work ? [{ n, work }] : []
  })
  const markMailed = () =>
    payload.update({
      collection: 'notifications',
      where: { id: { in: batch.map((n) => n.id) } },
      data: { mailedAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  // Works no longer public are left out; a digest of none is not sent (they count as mailed).
  if (items.length === 0) {
    await markMailed()
    return false
  }
  const subject = ALERT_MESSAGES.digestSubject(items.length)
  let claim: { id: Id }
  try {
    claim = await payload.create({
      collection: 'mail-log',
      data: { key, kind: 'digest', to: user.email, subject },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    if (takenKey(error, 'key')) return false // claimed before: sent, or being sent
    throw error
  }
  const link = unsubscribeUrl(payload, user.id)
  try {
    await payload.sendEmail({
      to: user.email,
      subject,
      html: digestHtml(payload, user, items),
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  } catch (error) {
    await payload.delete({ collection: 'mail-log', id: claim.id, overrideAccess: true })
    throw error
  }
  await payload.update({ collection: 'mail-log', id: claim.id, data: { sentAt: now.toISOString() }, overrideAccess: true, depth: 0 })
  await markMailed()
  return true
}

/**
 * /api/user/alerts, /api/user/notification-settings and /api/user/notifications (issue 21, part 2):
 * the member's saved alerts, their digest settings and what they were told. Thin: the rules are
 * the collections' (collections/Alerts, collections/Notifications), read and written as the member.
 */
import type { Router } from 'express'
import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import type { Alert, Notification, User } from '../../../payload-types'
import { ALERT_MESSAGES, NOTIFICATION_PAGE, type AlertCriteria } from '../../../shared/alerts'
import { alertCreateSchema, alertFrequencySchema, notificationSettingsSchema, notificationsReadSchema } from '../../../shared/alertSchemas'
import type { AlertEntry, NotificationEntry } from '../../../shared/api-types'
import { idOf } from '../../../shared/idOf'
import { paths } from '../../../shared/paths'
import { catalogueOf } from '../../catalogue'
import { visibleArtworks } from '../public/artworkList'
import { badRequest, conflict, notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { body } from '../http/validate'
import { docId } from './docId'

const entryOf = (a: Alert): AlertEntry => {
  const c = a.criteria as AlertCriteria
  const list = (v: string[] | undefined) => v?.join(',')
  // In the shop's URL order (storefront's filtersToSearch), whatever order the database keeps the JSON in (PostgreSQL's jsonb sorts it).
  const query = {
    category: list(c.category),
    style: list(c.style),
    medium: list(c.medium),
    mood: list(c.mood),
    size: list(c.size),
    color: c.color,
    priceMin: c.priceMin,
    priceMax: c.priceMax,
  }
  return {
    _id: String(a.id),
    name: a.name ?? '',
    criteria: c,
    frequency: a.frequency,
    shopPath: paths.shop.artworks.getHref(query).replace(/%2C/gi, ','),
    createdAt: a.createdAt,
  }
}

const settingsOf = (u: User) => ({ digest: u.alertSettings?.digest ?? 'daily', followedWorks: u.alertSettings?.followedWorks !== false })

async function unreadCount(payload: Payload, user: User): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'notifications',
    where: { and: [{ recipient: { equals: user.id } }, { readAt: { exists: false } }] },
    overrideAccess: false,
    user,
  })
  return totalDocs
}

export function alertRoutes(router: Router, payload: Payload): void {
  const catalogue = catalogueOf(payload)

  router.get('/alerts', async (req, res) => {
    const user = requireUser(req)
    const { docs } = await payload.find({
      collection: 'alerts',
      where: { owner: { equals: user.id } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    res.json({ alerts: docs.map(entryOf), settings: settingsOf(user) })
  })

  router.post('/alerts', async (req, res) => {
    const user = requireUser(req)
    const data = body(req, alertCreateSchema)
    try {
      const alert = await payload.create({
        collection: 'alerts',
        data: { owner: user.id, criteria: data.criteria, frequency: data.frequency },
        overrideAccess: false,
        user,
        depth: 0,
      })
      res.status(201).json({ alert: entryOf(alert), message: ALERT_MESSAGES.saved })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const first = error.data?.errors?.[0]
      // The unique (owner, criteria) index settles a double click's twin with the same sentence.
      if (first?.message === ALERT_MESSAGES.duplicate || first?.path === 'criteriaKey' || first?.path === 'criteria_key')
        throw conflict(ALERT_MESSAGES.duplicate)
      throw badRequest(first?.message ?? error.message, first ? [{ path: first.path, message: first.message }] : undefined)
    }
  })

  router.delete('/alerts/:id', async (req, res) => {
    const user = requireUser(req)
    const id = docId(payload, req.params.id)
    if (id === null) throw notFound(ALERT_MESSAGES.notFound)
    // As the member: another member's alert is not theirs to read, so it is not found.
    const { docs } = await payload.delete({ collection: 'alerts', where: { id: { equals: id } }, overrideAccess: false, user })
    if (docs.length === 0) throw notFound(ALERT_MESSAGES.notFound)
    res.json({ message: ALERT_MESSAGES.deleted })
  })

  router.patch('/alerts/:id', async (req, res) => {
    const user = requireUser(req)
    const id = docId(payload, req.params.id)
    if (id === null) throw notFound(ALERT_MESSAGES.notFound)
    const { frequency } = body(req, alertFrequencySchema)
    // As the member: another member's alert is not theirs to change, so it is not found.
    const { docs } = await payload.update({
      collection: 'alerts',
      where: { id: { equals: id } },
      data: { frequency },
      overrideAccess: false,
      user,
      depth: 0,
    })
    if (docs.length === 0) throw notFound(ALERT_MESSAGES.notFound)
    res.json({ alert: entryOf(docs[0]), message: ALERT_MESSAGES.frequencySaved(frequency) })
  })

  router.put('/notification-settings', async (req, res) => {
    const user = requireUser(req)
    const data = body(req, notificationSettingsSchema)
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { alertSettings: data },
      overrideAccess: false,
      user,
      depth: 0,
    })
    res.json({ settings: settingsOf(updated) })
  })

  router.get('/notifications/unread', async (req, res) => {
    res.json({ unread: await unreadCount(payload, requireUser(req)) })
  })

  router.get('/notifications', async (req, res) => {
    const user = requireUser(req)
    const { docs } = await payload.find({
      collection: 'notifications',
      where: { recipient: { equals: user.id } },
      sort: ['-createdAt', '-id'],
      limit: NOTIFICATION_PAGE,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const works = await visibleArtworks(catalogue, [...new Set(docs.map((n) => idOf(n.artwork)))], user)
    const byId = new Map(works.map((w) => [w._id, w]))
    const notifications: NotificationEntry[] = docs.flatMap((n: Notification) => {
      const work = byId.get(idOf(n.artwork))
      if (!work) return []
      return [
        {
          _id: String(n.id),
          kind: n.kind,
          reason: n.reason,
          createdAt: n.createdAt,
          readAt: n.readAt ?? null,
          artwork: {
            _id: work._id,
            title: work.title,
            artistName: work.artistName,
            price: work.price,
            image: work.imageUrls[0] ?? null,
            path: paths.shop.artworkOf(work),
          },
        },
      ]
    })
    res.json({ notifications, unread: await unreadCount(payload, user) })
  })

  router.post('/notifications/read', async (req, res) => {
    const user = requireUser(req)
    const { ids } = body(req, notificationsReadSchema)
    const only = ids?.map((raw) => docId(payload, raw)).filter((id): id is number | string => id !== null)
    await payload.update({
      collection: 'notifications',
      where: {
        and: [{ recipient: { equals: user.id } }, { readAt: { exists: false } }, ...(only ? [{ id: { in: only } }] : [])],
      },
      data: { readAt: new Date().toISOString() },
      overrideAccess: false,
      user,
      depth: 0,
    })
    res.json({ unread: await unreadCount(payload, user) })
  })
}

/**
 * Alerts, digests and notifications (issue 21, part 2): cms/api/user/alerts.ts (the member's own)
 * and cms/api/public/unsubscribe.ts (the digests' one-click unsubscribe link).
 */
import { z } from 'zod'
import { AlertEntrySchema, HomeRowsSchema, NotificationEntrySchema, NotificationSettingsSchema } from '../../../../shared/api-schemas'
import { ALERT_LIMIT, ALERT_MESSAGES as M } from '../../../../shared/alerts'
import {
  alertCreateSchema,
  alertFrequencySchema,
  notificationSettingsSchema,
  notificationsReadSchema,
  unsubscribeQuerySchema,
} from '../../../../shared/alertSchemas'
import { E, jsonBodyErrors, type RouteDoc } from '../types'
import { idParams, messageOf } from './common'

const member = { tag: 'User', caller: 'member' } as const
const unread = z.object({ unread: z.number().describe("The member's notifications not yet read.") })

export const ALERT_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/user/alerts',
    ...member,
    summary: "The member's saved alerts and digest settings",
    description: 'Newest first.',
    success: {
      status: 200,
      description: 'The alerts and the settings.',
      schema: z.object({ alerts: z.array(AlertEntrySchema), settings: NotificationSettingsSchema }),
    },
    errors: [E.unauthorized],
  },
  {
    method: 'post',
    path: '/api/user/alerts',
    ...member,
    summary: "Save the shop's current filters as an alert",
    description: `The criteria are the shop listing's filters (as its URL carries them), stored normalised; a new public work that the listing would show under them is notified. At most ${ALERT_LIMIT} per member.`,
    body: alertCreateSchema,
    success: { status: 201, description: 'Saved.', schema: z.object({ alert: AlertEntrySchema, message: z.string() }) },
    errors: [
      { status: 400, description: `Field errors (\`${M.noSearchWords}\`, \`${M.priceOrder}\`, \`${M.tooMany}\`).` },
      { status: 409, description: `\`${M.duplicate}\`` },
      E.unauthorized,
      ...jsonBodyErrors,
    ],
  },
  {
    method: 'delete',
    path: '/api/user/alerts/:id',
    ...member,
    summary: 'Delete one of the member’s alerts',
    params: idParams('alert'),
    success: { status: 200, description: 'Deleted.', schema: messageOf(M.deleted) },
    errors: [{ status: 404, description: `\`${M.notFound}\` (also another member's alert).` }, E.unauthorized],
  },
  {
    method: 'patch',
    path: '/api/user/alerts/:id',
    ...member,
    summary: 'How often one of the member’s alerts is mailed: daily digest or at once',
    params: idParams('alert'),
    body: alertFrequencySchema,
    success: {
      status: 200,
      description: 'Changed.',
      schema: z.object({ alert: AlertEntrySchema, message: z.string() }),
    },
    errors: [{ status: 404, description: `\`${M.notFound}\` (also another member's alert).` }, ...jsonBodyErrors, E.unauthorized],
  },
  {
    method: 'get',
    path: '/api/user/home-rows',
    ...member,
    summary: "The signed-in home's rows: new from whom the member follows, new for their alerts",
    description:
      'Up to 12 works each, newest first, public works only; a row is empty when the member follows nobody (or has no alerts) or nothing matches. Never cached (`Cache-Control: no-store`).',
    success: { status: 200, description: 'Both rows.', schema: HomeRowsSchema },
    errors: [E.unauthorized],
  },
  {
    method: 'put',
    path: '/api/user/notification-settings',
    ...member,
    summary: 'Digest e-mails: daily, instant or off; followed works on or off',
    body: notificationSettingsSchema,
    success: { status: 200, description: 'The settings now.', schema: z.object({ settings: NotificationSettingsSchema }) },
    errors: [...jsonBodyErrors, E.unauthorized],
  },
  {
    method: 'get',
    path: '/api/user/notifications/unread',
    ...member,
    summary: 'How many notifications the member has not read (the bell)',
    success: { status: 200, description: 'The count.', schema: unread },
    errors: [E.unauthorized],
  },
  {
    method: 'get',
    path: '/api/user/notifications',
    ...member,
    summary: "The member's latest notifications",
    description:
      'New works of their alerts and follows, lower prices and works available again of their likes; newest first. A work no longer public is left out.',
    success: {
      status: 200,
      description: 'The notifications.',
      schema: z.object({ notifications: z.array(NotificationEntrySchema) }).extend(unread.shape),
    },
    errors: [E.unauthorized],
  },
  {
    method: 'post',
    path: '/api/user/notifications/read',
    ...member,
    summary: 'Mark notifications read (those named, or all)',
    body: notificationsReadSchema,
    success: { status: 200, description: 'The unread count after.', schema: unread },
    errors: [...jsonBodyErrors, E.unauthorized],
  },
  {
    method: 'get',
    path: '/api/alerts/unsubscribe',
    tag: 'User',
    caller: 'anyone',
    summary: "The digests' unsubscribe page",
    description: 'A small page whose button sends the one-click POST; opening it changes nothing.',
    query: unsubscribeQuerySchema,
    success: { status: 200, description: 'The page.', contentType: 'text/html' },
    errors: [{ status: 400, description: `\`${M.badToken}\`` }],
  },
  {
    method: 'post',
    path: '/api/alerts/unsubscribe',
    tag: 'User',
    caller: 'anyone',
    summary: 'One-click unsubscribe from the digests (RFC 8058)',
    description: 'No session: the signed token names the member. Sent by mail clients with the body `List-Unsubscribe=One-Click`.',
    query: unsubscribeQuerySchema,
    success: { status: 200, description: 'Digests are off.', schema: messageOf(M.unsubscribed) },
    errors: [{ status: 400, description: `\`${M.badToken}\`` }],
  },
]

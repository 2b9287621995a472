import { z } from 'zod'
import { ALERT_FREQUENCIES, ALERT_MESSAGES, DIGEST_CHOICES, type AlertCriteria } from './alerts'
import { COLORS, PRICE_FILTER, SIZE_VALUES } from './constants'

/**
 * The one shape of an alert's criteria: the shop's filters as its URL carries them (shop's
 * lib/filters.ts), normalised so the same view always stores the same criteria: slugs lower-cased,
 * deduplicated and sorted, the price slider's ends left out. Search words are not kept (an alert
 * matches by the shop's filters; DECISIONS 60).
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,49}$/
const slugList = z
  .union([z.string().max(500), z.array(z.string().max(60)).max(20)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toLowerCase().replace(/\s+/g, '-')).filter(Boolean))
  .pipe(z.array(z.string().regex(SLUG, 'must be slugs like pop-art')).max(20))
const price = z.coerce.number().finite().min(0).max(1e9)

export const alertCriteriaSchema = z
  .strictObject({
    category: slugList.optional(),
    style: slugList.optional(),
    medium: slugList.optional(),
    mood: slugList.optional(),
    size: slugList.pipe(z.array(z.enum(SIZE_VALUES))).optional(),
    color: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(COLORS)).optional(),
    priceMin: price.optional(),
    priceMax: price.optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((c) => !c.q, { message: ALERT_MESSAGES.noSearchWords, path: ['q'] })
  .refine((c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax, {
    message: ALERT_MESSAGES.priceOrder,
    path: ['priceMin'],
  })
  .transform((c): AlertCriteria => {
    const out: AlertCriteria = {}
    const list = (v: string[] | undefined) => (v && v.length ? [...new Set(v)].sort() : undefined)
    for (const k of ['category', 'style', 'medium', 'mood', 'size'] as const) {
      const v = list(c[k])
      if (v) out[k] = v
    }
    if (c.color) out.color = c.color
    if (c.priceMin !== undefined && c.priceMin > PRICE_FILTER.min) out.priceMin = Math.round(c.priceMin)
    // The slider's top reads as "and above", as in the shop (cms/catalogue/listing.ts rangeOf).
    if (c.priceMax !== undefined && c.priceMax < PRICE_FILTER.max) out.priceMax = Math.round(c.priceMax)
    return out
  })

/** POST /api/user/alerts. */
export const alertCreateSchema = z.strictObject({
  criteria: alertCriteriaSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'frequency must be daily or instant.' }).default('daily'),
})

/** PATCH /api/user/alerts/:id: how often one alert's matches are mailed. */
export const alertFrequencySchema = z.strictObject({
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'frequency must be daily or instant.' }),
})

/** PUT /api/user/notification-settings: the preferences screen. */
export const notificationSettingsSchema = z.strictObject({
  digest: z.enum(DIGEST_CHOICES, { error: 'digest must be daily, instant or off.' }),
  followedWorks: z.boolean({ error: 'followedWorks must be true or false.' }),
})

/** POST /api/user/notifications/read: some (ids) or all of the member's notifications. */
export const notificationsReadSchema = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
})

/** The signed unsubscribe link's token (/api/alerts/unsubscribe?token=…). */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().trim().min(10).max(300) })

import type { CollectionBeforeChangeHook, TypeWithID } from 'payload'
import { randomBytes } from 'node:crypto'
import { slugify } from './slugify'

/**
 * A stable, unique slug: made once from `field` (plus a short random suffix unless `exact`),
 * kept when the title changes so links keep working. An explicit slug (seed, staff) is kept.
 */
export const setSlugOnce =
  <T extends TypeWithID & { slug?: string | null }>(field: keyof T & string, { exact = false } = {}): CollectionBeforeChangeHook<T> =>
  ({ data, originalDoc }) => {
    if (originalDoc?.slug) return { ...data, slug: originalDoc.slug }
    if (data.slug) return { ...data, slug: slugify(String(data.slug)) }
    const base = slugify(String(data[field] ?? '')) || 'item'
    return { ...data, slug: exact ? base : `${base}-${randomBytes(3).toString('hex')}` }
  }

/** Paging of the public lists: `{ <items>: [...], page, pages, count }`, 12 a page, pages 1-based. */
import { LIMITS } from '../../../shared/constants'

export const PAGE_SIZE = LIMITS.pageSize

export const offsetOf = (page: number, size: number = PAGE_SIZE): number => (page - 1) * size

/** `pages` is 0 for an empty list; a page past the end is answered with an empty list. */
export function paged<K extends string, T>(
  key: K,
  items: T[],
  page: number,
  count: number,
  size: number = PAGE_SIZE,
): { [k in K]: T[] } & { page: number; pages: number; count: number } {
  return { [key]: items, page, pages: Math.ceil(count / size), count } as { [k in K]: T[] } & { page: number; pages: number; count: number }
}

/**
 * Which of its parameter sets (/api/docs, cms/api/openapi/) a list body uses (one path takes several: `/artworks`
 * with a shop filter, `{ artistSlug, page, color }` or `{ username, page }`): the one naming `key`.
 */
export const names = (req: { body?: unknown }, key: string): boolean => typeof req.body === 'object' && req.body !== null && key in req.body

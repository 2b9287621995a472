import { COLORS, LIMITS, SIZE_VALUES, type Color, type SizeClass } from '@shared/constants'

export type WorksView = { page: number; color: Color | null; size: SizeClass | null }

/** The artworks-by-artist view from the URL (?page=&color=&size=); unknown values are ignored. */
export function parseWorksParams(params: URLSearchParams): WorksView {
  const rawPage = Number(params.get('page'))
  const color = params.get('color')
  const size = params.get('size')
  return {
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
    color: (COLORS as readonly string[]).includes(color ?? '') ? (color as Color) : null,
    size: (SIZE_VALUES as readonly string[]).includes(size ?? '') ? (size as SizeClass) : null,
  }
}

/** Query for the URL: page 1 and empty filters are left out. */
export function worksQuery(view: WorksView): { page?: number; color?: string; size?: string } {
  return {
    page: view.page > 1 ? view.page : undefined,
    color: view.color ?? undefined,
    size: view.size ?? undefined,
  }
}

/** Paging stays within 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, pages), Math.max(1, Math.floor(page)))
}

/** 'Showing a - b of N works' for a page holding `shown` works. */
export function worksCounter(page: number, shown: number, count: number): string {
  const from = (page - 1) * LIMITS.pageSize + 1
  const to = (page - 1) * LIMITS.pageSize + shown
  return `Showing ${from} - ${to} of ${count} works`
}

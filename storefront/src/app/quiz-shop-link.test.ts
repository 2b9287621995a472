/**
 * The style quiz (features/learn) and the shop listing (features/shop) meet only in a URL: the
 * features do not import each other, so the app checks here that every quiz answer leads to a
 * listing the shop understands (values its sidebar offers, and the ranking view).
 */
import { describe, expect, it } from 'vitest'
import { QUIZ_OPTIONS } from '@shared/constants'
import type { QuizPreferences } from '@shared/schemas'
import { quizShopHref } from '@/features/learn/quiz/quiz-mapping'
import { MULTI_FILTERS, parseFilters } from '@/features/shop/lib/filters'

const base: QuizPreferences = {
  color: 'vibrant-red',
  subject: 'portrait',
  texture: 'oil',
  emotion: 'calm',
  music: 'jazz',
  role: 'it grounds me',
}

describe('quiz → shop link', () => {
  it("uses only values the shop's filter sidebar offers, and opens the ranking view, for every answer", () => {
    const offered = (key: string) => new Set(MULTI_FILTERS.find((f) => f.key === key)!.options.map((o) => o.value))
    for (const color of QUIZ_OPTIONS.mood)
      for (const subject of QUIZ_OPTIONS.subject)
        for (const texture of QUIZ_OPTIONS.texture)
          for (const emotion of QUIZ_OPTIONS.emotion) {
            const href = quizShopHref({ ...base, color, subject, texture, emotion })
            const filters = parseFilters(href.slice(href.indexOf('?')))
            expect(filters.match).toBe('any')
            expect(filters.color).not.toBeNull()
            for (const key of ['style', 'medium', 'mood'] as const) {
              expect(filters[key].length).toBeGreaterThan(0)
              for (const v of filters[key]) expect(offered(key)).toContain(v)
            }
          }
  })
})

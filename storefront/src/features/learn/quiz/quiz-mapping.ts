/**
 * The style quiz's answers and what they mean for the shop (DECISIONS 1): the one place where
 * quiz options become /shop/artworks filters. Values are the shop's URL slugs (lower case, as
 * the shop landing's links and the filter sidebar use them), so the listing opens with them
 * selected. Music and role have no filter of their own: they are saved with the profile only.
 */
import type { Color, QUIZ_STEPS } from '@shared/constants'
import { QUIZ_OPTIONS } from '@shared/constants'
import type { QuizPreferences } from '@shared/schemas'
import { paths } from '@shared/paths'

export type QuizStep = (typeof QUIZ_STEPS)[number]
/** The six questions (every step but the last, 'finish'). */
export type QuizQuestionStep = Exclude<QuizStep, 'finish'>
export type QuizAnswers = Partial<Record<QuizQuestionStep, string>>

/** Quiz step → the field of QuizPreferences it fills (the mood step chooses the colour). */
export const PREFERENCE_FIELD = {
  mood: 'color',
  subject: 'subject',
  texture: 'texture',
  emotion: 'emotion',
  music: 'music',
  role: 'role',
} as const satisfies Record<QuizQuestionStep, keyof QuizPreferences>

const COLOR_OF: Record<QuizPreferences['color'], Color> = {
  'vibrant-red': 'red',
  'calm-blue': 'blue',
  'natural-green': 'green',
}
/** Subject → style: a portrait is figurative, a landscape impressionist, abstract is abstract. */
const STYLE_OF: Record<QuizPreferences['subject'], string[]> = {
  portrait: ['figurative'],
  landscape: ['impressionism'],
  abstract: ['abstract'],
}
/**
 * Texture → medium. Ink has no medium of its own in MEDIUMS (shared/constants.ts): its nearest
 * neighbours are the other line-and-tone drawing media, charcoal and pencil.
 */
const MEDIUM_OF: Record<QuizPreferences['texture'], string[]> = {
  oil: ['oil'],
  watercolor: ['watercolor'],
  ink: ['charcoal', 'pencil'],
}
/** Emotion → moods: calm is calm or serene, joyful is happy, introspective is sad or serene. */
const MOOD_OF: Record<QuizPreferences['emotion'], string[]> = {
  calm: ['calm', 'serene'],
  joyful: ['happy'],
  introspective: ['sad', 'serene'],
}

export type QuizShopQuery = { color: Color; style: string[]; medium: string[]; mood: string[] }

export function quizToShopQuery(prefs: QuizPreferences): QuizShopQuery {
  return {
    color: COLOR_OF[prefs.color],
    style: STYLE_OF[prefs.subject],
    medium: MEDIUM_OF[prefs.texture],
    mood: MOOD_OF[prefs.emotion],
  }
}

/**
 * Where 'Start Exploring' goes: /shop/artworks with the answers and match=any, so the answers
 * rank the collection (works matching more of them first) instead of each being a hard filter:
 * most combinations of six answers match no single work, and the quiz must always lead to works.
 */
export function quizShopHref(prefs: QuizPreferences): string {
  const q = quizToShopQuery(prefs)
  return paths.shop.artworks.getHref({ color: q.color, style: q.style, medium: q.medium, mood: q.mood, match: 'any' })
}

/** The saved preferences once all six questions are answered, else null. */
export function toPreferences(answers: QuizAnswers): QuizPreferences | null {
  const prefs: Record<string, string> = {}
  for (const step of Object.keys(PREFERENCE_FIELD) as QuizQuestionStep[]) {
    const value = answers[step]
    if (!value || !(QUIZ_OPTIONS[step] as readonly string[]).includes(value)) return null
    prefs[PREFERENCE_FIELD[step]] = value
  }
  return prefs as QuizPreferences
}

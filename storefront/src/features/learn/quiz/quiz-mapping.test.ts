import { describe, expect, it } from 'vitest'
import { QUIZ_OPTIONS } from '@shared/constants'
import { quizPreferencesSchema, type QuizPreferences } from '@shared/schemas'
import { quizShopHref, quizToShopQuery, toPreferences } from './quiz-mapping'
import { QUIZ_QUESTIONS } from './quiz-questions'

const prefs: QuizPreferences = {
  color: 'vibrant-red',
  subject: 'portrait',
  texture: 'oil',
  emotion: 'calm',
  music: 'jazz',
  role: 'it grounds me',
}

describe('quiz → shop mapping', () => {
  it('maps mood to colour, subject to style, texture to medium and emotion to moods', () => {
    expect(quizToShopQuery(prefs)).toEqual({ color: 'red', style: ['figurative'], medium: ['oil'], mood: ['calm', 'serene'] })
    expect(quizToShopQuery({ ...prefs, color: 'calm-blue', subject: 'landscape', texture: 'watercolor', emotion: 'joyful' })).toEqual({
      color: 'blue',
      style: ['impressionism'],
      medium: ['watercolor'],
      mood: ['happy'],
    })
    expect(quizToShopQuery({ ...prefs, color: 'natural-green', subject: 'abstract', texture: 'ink', emotion: 'introspective' })).toEqual({
      color: 'green',
      style: ['abstract'],
      medium: ['charcoal', 'pencil'],
      mood: ['sad', 'serene'],
    })
  })

  it('builds the /shop/artworks link', () => {
    expect(quizShopHref(prefs)).toBe('/shop/artworks?color=red&style=figurative&medium=oil&mood=calm%2Cserene&match=any')
  })

  it('turns six valid answers into preferences the server accepts, and nothing less', () => {
    const answers = { mood: 'calm-blue', subject: 'abstract', texture: 'ink', emotion: 'joyful', music: 'ambient', role: 'it excites me' }
    const result = toPreferences(answers)
    expect(result).toEqual({
      color: 'calm-blue',
      subject: 'abstract',
      texture: 'ink',
      emotion: 'joyful',
      music: 'ambient',
      role: 'it excites me',
    })
    expect(quizPreferencesSchema.safeParse(result).success).toBe(true)
    expect(toPreferences({ ...answers, role: undefined })).toBeNull()
    expect(toPreferences({ ...answers, music: 'techno' })).toBeNull()
  })

  it('has a question with every option for each of the six steps', () => {
    expect(QUIZ_QUESTIONS.map((q) => q.step)).toEqual(['mood', 'subject', 'texture', 'emotion', 'music', 'role'])
    for (const q of QUIZ_QUESTIONS) expect(q.options.map((o) => o.value)).toEqual([...QUIZ_OPTIONS[q.step]])
  })
})

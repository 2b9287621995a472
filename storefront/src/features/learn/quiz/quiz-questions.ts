import type { CSSProperties } from 'react'
import { QUIZ_OPTIONS } from '@shared/constants'
import type { QuizQuestionStep } from './quiz-mapping'

export type QuizOption = { value: string; label: string; hint: string; art: CSSProperties }
export type QuizQuestion = { step: QuizQuestionStep; question: string; intro: string; options: QuizOption[] }

type OptionCopy = { label: string; hint: string; art: CSSProperties }

/** The words and the small CSS composition shown for each of QUIZ_OPTIONS. */
const COPY: { [S in QuizQuestionStep]: Record<(typeof QUIZ_OPTIONS)[S][number], OptionCopy> } = {
  mood: {
    'vibrant-red': {
      label: 'Vibrant red',
      hint: 'Warm, bold, alive',
      art: { background: 'radial-gradient(circle at 35% 40%, #f1c40f 0 12%, transparent 13%), linear-gradient(135deg, #c0392b, #7c1d12)' },
    },
    'calm-blue': {
      label: 'Calm blue',
      hint: 'Cool, quiet, deep',
      art: { background: 'linear-gradient(180deg, #cfe0e8 0 38%, #2563eb 38% 72%, #1e3a8a 72%)' },
    },
    'natural-green': {
      label: 'Natural green',
      hint: 'Leafy, earthy, fresh',
      art: {
        background:
          'radial-gradient(ellipse 60% 40% at 50% 100%, #8b5a2b 0 98%, transparent 100%), linear-gradient(180deg, #dfe9d8, #2e8b57)',
      },
    },
  },
  subject: {
    portrait: {
      label: 'Portrait',
      hint: 'People and faces',
      art: {
        background:
          'radial-gradient(ellipse 20% 26% at 50% 40%, #8b5a2b 0 98%, transparent 100%), radial-gradient(ellipse 38% 28% at 50% 98%, #3a362f 0 98%, transparent 100%), linear-gradient(#e8d9c4, #d9c2a5)',
      },
    },
    landscape: {
      label: 'Landscape',
      hint: 'Land, sea and sky',
      art: {
        background:
          'radial-gradient(circle at 72% 30%, #f7f5f0 0 8%, transparent 9%), linear-gradient(180deg, #a9c3cf 0 55%, #2e8b57 55% 75%, #8b5a2b 75%)',
      },
    },
    abstract: {
      label: 'Abstract',
      hint: 'Colour, form and line',
      art: {
        background:
          'radial-gradient(circle at 30% 35%, #c0392b 0 18%, transparent 19%), linear-gradient(120deg, #f1c40f 0 40%, #2563eb 40% 70%, #1c1a17 70%)',
      },
    },
  },
  texture: {
    oil: {
      label: 'Oil',
      hint: 'Rich, layered, tactile',
      art: { background: 'repeating-linear-gradient(100deg, #7c2d12 0 14px, #a8402a 14px 30px, #d97706 30px 38px, #5b1f0f 38px 52px)' },
    },
    watercolor: {
      label: 'Watercolor',
      hint: 'Light, fluid, luminous',
      art: {
        background:
          'radial-gradient(circle at 30% 40%, #60a5fa88 0 30%, transparent 45%), radial-gradient(circle at 65% 60%, #f472b688 0 28%, transparent 45%), radial-gradient(circle at 50% 30%, #facc1588 0 22%, transparent 40%), #fbf8f2',
      },
    },
    ink: {
      label: 'Ink',
      hint: 'Line, contrast, precision',
      art: {
        background: 'repeating-linear-gradient(35deg, #1a1a1a 0 2px, transparent 2px 9px), linear-gradient(135deg, #f7f5f0, #d6d3cd)',
      },
    },
  },
  emotion: {
    calm: {
      label: 'Calm',
      hint: 'A place to rest your eyes',
      art: { background: 'linear-gradient(180deg, #e9e4d8 0 45%, #cfe0e8 45% 70%, #a9c3cf 70%)' },
    },
    joyful: {
      label: 'Joyful',
      hint: 'Something that lifts the room',
      art: { background: 'radial-gradient(circle at 50% 45%, #f1c40f 0 20%, transparent 21%), linear-gradient(135deg, #e891b2, #e67e22)' },
    },
    introspective: {
      label: 'Introspective',
      hint: 'A work that asks questions',
      art: { background: 'radial-gradient(circle at 50% 50%, #8c8c8c 0 6%, transparent 7%), linear-gradient(160deg, #3f3d99, #1c1a17)' },
    },
  },
  music: {
    jazz: {
      label: 'Jazz',
      hint: 'Improvised and warm',
      art: { background: 'repeating-radial-gradient(circle at 30% 70%, #1c1a17 0 3px, #e67e22 3px 9px)' },
    },
    classical: {
      label: 'Classical',
      hint: 'Structured and timeless',
      art: { background: 'repeating-linear-gradient(90deg, #f7f5f0 0 10px, #c9c0b1 10px 12px), #f7f5f0' },
    },
    ambient: {
      label: 'Ambient',
      hint: 'Soft and spacious',
      art: {
        background:
          'radial-gradient(circle at 30% 30%, #c4b5fd 0 25%, transparent 50%), radial-gradient(circle at 70% 70%, #a9c3cf 0 25%, transparent 55%), #f3f0f8',
      },
    },
  },
  role: {
    'it grounds me': {
      label: 'It grounds me',
      hint: 'Art as a still point in the day',
      art: { background: 'linear-gradient(180deg, #efe9df 0 60%, #8b5a2b 60%)' },
    },
    'it excites me': {
      label: 'It excites me',
      hint: 'Art as a jolt of energy',
      art: { background: 'conic-gradient(from 45deg, #c0392b, #f1c40f, #2563eb, #8e44ad, #c0392b)' },
    },
  },
}

const TEXT: Record<QuizQuestionStep, { question: string; intro: string }> = {
  mood: { question: 'Which colour draws you in?', intro: 'Go with your first instinct.' },
  subject: { question: 'What would you like to look at every day?', intro: 'Think of the wall you have in mind.' },
  texture: { question: 'Which surface speaks to you?', intro: 'How a work is made changes how it feels.' },
  emotion: { question: 'How should a work make you feel?', intro: 'There is no wrong answer.' },
  music: { question: 'What is playing at home?', intro: 'Taste in music often mirrors taste in art.' },
  role: { question: 'What role does art play in your life?', intro: 'Last question.' },
}

export const QUIZ_QUESTIONS: QuizQuestion[] = (Object.keys(TEXT) as QuizQuestionStep[]).map((step) => ({
  step,
  ...TEXT[step],
  options: (QUIZ_OPTIONS[step] as readonly string[]).map((value) => ({ value, ...(COPY[step] as Record<string, OptionCopy>)[value]! })),
}))

/** The label shown for an answer ('vibrant-red' → 'Vibrant red'). */
export function answerLabel(step: QuizQuestionStep, value: string | undefined): string {
  if (!value) return ''
  return (COPY[step] as Record<string, OptionCopy>)[value]?.label ?? value
}

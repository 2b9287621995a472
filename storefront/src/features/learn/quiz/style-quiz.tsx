import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { QUIZ_STEPS } from '@shared/constants'
import { Button } from '@/components/ui/button'
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { useSignedIn } from '@/lib/auth'
import { cn } from '@/lib/cn'
import { useSaveQuizPreferences } from '../api/save-quiz-preferences'
import { quizShopHref, toPreferences, type QuizAnswers } from './quiz-mapping'
import { answerLabel, QUIZ_QUESTIONS } from './quiz-questions'

const TOTAL = QUIZ_STEPS.length

function Progress({ index }: { index: number }) {
  return (
    <div className="flex items-center gap-4">
      <p className="shrink-0 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
        Step {index + 1} of {TOTAL}
      </p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={1}
        aria-valuemax={TOTAL}
        aria-valuenow={index + 1}
        className="h-1 flex-1 overflow-hidden rounded-full bg-paper-deep"
      >
        <div
          className="h-full rounded-full bg-ink transition-[width] duration-300 ease-[var(--ease-gallery)]"
          style={{ width: `${((index + 1) / TOTAL) * 100}%` }}
        />
      </div>
    </div>
  )
}

/**
 * The quiz itself (DECISIONS 1): steps 1 to 6 each take one choice and move on;
 * step 7 says "You're all set!" and 'Start Exploring' opens the shop ranked by the answers,
 * saving them to the profile when the visitor is signed in.
 */
export function StyleQuizSteps({ onFinish }: { onFinish?: () => void }) {
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<QuizAnswers>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const save = useSaveQuizPreferences()

  // Each new step is announced: focus moves to its question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [index])

  const question = QUIZ_QUESTIONS[index]
  const prefs = toPreferences(answers)

  const choose = (value: string) => {
    if (!question) return
    setAnswers((a) => ({ ...a, [question.step]: value }))
    setIndex((i) => Math.min(i + 1, TOTAL - 1))
  }

  const startExploring = () => {
    if (!prefs) return
    if (signedIn) save.mutate(prefs)
    onFinish?.()
    navigate(quizShopHref(prefs))
  }

  return (
    <div className="pb-2">
      <Progress index={index} />
      {question ? (
        <div key={question.step} className="mt-8 motion-safe:animate-[fade-in_240ms_ease-out]">
          <h3 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight focus:outline-none sm:text-4xl">
            {question.question}
          </h3>
          <p className="mt-2 text-muted">{question.intro}</p>
          <ul className={cn('mt-8 grid gap-3 sm:gap-4', question.options.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
            {question.options.map((option) => {
              const selected = answers[question.step] === option.value
              return (
                <li key={option.value}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => choose(option.value)}
                    className={cn(
                      'group flex w-full items-center gap-4 rounded-md border bg-canvas p-3 text-left transition-[border-color,box-shadow] duration-200 hover:border-ink sm:flex-col sm:items-stretch sm:p-3',
                      selected ? 'border-ink shadow-[0_0_0_1px_var(--color-ink)]' : 'border-line',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="block size-16 shrink-0 rounded-sm transition-transform duration-500 ease-[var(--ease-gallery)] group-hover:scale-[1.02] sm:aspect-[4/3] sm:size-auto sm:w-full"
                      style={option.art}
                    />
                    <span className="block sm:px-1 sm:pt-1 sm:pb-1">
                      <span className="block font-serif text-xl leading-snug text-ink">{option.label}</span>
                      <span className="mt-0.5 block text-sm text-muted">{option.hint}</span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ) : (
        <div className="mt-8 motion-safe:animate-[fade-in_240ms_ease-out]">
          <h3 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight focus:outline-none sm:text-4xl">
            You're all set!
          </h3>
          <p className="mt-2 text-muted">Here is what you told us. We will open the shop with the works closest to your answers first.</p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            {QUIZ_QUESTIONS.map((q) => (
              <div key={q.step} className="contents">
                <dt className="text-muted capitalize">{q.step}</dt>
                <dd className="text-ink">{answerLabel(q.step, answers[q.step])}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted">
            {signedIn ? 'Your answers will be saved to your profile.' : 'Sign in next time and we will remember your answers.'}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button size="lg" onClick={startExploring} disabled={!prefs}>
              Start Exploring <ArrowRightIcon />
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setAnswers({})
                setIndex(0)
              }}
            >
              Start again
            </Button>
          </div>
        </div>
      )}
      {index > 0 && question ? (
        <div className="mt-8">
          <Button variant="link" onClick={() => setIndex((i) => Math.max(0, i - 1))}>
            <ArrowLeftIcon /> Back
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** The style quiz overlay: a modal dialog (focus trapped, Escape or an outside click closes it). */
export function StyleQuizOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Style quiz" description="Seven quick steps to art that speaks to you." size="lg">
      <StyleQuizSteps onFinish={onClose} />
    </Modal>
  )
}

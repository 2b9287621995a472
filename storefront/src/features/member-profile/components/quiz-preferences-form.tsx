import { Link } from 'react-router-dom'
import type { Me } from '@shared/api-types'
import { QUIZ_OPTIONS } from '@shared/constants'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { quizPreferencesSchema, type QuizPreferences } from '@shared/schemas'
import { Button } from '@/components/ui/button'
import { Form, SelectField, useZodForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toast-store'
import { paths } from '@shared/paths'
import { useUpdateProfile } from '../api/update-profile'

type QuizValues = { [K in keyof QuizPreferences]: string }
type QuizKey = keyof QuizPreferences

/** The style quiz's six answers (`quizPreferences`), with the quiz's options (QUIZ_OPTIONS; colour is the mood step). */
const QUESTIONS: { name: QuizKey; label: string; options: readonly string[] }[] = [
  { name: 'color', label: 'Colour that draws you in', options: QUIZ_OPTIONS.mood },
  { name: 'subject', label: 'Subject', options: QUIZ_OPTIONS.subject },
  { name: 'texture', label: 'Surface', options: QUIZ_OPTIONS.texture },
  { name: 'emotion', label: 'How a work should feel', options: QUIZ_OPTIONS.emotion },
  { name: 'music', label: 'Music at home', options: QUIZ_OPTIONS.music },
  { name: 'role', label: 'What art does for you', options: QUIZ_OPTIONS.role },
]

/** 'vibrant-red' → 'Vibrant red', 'it grounds me' → 'It grounds me'. */
const optionLabel = (value: string) => {
  const words = value.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const valuesOf = (me: Me): QuizValues =>
  Object.fromEntries(QUESTIONS.map((q) => [q.name, me.quizPreferences?.[q.name] ?? ''])) as QuizValues

/**
 * The style quiz's answers (DECISIONS 1 saves them to the profile), editable here: the shop's
 * quiz results follow them. All six are needed, as the quiz asks all six.
 */
export function QuizPreferencesForm({ me }: { me: Me }) {
  const save = useUpdateProfile()
  const form = useZodForm(quizPreferencesSchema, {
    defaultValues: valuesOf(me),
    messages: Object.fromEntries(QUESTIONS.map((q) => [q.name, 'Please choose one.'])) as Record<QuizKey, string>,
  })
  return (
    <section aria-labelledby="quiz-preferences" className="flex flex-col gap-5">
      <div>
        <h2 id="quiz-preferences" className="text-2xl">
          Style preferences
        </h2>
        <p className="mt-1 text-sm text-muted">
          {me.quizPreferences
            ? 'Your answers to the style quiz. Change any of them here.'
            : 'You have not taken the style quiz yet. Answer here, or '}
          {me.quizPreferences ? null : (
            <Link to={paths.learn.quiz.getHref()} className="text-accent underline underline-offset-4">
              take the quiz
            </Link>
          )}
          {me.quizPreferences ? null : '.'}
        </p>
      </div>
      <Form
        form={form}
        aria-label="Style preferences"
        className="flex flex-col gap-5"
        onSubmit={(values) =>
          save.mutate(
            { quizPreferences: values },
            {
              onSuccess: ({ user }) => {
                toast.success(PROFILE_FORM_MESSAGES.quizSaved)
                form.reset(valuesOf(user))
              },
            },
          )
        }
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {QUESTIONS.map((q) => (
            <SelectField
              key={q.name}
              name={q.name}
              label={q.label}
              placeholder="Choose…"
              options={q.options.map((o) => ({ value: o, label: optionLabel(o) }))}
            />
          ))}
        </div>
        <div>
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Save preferences
          </Button>
        </div>
      </Form>
    </section>
  )
}

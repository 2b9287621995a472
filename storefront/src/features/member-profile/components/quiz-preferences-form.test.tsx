import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { QuizPreferencesForm } from './quiz-preferences-form'

describe('QuizPreferencesForm', () => {
  it('shows the saved answers and saves a change as quizPreferences', async () => {
    let body: unknown
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ user: makeMe() })
      }),
    )
    const saved = { color: 'calm-blue', subject: 'landscape', texture: 'ink', emotion: 'calm', music: 'jazz', role: 'it grounds me' }
    const user = userEvent.setup()
    renderWithApp(<QuizPreferencesForm me={makeMe({ quizPreferences: saved })} />)
    const form = screen.getByRole('form', { name: 'Style preferences' })
    expect(within(form).getByLabelText('Colour that draws you in')).toHaveDisplayValue('Calm blue')
    expect(within(form).getByLabelText('What art does for you')).toHaveDisplayValue('It grounds me')
    await user.selectOptions(within(form).getByLabelText('Music at home'), 'classical')
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }))
    expect(await screen.findByText('Style preferences saved.')).toBeInTheDocument()
    expect(body).toEqual({ quizPreferences: { ...saved, music: 'classical' } })
  })

  it('asks for every answer when the quiz was never taken, and links to the quiz', async () => {
    const user = userEvent.setup()
    renderWithApp(<QuizPreferencesForm me={makeMe({ quizPreferences: null })} />)
    expect(screen.getByRole('link', { name: 'take the quiz' })).toHaveAttribute('href', '/learn/quiz')
    const form = screen.getByRole('form', { name: 'Style preferences' })
    await user.selectOptions(within(form).getByLabelText('Subject'), 'abstract')
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }))
    expect(within(form).getAllByText('Please choose one.')).toHaveLength(5)
  })
})

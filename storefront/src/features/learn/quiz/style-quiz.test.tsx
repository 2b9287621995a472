import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import QuizRoute from '@/app/routes/learn/quiz'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'

function ShopProbe() {
  const location = useLocation()
  return <p data-testid="shop">{location.pathname + location.search}</p>
}

function recordSaves() {
  const saves: unknown[] = []
  server.use(
    http.put('/api/admin/update-profile', async ({ request }) => {
      saves.push({ auth: request.headers.get('authorization'), body: await request.json() })
      return HttpResponse.json({ user: {} })
    }),
  )
  return saves
}

const renderQuiz = () => renderWithApp(<QuizRoute />, { path: '/learn/quiz', routes: [{ path: '/shop/artworks', element: <ShopProbe /> }] })

async function answerAll(user: ReturnType<typeof userEvent.setup>, choices: string[]) {
  const dialog = screen.getByRole('dialog', { name: 'Style quiz' })
  for (const [i, choice] of choices.entries()) {
    expect(within(dialog).getByText(`Step ${i + 1} of 7`)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${choice}`) }))
  }
}

describe('style quiz', { timeout: 30_000 }, () => {
  it('opens on /learn/quiz and asks the six questions, one choice each', async () => {
    recordSaves()
    const user = userEvent.setup()
    renderQuiz()
    const dialog = screen.getByRole('dialog', { name: 'Style quiz' })
    expect(within(dialog).getByRole('heading', { name: 'Which colour draws you in?' })).toBeInTheDocument()
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(3)
    expect(within(dialog).getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1')

    await user.click(within(dialog).getByRole('button', { name: /^Vibrant red/ }))
    const subject = within(dialog).getByRole('heading', { name: 'What would you like to look at every day?' })
    expect(subject).toHaveFocus()
    expect(within(dialog).getByText('Step 2 of 7')).toBeInTheDocument()

    // Back keeps the earlier answer.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('button', { name: /^Vibrant red/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(dialog).getByRole('button', { name: /^Vibrant red/ }))

    for (const [step, choice] of [
      [2, 'Portrait'],
      [3, 'Oil'],
      [4, 'Calm'],
      [5, 'Jazz'],
      [6, 'It grounds me'],
    ] as const) {
      expect(within(dialog).getByText(`Step ${step} of 7`)).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${choice}`) }))
    }
    expect(within(dialog).getByText('Step 7 of 7')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: "You're all set!" })).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: /Start Exploring/ })).toBeEnabled()
  })

  it("'Start Exploring' opens the shop filtered by the answers and saves nothing for a visitor", async () => {
    const saves = recordSaves()
    const user = userEvent.setup()
    renderQuiz()
    await answerAll(user, ['Vibrant red', 'Portrait', 'Oil', 'Calm', 'Jazz', 'It grounds me'])
    await user.click(screen.getByRole('button', { name: /Start Exploring/ }))
    expect(await screen.findByTestId('shop')).toHaveTextContent(
      '/shop/artworks?color=red&style=figurative&medium=oil&mood=calm%2Cserene&match=any',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(saves).toHaveLength(0)
  })

  it('saves the answers to the profile when signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1')
    const saves = recordSaves()
    const user = userEvent.setup()
    renderQuiz()
    await answerAll(user, ['Natural green', 'Abstract', 'Ink', 'Introspective', 'Ambient', 'It excites me'])
    expect(screen.getByText('Your answers will be saved to your profile.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Start Exploring/ }))
    expect(await screen.findByTestId('shop')).toHaveTextContent(
      '/shop/artworks?color=green&style=abstract&medium=charcoal%2Cpencil&mood=sad%2Cserene&match=any',
    )
    await waitFor(() =>
      expect(saves).toEqual([
        {
          auth: 'Bearer token-1',
          body: {
            quizPreferences: {
              color: 'natural-green',
              subject: 'abstract',
              texture: 'ink',
              emotion: 'introspective',
              music: 'ambient',
              role: 'it excites me',
            },
          },
        },
      ]),
    )
  })

  it('closes with Escape and opens again from the page', async () => {
    const user = userEvent.setup()
    renderQuiz()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Take the Style Quiz' }))
    expect(screen.getByRole('dialog', { name: 'Style quiz' })).toBeInTheDocument()
  })
})

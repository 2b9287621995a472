import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { HomeRows } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SignedInRows } from './signed-in-rows'

function serve(rows: HomeRows) {
  const asked: string[] = []
  server.use(
    http.get('/api/user/home-rows', ({ request }) => {
      asked.push(request.headers.get('authorization') ?? '')
      return HttpResponse.json(rows)
    }),
  )
  return asked
}

const signIn = () => localStorage.setItem(STORAGE_KEYS.accessToken, 'token')

describe('SignedInRows', () => {
  beforeEach(() => localStorage.clear())

  it('asks nothing and shows nothing to a visitor', async () => {
    const asked = serve({ following: [makeArtwork({ _id: '1', title: 'Monsoon Window' })], alerts: [] })
    renderWithApp(<SignedInRows />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toEqual([])
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.queryByText('Monsoon Window')).not.toBeInTheDocument()
  })

  it("shows a member the followed artists' new works and the alerts' as cards, each row with its See all link", async () => {
    signIn()
    const asked = serve({
      following: [makeArtwork({ _id: '1', title: 'Monsoon Window' }), makeArtwork({ _id: '2', title: 'Salt Pans' })],
      alerts: [makeArtwork({ _id: '3', title: 'Blue Hour' })],
    })
    renderWithApp(<SignedInRows />)
    const following = (await screen.findByRole('heading', { level: 2, name: 'New from artists you follow' })).closest('section')!
    expect(following).toHaveTextContent('Monsoon Window')
    expect(following).toHaveTextContent('Salt Pans')
    expect(screen.getByRole('link', { name: 'See whom you follow' })).toHaveAttribute('href', '/admin/following')
    const alerts = screen.getByRole('heading', { level: 2, name: 'New for your alerts' }).closest('section')!
    expect(alerts).toHaveTextContent('Blue Hour')
    expect(alerts).not.toHaveTextContent('Monsoon Window')
    expect(screen.getByRole('link', { name: 'See your alerts' })).toHaveAttribute('href', '/admin/notifications')
    expect(asked).toEqual(['Bearer token'])
  })

  it('shows only the row that has works, and nothing when neither has', async () => {
    signIn()
    serve({ following: [], alerts: [makeArtwork({ _id: '3', title: 'Blue Hour' })] })
    const first = renderWithApp(<SignedInRows />)
    expect(await screen.findByRole('heading', { level: 2, name: 'New for your alerts' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'New from artists you follow' })).not.toBeInTheDocument()
    first.unmount()

    const asked = serve({ following: [], alerts: [] })
    renderWithApp(<SignedInRows />)
    await waitFor(() => expect(asked).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})

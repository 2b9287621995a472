import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OwnRoom } from '@shared/api-types'
import { ROOM_MESSAGES } from '@shared/viewingRooms'
import { tokenStorage } from '@/lib/token-storage'
import { makeArtwork } from '@/testing/fixtures'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { RoomFormPage } from './room-form-page'

const work = makeArtwork({ _id: '7', title: 'Margazhi Morning', artistName: 'Meera Iyer' })
const room = (id: string, title: string): OwnRoom => ({
  _id: id,
  title,
  intro: '',
  kind: 'personal',
  path: '/rooms/rvncTyJBQb0DTPqqQkB5SLy9xS5JwJ2M',
  revokedAt: null,
  closesAt: null,
  closesOn: null,
  state: 'open',
  opens: 0,
  firstOpenedAt: null,
  lastOpenedAt: null,
  works: [],
  updatedAt: '2026-11-28T10:00:00.000Z',
})

describe('"Add to a viewing room" from an artwork page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    server.use(
      http.get('/api/user/me', () => HttpResponse.json(makeMe({ role: 'collector', fullName: 'Asha Menon' }))),
      http.get('/api/public/artwork/:id', () => HttpResponse.json({ artwork: work })),
      http.get('/api/admin/rooms', () => HttpResponse.json({ rooms: [room('r1', 'For the new flat')] })),
    )
  })

  it('starts a new room with the work, or puts it into one of the member’s rooms and opens that room', async () => {
    let sent: unknown = null
    server.use(
      http.post('/api/admin/rooms/:id/works', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: ROOM_MESSAGES.added, room: { ...room('r1', 'For the new flat'), works: [] } })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<RoomFormPage />, {
      path: '/admin/add/room',
      initialEntry: '/admin/add/room?artwork=7',
      routes: [{ path: '/admin/edit/room/:roomId', element: <p>Room editor</p> }],
    })
    // The new room's form already holds the work…
    expect(await screen.findByLabelText('Note on Margazhi Morning')).toBeInTheDocument()
    // …and the member's rooms are offered.
    await user.click(await screen.findByRole('button', { name: 'For the new flat' }))
    expect(await screen.findByText('Room editor')).toBeInTheDocument()
    expect(sent).toEqual({ artwork: '7' })
  })
})

import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { RoomView } from '@shared/api-types'
import { ROOM_MESSAGES } from '@shared/viewingRooms'
import RoomRoute from '@/app/routes/rooms/room'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

const TOKEN = 'rvncTyJBQb0DTPqqQkB5SLy9xS5JwJ2M'
const room: RoomView = {
  title: 'For the new flat',
  intro: 'Two works for the living room.',
  ownerName: 'Asha Menon',
  closesAt: null,
  isOwner: false,
  works: [
    {
      artwork: makeArtwork({ _id: '1', title: 'Margazhi Morning', artistName: 'Meera Iyer', price: 45000 }),
      note: 'The colours match the rug.',
    },
    { artwork: makeArtwork({ _id: '2', title: 'Konkan Rain', saleStatus: 'sold', available: false }), note: '' },
  ],
}

function serve(status: number, body: unknown) {
  server.use(http.get('/api/rooms/:token', () => HttpResponse.json(body as Record<string, unknown>, { status })))
}

const open = () => renderWithApp(<RoomRoute />, { path: '/rooms/:token', initialEntry: `/rooms/${TOKEN}` })

describe('a viewing room opened by its link', { timeout: 20_000 }, () => {
  it('shows its title, who gathered it, the introduction, each work with its note, and Sold on a sold work', async () => {
    serve(200, { room })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'For the new flat' })).toBeInTheDocument()
    expect(screen.getByText('Gathered by Asha Menon')).toBeInTheDocument()
    expect(screen.getByText('Two works for the living room.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Margazhi Morning' })).toBeInTheDocument()
    expect(screen.getByText('The colours match the rug.')).toBeInTheDocument()
    expect(screen.getByText('Sold')).toBeInTheDocument()
  })

  it('says a revoked or closed room is no longer available, and shows nothing of it', async () => {
    serve(410, { error: ROOM_MESSAGES.unavailable })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: ROOM_MESSAGES.unavailable })).toBeInTheDocument()
    expect(screen.queryByText('Margazhi Morning')).not.toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OwnExhibition } from '@shared/api-types'
import { closingOf, openingOf } from '@shared/exhibitionDates'
import { EXHIBITION_MESSAGES } from '@shared/messages'
import { tokenStorage } from '@/lib/token-storage'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ExhibitionsPage } from './exhibitions-page'

const exhibition = (over: Partial<OwnExhibition> & { _id: string; name: string }): OwnExhibition => ({
  slug: over._id,
  photo: {
    url: `/media/${over._id}.jpg`,
    alt: '',
    width: 1200,
    height: 800,
    thumbnail: { url: `/media/${over._id}-thumb.jpg`, width: 200, height: 133 },
  },
  description: null,
  startDate: openingOf('2026-03-12'),
  endDate: closingOf('2026-04-20'),
  venue: 'Hall 2',
  city: 'Pune',
  galleryId: 'g1',
  galleryName: 'Gita Gallery',
  state: 'current',
  published: true,
  artworkCount: 3,
  ...over,
})
const rows = [
  exhibition({ _id: 'e1', name: 'Monsoon Light' }),
  exhibition({
    _id: 'e2',
    name: 'Salt and Stone',
    state: 'upcoming',
    published: false,
    venue: null,
    city: null,
    photo: null,
    artworkCount: 1,
    startDate: openingOf('2025-12-01'),
    endDate: closingOf('2026-01-15'),
  }),
]

function serve(list: OwnExhibition[]) {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/admin/exhibitions', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ exhibitions: list, page: 1, pages: 1, count: list.length })
    }),
  )
  return bodies
}
const cards = () => within(screen.getByRole('list', { name: 'Your exhibitions' })).getAllByRole('listitem')

describe('ExhibitionsPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('lists the gallery’s exhibitions as cards on a phone: dates, venue, state, Draft, actions', async () => {
    const bodies = serve(rows)
    renderWithApp(<ExhibitionsPage />, { path: '/admin/exhibitions' })
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Add Exhibition' })[0]).toHaveAttribute('href', '/admin/add/exhibition')
    expect(await screen.findByText('1-2 of 2')).toBeInTheDocument()
    expect(bodies).toEqual([{ page: 1 }])
    const [first, second] = cards()
    expect(first).toHaveAccessibleName('Monsoon Light')
    expect(first).toHaveTextContent('12 March – 20 April 2026')
    expect(first).toHaveTextContent('Hall 2, Pune')
    expect(first).toHaveTextContent('3 works')
    expect(within(first!).getByText('Current')).toBeInTheDocument()
    expect(within(first!).queryByText('Draft')).not.toBeInTheDocument()
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/e1-thumb.jpg')
    expect(within(first!).getByRole('link', { name: 'Edit Monsoon Light' })).toHaveAttribute('href', '/admin/edit/exhibition/e1')
    expect(within(first!).getByRole('link', { name: 'View Monsoon Light on your gallery page' })).toHaveAttribute('href', '/exhibition/e1')

    expect(second).toHaveTextContent('1 December 2025 – 15 January 2026')
    expect(second).toHaveTextContent('1 work')
    expect(within(second!).getByText('Upcoming')).toBeInTheDocument()
    expect(within(second!).getByText('Draft')).toBeInTheDocument()
    // A draft is not on the gallery's page: nothing to view there.
    expect(within(second!).queryByRole('link', { name: /^View/ })).not.toBeInTheDocument()
  })

  it('shows a table with its columns on a wide screen', async () => {
    serve(rows)
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('min-width: 768px'),
    })) as typeof window.matchMedia
    try {
      renderWithApp(<ExhibitionsPage />, { path: '/admin/exhibitions' })
      const table = await screen.findByRole('table', { name: 'Your exhibitions' })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Exhibition', 'Dates', 'Venue', 'Status', 'Action'])
      const [, first, second] = within(table).getAllByRole('row')
      expect(first).toHaveTextContent('Current')
      expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('—')
    } finally {
      window.matchMedia = original
    }
  })

  it('says what to do when there is none yet', async () => {
    serve([])
    renderWithApp(<ExhibitionsPage />, { path: '/admin/exhibitions' })
    expect(await screen.findByText('No exhibitions yet')).toBeInTheDocument()
    expect(screen.getByText(/It stays a draft until you publish it/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Add Exhibition' })).toHaveLength(2)
  })

  it('deletes after confirming, and shows a refusal inside the dialog', async () => {
    serve(rows)
    let deleted = 0
    server.use(
      http.delete('/api/admin/exhibition/e1', () => HttpResponse.json({ error: EXHIBITION_MESSAGES.notFound }, { status: 404 })),
      http.delete('/api/admin/exhibition/e2', () => ((deleted += 1), HttpResponse.json({ message: EXHIBITION_MESSAGES.deleted }))),
    )
    const user = userEvent.setup()
    renderWithApp(<ExhibitionsPage />, { path: '/admin/exhibitions' })
    await screen.findByText('1-2 of 2')

    await user.click(screen.getByRole('button', { name: 'Delete Monsoon Light' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete this exhibition?' })
    expect(dialog).toHaveTextContent('“Monsoon Light” will be removed from your gallery page.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete exhibition' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXHIBITION_MESSAGES.notFound)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Delete Salt and Stone' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete this exhibition?' })
    expect(deleted).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete exhibition' }))
    expect(await screen.findByText(EXHIBITION_MESSAGES.deleted)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleted).toBe(1)
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ExhibitionWork, OwnExhibitionDetail } from '@shared/api-types'
import { closingOf, openingOf } from '@shared/exhibitionDates'
import { EXHIBITION_MESSAGES, OWNERSHIP_MESSAGES } from '@shared/messages'
import { tokenStorage } from '@/lib/token-storage'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ExhibitionFormPage } from './exhibition-form-page'

const work = (id: string, title: string, status: ExhibitionWork['status'] = 'published'): ExhibitionWork => ({
  _id: id,
  title,
  artistName: 'Meera Iyer',
  image: {
    url: `/media/${id}.jpg`,
    alt: '',
    width: 800,
    height: 600,
    thumbnail: { url: `/media/${id}-thumb.jpg`, width: 200, height: 150 },
  },
  status,
})
const works = [work('a1', 'Rain I'), work('a2', 'Rain II'), work('a3', 'Harbour', 'unpublished')]

const exhibition: OwnExhibitionDetail = {
  _id: 'e1',
  name: 'Monsoon Light',
  slug: 'monsoon-light',
  photo: { url: '/media/cover.jpg', alt: '', width: 1200, height: 800 },
  description: 'Rain and sea.',
  startDate: openingOf('2026-03-12'),
  endDate: closingOf('2026-04-20'),
  venue: 'Hall 2',
  city: 'Pune',
  galleryId: 'g1',
  galleryName: 'Gita Gallery',
  state: 'upcoming',
  published: false,
  artworkCount: 1,
  artworks: [works[0]!],
}

const serveWorks = () => server.use(http.get('/api/admin/exhibition-artworks', () => HttpResponse.json({ artworks: works })))
const lists = [{ path: '/admin/exhibitions', element: <p>Exhibitions list</p> }]
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})

describe('ExhibitionFormPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('asks for the title and both dates, by the field, and sends nothing', async () => {
    serveWorks()
    let sent = false
    server.use(http.post('/api/admin/add-exhibition', () => ((sent = true), HttpResponse.json({}, { status: 500 }))))
    const user = userEvent.setup()
    renderWithApp(<ExhibitionFormPage />, { path: '/admin/add/exhibition', routes: lists })
    await user.click(await screen.findByRole('button', { name: 'Add exhibition' }))
    expect(await screen.findByText(EXHIBITION_MESSAGES.name)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(EXHIBITION_MESSAGES.name)
    expect(screen.getByLabelText(/^Opening date/)).toHaveAccessibleDescription(EXHIBITION_MESSAGES.startDate)
    expect(screen.getByLabelText(/^Closing date/)).toHaveAccessibleDescription(expect.stringContaining(EXHIBITION_MESSAGES.endDate))
    expect(sent).toBe(false)
  })

  it('refuses a closing date before the opening date at the closing date', async () => {
    serveWorks()
    const user = userEvent.setup()
    renderWithApp(<ExhibitionFormPage />, { path: '/admin/add/exhibition', routes: lists })
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Backwards')
    setDate('Opening date', '2026-05-10')
    setDate('Closing date', '2026-05-01')
    await user.click(screen.getByRole('button', { name: 'Add exhibition' }))
    expect(await screen.findByText(EXHIBITION_MESSAGES.endBeforeStart)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Closing date/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('adds a published exhibition with its cover and the chosen works, then goes back to the list', async () => {
    serveWorks()
    let sent: FormData | null = null
    server.use(
      http.post('/api/admin/add-exhibition', async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json({ message: EXHIBITION_MESSAGES.saved, exhibition }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ExhibitionFormPage />, { path: '/admin/add/exhibition', routes: lists })
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Harbour Lights')
    setDate('Opening date', '2026-03-12')
    setDate('Closing date', '2026-04-20')
    await user.type(screen.getByRole('textbox', { name: /^Venue/ }), 'Hall 2')
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Pune')
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Night walks by the sea.')
    await user.upload(screen.getByLabelText('Choose cover image'), new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' }))
    expect(screen.getByRole('img', { name: 'Cover: cover.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    // The gallery's works, as thumbnails with a checkbox each (an unpublished one says so).
    expect(await screen.findByRole('checkbox', { name: 'Harbour' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Harbour' }).closest('label')).toHaveTextContent('Unpublished')
    await user.click(screen.getByRole('checkbox', { name: 'Rain II' }))
    await user.click(screen.getByRole('checkbox', { name: 'Rain I' }))
    const published = screen.getByRole('checkbox', { name: 'Published' })
    expect(published).not.toBeChecked()
    expect(published).toHaveAccessibleDescription(EXHIBITION_MESSAGES.publishedHint)
    await user.click(published)
    await user.click(screen.getByRole('button', { name: 'Add exhibition' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/exhibitions'))
    expect(await screen.findByText(EXHIBITION_MESSAGES.saved)).toBeInTheDocument()
    const body = sent as unknown as FormData
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'coverImage'))).toEqual({
      name: 'Harbour Lights',
      startDate: '2026-03-12',
      endDate: '2026-04-20',
      venue: 'Hall 2',
      city: 'Pune',
      description: 'Night walks by the sea.',
      artworks: JSON.stringify(['a2', 'a1']),
      published: 'true',
    })
    expect(body.getAll('coverImage')).toHaveLength(1)
  })

  it('edits an exhibition: its days, works and state loaded, every field sent with its id', async () => {
    serveWorks()
    let sent: FormData | null = null
    server.use(
      http.get('/api/admin/exhibition/e1', () => HttpResponse.json({ exhibition })),
      http.put('/api/admin/update-exhibition', async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json({ message: EXHIBITION_MESSAGES.saved, exhibition })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ExhibitionFormPage exhibitionId="e1" />, { path: '/admin/edit/exhibition/e1', routes: lists })
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Monsoon Light')
    expect(screen.getByLabelText(/^Opening date/)).toHaveValue('2026-03-12')
    expect(screen.getByLabelText(/^Closing date/)).toHaveValue('2026-04-20')
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked()
    expect(screen.getByRole('img', { name: 'Cover: Current cover' })).toHaveAttribute('src', '/media/cover.jpg')
    expect(await screen.findByRole('checkbox', { name: 'Rain I' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Rain I' }))
    await user.click(screen.getByRole('checkbox', { name: 'Harbour' }))
    await user.clear(screen.getByRole('textbox', { name: /^Venue/ }))
    await user.click(screen.getByRole('button', { name: 'Remove Current cover' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/exhibitions'))
    const body = sent as unknown as FormData
    expect(Object.fromEntries(body.entries())).toEqual({
      id: 'e1',
      name: 'Monsoon Light',
      startDate: '2026-03-12',
      endDate: '2026-04-20',
      venue: '',
      city: 'Pune',
      description: 'Rain and sea.',
      artworks: JSON.stringify(['a3']),
      published: 'false',
      removeCover: 'true',
    })
  })

  it('shows the server’s refusal by its field: a work that is not the gallery’s', async () => {
    serveWorks()
    server.use(
      http.get('/api/admin/exhibition/e1', () => HttpResponse.json({ exhibition })),
      http.put('/api/admin/update-exhibition', () =>
        HttpResponse.json(
          {
            error: `artworks: ${OWNERSHIP_MESSAGES.ownArtworks}`,
            details: [{ path: 'artworks', message: OWNERSHIP_MESSAGES.ownArtworks }],
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ExhibitionFormPage exhibitionId="e1" />, { path: '/admin/edit/exhibition/e1', routes: lists })
    await user.click(await screen.findByRole('checkbox', { name: 'Rain II' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const works = screen.getByRole('group', { name: /^Works shown/ })
    expect(await within(works).findByRole('alert')).toHaveTextContent(OWNERSHIP_MESSAGES.ownArtworks)
    expect(router.state.location.pathname).toBe('/admin/edit/exhibition/e1')
  })

  it('says so when the exhibition is not the gallery’s', async () => {
    server.use(http.get('/api/admin/exhibition/e9', () => HttpResponse.json({ error: EXHIBITION_MESSAGES.notFound }, { status: 404 })))
    renderWithApp(<ExhibitionFormPage exhibitionId="e9" />, { path: '/admin/edit/exhibition/e9', routes: lists })
    expect(await screen.findByText('This exhibition could not be loaded.')).toBeInTheDocument()
    expect(screen.getByText(EXHIBITION_MESSAGES.notFound)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

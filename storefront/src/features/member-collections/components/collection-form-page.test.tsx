import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ArtworkCollection } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CollectionFormPage } from './collection-form-page'

const collection: ArtworkCollection = {
  _id: 'c1',
  collectionName: 'Monsoon',
  description: 'Rain studies',
  coverImage: { url: '/media/cover.jpg', alt: '', width: 1200, height: 800 },
  coverImageUrl: '/media/cover.jpg',
  status: true,
  username: 'meera',
  artworkCount: 1,
}
const works = [
  makeArtwork({ _id: 'a1', title: 'Rain I', collectionId: 'c1' }),
  makeArtwork({ _id: 'a2', title: 'Rain II' }),
  makeArtwork({ _id: 'a3', title: 'Harbour', collectionId: 'c9', status: 'unpublished' }),
]

function serveWorks() {
  server.use(http.post('/api/admin/artworks', () => HttpResponse.json({ artworks: works, page: 1, pages: 1, count: works.length })))
}
const lists = [{ path: '/admin/collections', element: <p>Collections list</p> }]

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})

describe('CollectionFormPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("asks for the name, the description and a cover: 'Please upload an image.'", async () => {
    serveWorks()
    let sent = false
    server.use(http.post('/api/admin/add-collection', () => ((sent = true), HttpResponse.json({}, { status: 500 }))))
    const user = userEvent.setup()
    renderWithApp(<CollectionFormPage />, { path: '/admin/add/collection', routes: lists })
    await user.click(await screen.findByRole('button', { name: 'Add collection' }))
    expect(screen.getByText('Please enter the collection’s name.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a description.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image.')
    expect(sent).toBe(false)
  })

  it('adds a collection with its cover, then puts the chosen works in it', async () => {
    serveWorks()
    let added: FormData | null = null
    let updated: unknown = null
    server.use(
      http.post('/api/admin/add-collection', async ({ request }) => {
        added = await request.formData()
        return HttpResponse.json({ message: 'Collection added.', collection: { ...collection, _id: 'c2' } }, { status: 201 })
      }),
      http.put('/api/admin/update-collection', async ({ request }) => {
        updated = await request.json()
        return HttpResponse.json({ message: 'Collection updated.', collection, artworkIds: ['a2'] })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<CollectionFormPage />, { path: '/admin/add/collection', routes: lists })
    await user.type(await screen.findByRole('textbox', { name: 'Collection name' }), 'Harbour Lights')
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Night walks by the sea.')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpublished')
    await user.upload(screen.getByLabelText('Choose cover image'), new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Rain II' }))
    await user.click(screen.getByRole('button', { name: 'Add collection' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/collections'))
    expect(await screen.findByText('Collection added.')).toBeInTheDocument()
    const body = added as unknown as FormData
    expect(body.get('collectionName')).toBe('Harbour Lights')
    expect(body.get('description')).toBe('Night walks by the sea.')
    expect(body.get('status')).toBe('false')
    expect(body.getAll('coverImage')).toHaveLength(1)
    expect(updated).toEqual({ _id: 'c2', artworkIds: ['a2'] })
  })

  it('edits which works belong to it, marking those in another collection', async () => {
    serveWorks()
    let updated: FormData | null = null
    server.use(
      http.get('/api/admin/collection/c1', () => HttpResponse.json({ collection, artworkIds: ['a1'] })),
      http.put('/api/admin/update-collection', async ({ request }) => {
        updated = await request.formData()
        return HttpResponse.json({ message: 'Collection updated.', collection, artworkIds: ['a3'] })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<CollectionFormPage collectionId="c1" />, { path: '/admin/edit/collection/c1', routes: lists })
    expect(await screen.findByRole('textbox', { name: 'Collection name' })).toHaveValue('Monsoon')
    expect(await screen.findByRole('checkbox', { name: 'Rain I' })).toBeChecked()
    const harbour = screen.getByRole('checkbox', { name: 'Harbour' })
    expect(harbour.closest('label')).toHaveTextContent('In another collection')
    await user.click(screen.getByRole('checkbox', { name: 'Rain I' }))
    await user.click(harbour)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/collections'))
    const body = updated as unknown as FormData
    expect(body.get('_id')).toBe('c1')
    expect(body.get('artworkIds')).toBe('a3')
    // Name, description, status and cover did not change: not sent.
    expect([...body.keys()].sort()).toEqual(['_id', 'artworkIds'])
  })

  it('an emptied list of works is sent as empty, so the works leave the collection', async () => {
    serveWorks()
    let updated: FormData | null = null
    server.use(
      http.get('/api/admin/collection/c1', () => HttpResponse.json({ collection, artworkIds: ['a1'] })),
      http.put('/api/admin/update-collection', async ({ request }) => {
        updated = await request.formData()
        return HttpResponse.json({ message: 'Collection updated.', collection, artworkIds: [] })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<CollectionFormPage collectionId="c1" />, { path: '/admin/edit/collection/c1', routes: lists })
    await user.click(await screen.findByRole('checkbox', { name: 'Rain I' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(updated).not.toBeNull())
    expect((updated as unknown as FormData).get('artworkIds')).toBe('')
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument()
  })
})

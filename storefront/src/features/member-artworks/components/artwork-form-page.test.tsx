import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ArtworkCollection } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ArtworkFormPage } from './artwork-form-page'

const collections: ArtworkCollection[] = [
  {
    _id: 'c1',
    collectionName: 'Monsoon',
    description: 'Rain studies',
    coverImage: null,
    coverImageUrl: null,
    status: true,
    username: 'meera',
    artworkCount: 2,
  },
]
/** One of the member's own works as GET /api/admin/artwork/:id answers (offers off). */
const ownWork = (over: Parameters<typeof makeArtwork>[0]) => ({
  ...makeArtwork(over),
  ownReturnDays: null,
  offers: { accept: false, floor: null },
})
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' })

function serve({ role = 'artist' as const, returnDays = 7 } = {}) {
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(makeMe({ role, fullName: 'Meera Iyer', username: 'meera', returnDays }))),
    http.post('/api/admin/collections', () => HttpResponse.json(collections)),
    http.get('/api/admin/fee', () =>
      HttpResponse.json({
        basisPoints: 3000,
        percent: 30,
        effectiveFrom: '2025-01-01T00:00:00.000Z',
        own: false,
        next: { basisPoints: 2750, percent: 27.5, effectiveFrom: '2027-04-01T00:00:00.000Z' },
      }),
    ),
  )
}

function renderAdd() {
  return renderWithApp(<ArtworkFormPage />, {
    path: '/admin/add/artwork',
    routes: [{ path: '/admin/artworks', element: <p>Artworks list</p> }],
  })
}

const field = (name: string) => screen.getByRole('textbox', { name })
/** The field's error, among what describes it (a hint may come first). */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id))[0] ?? null

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'Monsoon Field')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Medium' }), 'Oil')
  await user.type(field('Material'), 'Canvas')
  await user.type(field('Width (in)'), '24')
  await user.type(field('Height (in)'), '36.5')
  await user.type(field('Depth (in)'), '1')
  await user.type(field('Price (INR, ₹)'), '125000')
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})

describe('ArtworkFormPage (add)', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it("starts with an artist's own name and the spec's lists", async () => {
    serve()
    renderAdd()
    expect(await screen.findByRole('textbox', { name: 'Artist name' })).toHaveValue('Meera Iyer')
    const medium = screen.getByRole('combobox', { name: 'Medium' })
    expect(
      within(medium)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a medium', 'Oil', 'Acrylic', 'Watercolour', 'Charcoal', 'Pencil', 'Mixed Media', 'Digital'])
    expect(screen.getAllByRole('button', { pressed: false }).filter((b) => b.title)).toHaveLength(12)
    expect(within(screen.getByRole('combobox', { name: 'Collection' })).getByRole('option', { name: 'Monsoon' })).toBeInTheDocument()
  })

  it('has a gallery choose the artist among those it represents, and sends the artist’s profile with the name', async () => {
    serve({ role: 'gallery' as never })
    const artist = (over: Record<string, unknown>) => ({ bio: null, photo: null, city: null, status: 'accepted', ...over })
    server.use(
      http.get('/api/admin/represented', () =>
        HttpResponse.json({
          artists: [
            artist({ _id: 'r1', name: 'Kabir Deshpande', artistId: 'u7', artistSlug: 'kabir-deshpande' }),
            artist({ _id: 'r2', name: 'Aman Sodhi', artistId: 'u8', artistSlug: 'aman-sodhi', status: 'pending' }),
            artist({ _id: 'r3', name: 'Lakshmi Rao', artistId: null, artistSlug: null }),
          ],
        }),
      ),
    )
    let received: FormData | null = null
    server.use(
      http.post('/api/admin/add-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork added.', artwork: makeArtwork({ _id: 'new' }) }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderAdd()
    const select = await screen.findByRole('combobox', { name: /^Artist/ })
    expect(screen.queryByRole('textbox', { name: 'Artist name' })).not.toBeInTheDocument()
    // A request not yet accepted is not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one of your artists', 'Kabir Deshpande', 'Lakshmi Rao (not on Kala)'])
    expect(screen.getByRole('link', { name: 'Manage your artists' })).toHaveAttribute('href', '/admin/artists')
    await user.selectOptions(select, 'Kabir Deshpande')
    await fillRequired(user)
    await user.upload(screen.getByLabelText('Choose artwork images'), [png('front.png')])
    await user.click(screen.getByRole('button', { name: 'Add artwork' }))
    await waitFor(() => expect(received).not.toBeNull())
    const body = received as unknown as FormData
    expect([body.get('artistName'), body.get('artist')]).toEqual(['Kabir Deshpande', 'kabir-deshpande'])
  })

  it('lists a work with its price on request: no price asked, none sent', async () => {
    serve()
    let received: FormData | null = null
    server.use(
      http.post('/api/admin/add-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork added.', artwork: makeArtwork({ _id: 'new', price: null }) }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderAdd()
    await screen.findByRole('textbox', { name: 'Title' })
    await user.type(field('Title'), 'Monsoon Field')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Medium' }), 'Oil')
    await user.type(field('Material'), 'Canvas')
    await user.type(field('Width (in)'), '24')
    await user.type(field('Height (in)'), '36')
    await user.type(field('Depth (in)'), '1')
    await user.click(screen.getByRole('checkbox', { name: /Price on request/ }))
    expect(screen.queryByRole('textbox', { name: 'Price (INR, ₹)' })).not.toBeInTheDocument()
    expect(screen.getByText(/send you an enquiry/)).toBeInTheDocument()
    await user.upload(screen.getByLabelText('Choose artwork images'), [png('front.png')])
    await user.click(screen.getByRole('button', { name: 'Add artwork' }))
    await waitFor(() => expect(received).not.toBeNull())
    const body = received as unknown as FormData
    expect([body.get('priceOnRequest'), body.has('price')]).toEqual(['true', false])
  })

  it("discloses Kala's fee under the price: what the seller receives as they type, and a change already scheduled", async () => {
    serve()
    const user = userEvent.setup()
    renderAdd()
    const price = await screen.findByRole('textbox', { name: 'Price (INR, ₹)' })
    expect(await screen.findByText("Kala's fee is 30% of the price, taken when the work sells.")).toBeInTheDocument()
    expect(price).toHaveAccessibleDescription(/Kala's fee is 30%.*From 1 April 2027 the fee is 27\.5%\./)
    await user.type(price, '1,20,000')
    expect(screen.getByTestId('fee-note')).toHaveTextContent("You receive ₹84,000 after Kala's 30% fee")
    await user.clear(price)
    await user.type(price, '999.99')
    expect(screen.getByTestId('fee-note')).toHaveTextContent("You receive ₹699.99 after Kala's 30% fee")
  })

  it('sends nothing while required fields or the front image are missing, and says what is wrong', async () => {
    serve()
    let sent = false
    server.use(http.post('/api/admin/add-artwork', () => ((sent = true), HttpResponse.json({}, { status: 500 }))))
    const user = userEvent.setup()
    renderAdd()
    await user.click(await screen.findByRole('button', { name: 'Add artwork' }))
    expect(errorOf(field('Title'))).toHaveTextContent('Please enter the title.')
    expect(errorOf(field('Material'))).toHaveTextContent('Please enter the material (canvas, paper…).')
    expect(errorOf(field('Price (INR, ₹)'))).toHaveTextContent('This field is required')
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload at least one image.')
    expect(sent).toBe(false)
  })

  it("tells how many images a work takes before any is chosen: 'Upload between 1 and 3 images.'", async () => {
    serve()
    renderAdd()
    const images = await screen.findByRole('group', { name: 'Artwork images' })
    expect(images).toHaveAccessibleDescription(/^Upload between 1 and 3 images\. The front image is required;/)
    expect(within(images).getByText(/^Upload between 1 and 3 images\./)).toBeVisible()
  })

  it('takes only non-negative decimals and a year of 4 digits', async () => {
    serve()
    const user = userEvent.setup()
    renderAdd()
    await user.type(await screen.findByRole('textbox', { name: 'Price (INR, ₹)' }), '-5')
    await user.type(field('Width (in)'), 'abc')
    await user.type(field('Year of creation'), '24')
    await user.tab()
    expect(errorOf(field('Price (INR, ₹)'))).toHaveTextContent('Enter a non-negative number')
    expect(errorOf(field('Width (in)'))).toHaveTextContent('Enter a non-negative number')
    expect(errorOf(field('Year of creation'))).toHaveTextContent('Year must be exactly 4 characters')
    await user.clear(field('Price (INR, ₹)'))
    await user.type(field('Price (INR, ₹)'), '1250.50')
    expect(errorOf(field('Price (INR, ₹)'))).toBeNull()
    // Grouped as people write prices, the Indian way or the international one.
    for (const typed of ['12,000', '1,20,000', '120,000']) {
      await user.clear(field('Price (INR, ₹)'))
      await user.type(field('Price (INR, ₹)'), typed)
      await user.tab()
      expect(errorOf(field('Price (INR, ₹)')), typed).toBeNull()
    }
  })

  it('a limited edition needs its size', async () => {
    serve()
    const user = userEvent.setup()
    renderAdd()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Edition' }), 'limited')
    await user.click(screen.getByRole('button', { name: 'Add artwork' }))
    expect(errorOf(field('Edition size'))).toHaveTextContent('A limited edition needs its size (2 or more)')
  })

  it('uploads the fields and the images in order, then goes back to the list with the server’s message', async () => {
    serve()
    let received: FormData | null = null
    server.use(
      http.post('/api/admin/add-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork added.', artwork: makeArtwork({ _id: 'new' }) }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderAdd()
    await screen.findByRole('textbox', { name: 'Title' })
    await fillRequired(user)
    await user.upload(screen.getByLabelText('Choose artwork images'), [png('front.png'), png('back.png'), png('sign.png')])
    await user.click(screen.getByRole('button', { name: 'Blue' }))
    await user.click(screen.getByRole('button', { name: 'Add artwork' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'))
    expect(await screen.findByText('Artwork added.')).toBeInTheDocument()
    const body = received as unknown as FormData
    expect(body.get('title')).toBe('Monsoon Field')
    expect(body.get('artistName')).toBe('Meera Iyer')
    expect(body.get('medium')).toBe('Oil')
    expect(body.get('height')).toBe('36.5')
    expect(body.get('price')).toBe('125000')
    expect(body.get('status')).toBe('published')
    expect(body.get('available')).toBe('true')
    expect(body.get('colors')).toBe('blue')
    expect(body.has('yearOfCreation')).toBe(false)
    // jsdom's XMLHttpRequest does not carry a file's name or bytes: the e2e spec checks their order.
    expect(body.getAll('artworks')).toHaveLength(3)
  })

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    serve()
    server.use(
      http.post('/api/admin/add-artwork', () =>
        HttpResponse.json({ error: 'Invalid input.', details: [{ path: 'title', message: 'This title is too long.' }] }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    renderAdd()
    await screen.findByRole('textbox', { name: 'Title' })
    await fillRequired(user)
    await user.upload(screen.getByLabelText('Choose artwork images'), [png('front.png')])
    await user.click(screen.getByRole('button', { name: 'Add artwork' }))
    await waitFor(() => expect(errorOf(field('Title'))).toHaveTextContent('This title is too long.'))
    expect(field('Title')).toHaveValue('Monsoon Field')
  })
})

describe('ArtworkFormPage (edit)', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('loads the work and sends only what changed, without images when they did not change', async () => {
    serve()
    let received: FormData | null = null
    server.use(
      http.get('/api/admin/artwork/a1', () =>
        HttpResponse.json({ artwork: ownWork({ _id: 'a1', title: 'Monsoon Field', price: 125000 }) }),
      ),
      http.put('/api/admin/update-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork updated.', artwork: makeArtwork({ _id: 'a1' }) })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ArtworkFormPage artworkId="a1" />, {
      path: '/admin/edit/artwork/a1',
      routes: [{ path: '/admin/artworks', element: <p>Artworks list</p> }],
    })
    const price = await screen.findByRole('textbox', { name: 'Price (INR, ₹)' })
    expect(price).toHaveValue('125000')
    expect(screen.getByRole('img', { name: /^Front:/ })).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '99000')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'))
    const body = received as unknown as FormData
    expect([...body.keys()].sort()).toEqual(['_id', 'price'])
    expect(body.get('_id')).toBe('a1')
    expect(body.get('price')).toBe('99000')
  })

  it('offers the seller’s own return policy or another for this work, and sends the change alone', async () => {
    serve({ returnDays: 14 })
    let received: FormData | null = null
    server.use(
      http.get('/api/admin/artwork/a1', () =>
        HttpResponse.json({ artwork: { ...ownWork({ _id: 'a1', title: 'Monsoon Field' }), ownReturnDays: 0 } }),
      ),
      http.put('/api/admin/update-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork updated.', artwork: makeArtwork({ _id: 'a1' }) })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ArtworkFormPage artworkId="a1" />, {
      path: '/admin/edit/artwork/a1',
      routes: [{ path: '/admin/artworks', element: <p>Artworks list</p> }],
    })
    const policy = await screen.findByRole('combobox', { name: 'Return policy for this work' })
    expect(policy).toHaveDisplayValue('No returns')
    expect(
      within(policy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Same as my policy (14 days)', 'No returns', '7 days after delivery', '14 days after delivery'])
    await user.selectOptions(policy, 'Same as my policy (14 days)')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'))
    const body = received as unknown as FormData
    expect([...body.keys()].sort()).toEqual(['_id', 'returnDays'])
    // Empty: the work follows the seller's policy again.
    expect(body.get('returnDays')).toBe('')
  })

  it('turns on Accept offers with a floor in rupees, and sends them alone', async () => {
    serve()
    let received: FormData | null = null
    server.use(
      http.get('/api/admin/artwork/a1', () =>
        HttpResponse.json({
          artwork: { ...makeArtwork({ _id: 'a1', title: 'Monsoon Field' }), ownReturnDays: null, offers: { accept: false, floor: null } },
        }),
      ),
      http.put('/api/admin/update-artwork', async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ message: 'Artwork updated.', artwork: makeArtwork({ _id: 'a1' }) })
      }),
    )
    const user = userEvent.setup()
    const { router } = renderWithApp(<ArtworkFormPage artworkId="a1" />, {
      path: '/admin/edit/artwork/a1',
      routes: [{ path: '/admin/artworks', element: <p>Artworks list</p> }],
    })
    const accept = await screen.findByRole('checkbox', { name: /Accept offers/ })
    expect(accept).not.toBeChecked()
    expect(screen.queryByRole('textbox', { name: /Lowest offer/ })).toBeNull()
    await user.click(accept)
    await user.type(field('Lowest offer you will consider (₹)'), '38500')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'))
    const body = received as unknown as FormData
    expect([...body.keys()].sort()).toEqual(['_id', 'acceptOffers', 'offerFloor'])
    expect([body.get('acceptOffers'), body.get('offerFloor')]).toEqual(['true', '38500'])
  })

  it("refuses to save a work without images: 'Upload between 1 and 3 images.' under the picker, nothing sent", async () => {
    serve()
    let sent = false
    server.use(
      http.get('/api/admin/artwork/a1', () => HttpResponse.json({ artwork: ownWork({ _id: 'a1', title: 'Monsoon Field' }) })),
      http.put('/api/admin/update-artwork', () => ((sent = true), HttpResponse.json({}, { status: 500 }))),
    )
    const user = userEvent.setup()
    renderWithApp(<ArtworkFormPage artworkId="a1" />, { path: '/admin/edit/artwork/a1' })
    const images = await screen.findByRole('group', { name: 'Artwork images' })
    for (const remove of within(images).getAllByRole('button', { name: /^Remove / })) await user.click(remove)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(within(images).getByRole('alert')).toHaveTextContent('Upload between 1 and 3 images.')
    expect(sent).toBe(false)
  })

  it("shows staff's reason on a rejected work and says saving sends it back for review", async () => {
    serve()
    server.use(
      http.get('/api/admin/artwork/a1', () =>
        HttpResponse.json({ artwork: { ...ownWork({ _id: 'a1' }), review: { state: 'rejected', reason: 'The photo is blurred.' } } }),
      ),
    )
    renderWithApp(<ArtworkFormPage artworkId="a1" />, { path: '/admin/edit/artwork/a1' })
    expect(await screen.findByText('Rejected: The photo is blurred.')).toBeInTheDocument()
    expect(screen.getByText('Saving your changes sends the work back to staff for review.')).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes', async () => {
    serve()
    server.use(http.get('/api/admin/artwork/a1', () => HttpResponse.json({ artwork: ownWork({ _id: 'a1' }) })))
    const user = userEvent.setup()
    const { router } = renderWithApp(<ArtworkFormPage artworkId="a1" />, {
      path: '/admin/edit/artwork/a1',
      routes: [{ path: '/admin/artworks', element: <p>Artworks list</p> }],
    })
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' II')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
    expect(router.state.location.pathname).toBe('/admin/edit/artwork/a1')
    expect(field('Title')).toHaveValue('Artwork a1 II')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artworks'))
  })
})

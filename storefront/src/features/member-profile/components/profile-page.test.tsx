import { ACCOUNT_MESSAGES } from '@shared/messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Me } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ProfilePage } from './profile-page'

function serveMe(me: Me) {
  server.use(http.get('/api/user/me', () => HttpResponse.json(me)))
}

const tabNames = async () => {
  const list = await screen.findByRole('tablist', { name: 'Profile sections' })
  return within(list)
    .getAllByRole('tab')
    .map((t) => t.textContent)
}

describe('ProfilePage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('shows an artist the seven tabs, CV sections and Social Links included', async () => {
    serveMe(makeMe({ role: 'artist' }))
    renderWithApp(<ProfilePage />, { path: '/admin/profile' })
    expect(await tabNames()).toEqual([
      'Personal Information',
      'Education / Training',
      'Awards / Recognitions',
      'Press / Publication',
      'Exhibitions',
      'Workshops / Masterclasses',
      'Social Links',
    ])
  })

  it.each(['explorer', 'collector', 'gallery', 'researcher'] as const)('shows the role %s Personal Information only', async (role) => {
    serveMe(makeMe({ role }))
    renderWithApp(<ProfilePage />, { path: '/admin/profile', initialEntry: '/admin/profile?tab=exhibitions' })
    expect(await tabNames()).toEqual(['Personal Information'])
    // A CV tab in the address is not opened for them.
    expect(screen.getByRole('heading', { name: 'Personal Information', level: 2 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add exhibition' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Saved addresses' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Style preferences' })).toBeInTheDocument()
  })

  it('opens the tab named in the address, and lists the section with its entries', async () => {
    serveMe(
      makeMe({
        role: 'artist',
        exhibitions: [{ id: 'e1', institution: 'Jehangir Art Gallery', title: 'Monsoon Fields', type: 'Solo', year: '2024' }],
      }),
    )
    renderWithApp(<ProfilePage />, { path: '/admin/profile', initialEntry: '/admin/profile?tab=exhibitions' })
    expect(await screen.findByRole('tab', { name: 'Exhibitions', selected: true })).toBeInTheDocument()
    expect(screen.getByText('Monsoon Fields')).toBeInTheDocument()
    expect(screen.getByText('Jehangir Art Gallery · Solo exhibition')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Monsoon Fields' })).toBeInTheDocument()
  })

  it('saves Personal Information with a toast, and puts a taken e-mail on the e-mail field', async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('/api/admin/update-profile', async ({ request }) => {
        const body = (await request.json()) as { email: string }
        bodies.push(body)
        if (body.email === 'taken@example.com')
          return HttpResponse.json({ error: 'An account with this e-mail already exists.' }, { status: 409 })
        return HttpResponse.json({ user: makeMe({ fullName: 'Kavya M' }) })
      }),
    )
    serveMe(makeMe())
    const user = userEvent.setup()
    renderWithApp(<ProfilePage />, { path: '/admin/profile' })
    const form = await screen.findByRole('form', { name: 'Personal information' })
    await user.clear(within(form).getByLabelText(/Full name/))
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(within(form).getByText('Please enter your full name.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText(/Full name/), 'Kavya M')
    await user.clear(within(form).getByLabelText(/^Phone/))
    await user.type(within(form).getByLabelText(/^Phone/), '98765')
    expect(within(form).getByText('Phone must be exactly 10 digits')).toBeInTheDocument()
    await user.type(within(form).getByLabelText(/^Phone/), '43210')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument()
    expect(bodies[0]).toEqual({
      fullName: 'Kavya M',
      email: 'kavya@example.com',
      phone: '9876543210',
      bio: '<p>Meera Iyer paints slow fields of colour.</p>',
    })

    await user.clear(within(form).getByLabelText(/^Email/))
    await user.type(within(form).getByLabelText(/^Email/), 'taken@example.com')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('An account with this e-mail already exists.')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('says a new e-mail waits for confirmation from its inbox, and keeps showing the current one', async () => {
    const message = ACCOUNT_MESSAGES.emailPending('new@example.com')
    server.use(http.put('/api/admin/update-profile', () => HttpResponse.json({ user: makeMe(), pendingEmail: 'new@example.com', message })))
    serveMe(makeMe())
    const user = userEvent.setup()
    renderWithApp(<ProfilePage />, { path: '/admin/profile' })
    const form = await screen.findByRole('form', { name: 'Personal information' })
    await user.clear(within(form).getByLabelText(/^Email/))
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument()
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('kavya@example.com')
  })

  it("says 'Please upload an image.' when the photo is uploaded with no file, and refuses a file that is not JPG or PNG or over 5 MB", async () => {
    serveMe(makeMe({ photo: null }))
    const user = userEvent.setup({ applyAccept: false })
    renderWithApp(<ProfilePage />, { path: '/admin/profile' })
    const photo = await screen.findByRole('form', { name: 'Profile photo' })
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeInTheDocument()
    expect(screen.getByText(/^1000 x 1000 px or larger, JPG or PNG, up to 5 MB\./)).toBeInTheDocument()
    await user.click(within(photo).getByRole('button', { name: 'Upload photo' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image.')
    await user.upload(within(photo).getByLabelText('Choose a photo'), new File(['gif'], 'me.gif', { type: 'image/gif' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPG or PNG image.')
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' })
    await user.upload(within(photo).getByLabelText('Choose a photo'), large)
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be 5 MB or smaller.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Me } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import AdminLayoutRoute from '@/app/routes/admin/layout'
import { makeMe } from '@/testing/checkout-fixtures'
import { image } from '@/testing/profile-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

function serveMe(me: Me, unread = 0, unreadMessages = 0, unreadNotifications = 0) {
  const enquiryBodies: unknown[] = []
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(me)),
    http.get('/api/user/conversations/unread', () => HttpResponse.json({ unread: unreadMessages })),
    http.get('/api/user/notifications/unread', () => HttpResponse.json({ unread: unreadNotifications })),
    http.post('/api/admin/enquiries', async ({ request }) => {
      enquiryBodies.push(await request.json())
      return HttpResponse.json({ enquiries: [], page: 1, pages: 0, count: 0, unread })
    }),
  )
  return enquiryBodies
}

const render = (at = '/admin/dashboard') =>
  renderWithApp(<AdminLayoutRoute />, { path: '/admin/*', initialEntry: at, routes: [{ path: '/', element: <h1>Home page</h1> }] })

const sidebarLinks = async () => {
  const nav = (await screen.findAllByRole('navigation', { name: 'Member area' }))[0]!
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label') ?? a.textContent)
}

describe('the member area sidebar', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh')
  })

  it("shows an artist's photo, name and role, every link, the unread enquiries, and marks the current page", async () => {
    const bodies = serveMe(makeMe({ fullName: 'Meera Iyer', role: 'artist', photo: image('meera') }), 3)
    render('/admin/sales')
    const aside = await screen.findByRole('complementary', { name: 'Your account' })
    expect(await within(aside).findByRole('link', { name: 'Enquiries, 3 unread' })).toHaveAttribute('href', '/admin/enquiries')
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Artworks',
      'Collections',
      'Galleries',
      'Sales',
      'Payouts',
      'Enquiries, 3 unread',
      'Messages',
      'Offers',
      'Notifications',
      'Favourites',
      'Following',
      'Viewing rooms',
      'Security',
    ])
    expect(within(aside).getByRole('link', { name: 'Galleries' })).toHaveAttribute('href', '/admin/galleries')
    expect(within(aside).getByText('Meera Iyer')).toBeInTheDocument()
    expect(within(aside).getByText('Artist')).toBeInTheDocument()
    expect(within(aside).getByTestId('member-photo')).toHaveAttribute('src', '/media/meera-card.jpg')
    expect(within(aside).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page')
    expect(within(aside).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(bodies[0]).toEqual({ box: 'received', status: 'new' })
  })

  it('gives a gallery its Artists and Exhibitions, and no Galleries', async () => {
    serveMe(makeMe({ fullName: 'Sutra Contemporary', role: 'gallery', photo: null }))
    render()
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Artworks',
      'Collections',
      'Artists',
      'Exhibitions',
      'Sales',
      'Payouts',
      'Enquiries',
      'Messages',
      'Offers',
      'Notifications',
      'Favourites',
      'Following',
      'Viewing rooms',
      'Security',
    ])
  })

  it('gives an explorer no Artworks, Collections, Sales or Enquiries links, the default image, the unread notifications, and asks for no inbox', async () => {
    const bodies = serveMe(makeMe({ fullName: 'Asha Rao', role: 'explorer', photo: null }), 0, 2, 4)
    render()
    expect(await screen.findAllByRole('link', { name: 'Messages, 2 unread' })).not.toHaveLength(0)
    expect(await screen.findAllByRole('link', { name: 'Notifications, 4 unread' })).not.toHaveLength(0)
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Messages, 2 unread',
      'Offers',
      'Notifications, 4 unread',
      'Favourites',
      'Following',
      'Viewing rooms',
      'Security',
    ])
    const aside = screen.getByRole('complementary', { name: 'Your account' })
    expect(within(aside).getByText('Explorer')).toBeInTheDocument()
    expect(within(aside).getByTestId('default-photo')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('gives staff their works and sales but no Payouts: they are not paid through Kala', async () => {
    serveMe(makeMe({ role: 'editor' }))
    render()
    const links = await sidebarLinks()
    expect(links).toContain('Sales')
    expect(links).not.toContain('Payouts')
  })

  it('logs out: tokens, profile and cart removed, back to the home page', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 'a1', title: 'Monsoon', artistName: 'Meera Iyer', price: 1, image: '' }]))
    serveMe(makeMe({ role: 'collector' }))
    const user = userEvent.setup()
    render()
    await sidebarLinks()
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.userProfile)).not.toBeNull())
    const aside = screen.getByRole('complementary', { name: 'Your account' })
    await user.click(within(aside).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userProfile, STORAGE_KEYS.cart]) {
      expect(localStorage.getItem(key)).toBeNull()
    }
  })

  it("opens the same links in a menu (the phone's sidebar) and closes it when one is chosen", async () => {
    serveMe(makeMe({ role: 'gallery' }))
    const user = userEvent.setup()
    const { router } = render()
    await sidebarLinks()
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Your account' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toContain('Collections')
    await user.click(within(menu).getByRole('link', { name: 'Favourites' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/admin/favourites')
  })
})

import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { NotificationBell } from './notification-bell'

afterEach(() => localStorage.clear())

describe('NotificationBell', () => {
  it('shows a signed-in member how many notifications they have not read, linking to the list', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    server.use(http.get('/api/user/notifications/unread', () => HttpResponse.json({ unread: 3 })))
    renderWithApp(<NotificationBell />)
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' })
    expect(bell).toHaveAttribute('href', '/admin/notifications')
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3')
  })

  it('is not shown to a visitor', () => {
    renderWithApp(<NotificationBell />)
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull()
  })
})

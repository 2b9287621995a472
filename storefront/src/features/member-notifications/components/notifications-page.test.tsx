import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { AlertEntry, NotificationEntry } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { NotificationsPage } from './notifications-page'

const alert: AlertEntry = {
  _id: '3',
  name: 'Abstract · Blue',
  criteria: { style: ['abstract'], color: 'blue' },
  frequency: 'daily',
  shopPath: '/shop/artworks?style=abstract&color=blue',
  createdAt: '2026-11-28T10:00:00.000Z',
}
const told: NotificationEntry = {
  _id: '9',
  kind: 'price-drop',
  reason: 'like',
  createdAt: '2026-11-28T11:00:00.000Z',
  readAt: null,
  artwork: { _id: '12', title: 'Monsoon', artistName: 'Meera Iyer', price: 40000, image: null, path: '/shop/artwork/meera-iyer/monsoon' },
}

function serve() {
  const calls: string[] = []
  let alerts = [alert]
  server.use(
    http.get('/api/user/alerts', () => HttpResponse.json({ alerts, settings: { digest: 'daily', followedWorks: true } })),
    http.delete('/api/user/alerts/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`)
      alerts = []
      return HttpResponse.json({ message: 'Alert deleted.' })
    }),
    http.patch('/api/user/alerts/:id', async ({ params, request }) => {
      const body = (await request.json()) as { frequency: 'daily' | 'instant' }
      calls.push(`PATCH ${String(params.id)} ${JSON.stringify(body)}`)
      alerts = alerts.map((a) => (a._id === params.id ? { ...a, frequency: body.frequency } : a))
      return HttpResponse.json({ alert: alerts[0], message: 'We will e-mail you at once about this alert.' })
    }),
    http.put('/api/user/notification-settings', async ({ request }) => {
      calls.push(`PUT ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({ settings: { digest: 'off', followedWorks: false } })
    }),
    http.get('/api/user/notifications', () => HttpResponse.json({ notifications: [told], unread: 1 })),
    http.post('/api/user/notifications/read', () => {
      calls.push('READ')
      return HttpResponse.json({ unread: 0 })
    }),
  )
  return calls
}

afterEach(() => localStorage.clear())

describe('NotificationsPage', () => {
  it('shows what the member was told (marking it read), their alerts with Delete, and saves their e-mail settings', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<NotificationsPage />, { path: '/admin/notifications' })
    expect(await screen.findByRole('link', { name: 'Monsoon' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/monsoon')
    expect(screen.getByText('Price lowered')).toBeInTheDocument()
    expect(screen.getByText('Meera Iyer · ₹40,000')).toBeInTheDocument()
    await waitFor(() => expect(calls).toContain('READ'))
    expect(await screen.findByRole('link', { name: 'Abstract · Blue' })).toHaveAttribute('href', alert.shopPath)

    await user.selectOptions(await screen.findByLabelText(/E-mails of new works/), 'off')
    await user.click(screen.getByLabelText('Tell me of new works by the artists and galleries I follow'))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(calls).toContain('PUT {"digest":"off","followedWorks":false}'))

    await user.click(screen.getByRole('button', { name: 'Delete the alert Abstract · Blue' }))
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument()
    expect(calls).toContain('DELETE 3')
  })

  it("changes one alert's frequency as soon as it is chosen", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const calls = serve()
    const user = userEvent.setup()
    renderWithApp(<NotificationsPage />, { path: '/admin/notifications' })
    const form = await screen.findByRole('form', { name: 'E-mails for the alert Abstract · Blue' })
    const select = within(form).getByLabelText('E-mail')
    expect(select).toHaveDisplayValue('Daily digest')
    await user.selectOptions(select, 'At once')
    await waitFor(() => expect(calls).toContain('PATCH 3 {"frequency":"instant"}'))
    expect(await screen.findByText('We will e-mail you at once about this alert.')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveDisplayValue('At once'))
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { ALERT_MESSAGES } from '@shared/alerts'
import { STORAGE_KEYS } from '@shared/constants'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { EMPTY_FILTERS, parseFilters } from '../lib/filters'
import { SaveAlertButton } from './save-alert-button'

/** The server's alerts route: records each body; a second save of the same filters is refused as the server does. */
function serveAlerts() {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/user/alerts', async ({ request }) => {
      const body = (await request.json()) as { criteria: unknown }
      bodies.push(body)
      if (bodies.length > 1) return HttpResponse.json({ error: ALERT_MESSAGES.duplicate }, { status: 409 })
      return HttpResponse.json({ alert: {}, message: ALERT_MESSAGES.saved }, { status: 201 })
    }),
  )
  return bodies
}

afterEach(() => localStorage.clear())

describe('SaveAlertButton', () => {
  it('asks a visitor to log in and saves nothing', async () => {
    const bodies = serveAlerts()
    const user = userEvent.setup()
    renderWithApp(<SaveAlertButton filters={parseFilters('?style=abstract')} />, { path: '/shop/artworks' })
    await user.click(screen.getByRole('button', { name: 'Save as alert' }))
    await screen.findByRole('dialog', { name: 'Login Required' })
    expect(bodies).toEqual([])
  })

  it("saves a member's current filters (not the sort) and says so; a second save says it exists", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const bodies = serveAlerts()
    const user = userEvent.setup()
    renderWithApp(<SaveAlertButton filters={parseFilters('?style=abstract,pop-art&color=blue&priceMax=50000&sort=price-asc')} />, {
      path: '/shop/artworks',
    })
    await user.click(screen.getByRole('button', { name: 'Save as alert' }))
    expect(await screen.findByText(ALERT_MESSAGES.saved)).toBeInTheDocument()
    expect(bodies).toEqual([{ criteria: { style: 'abstract,pop-art', color: 'blue', priceMax: 50000 }, frequency: 'daily' }])
    await user.click(screen.getByRole('button', { name: 'Save as alert' }))
    expect(await screen.findByText(ALERT_MESSAGES.duplicate)).toBeInTheDocument()
    await waitFor(() => expect(bodies).toHaveLength(2))
  })

  it('is not offered on search results or the style quiz’s ranking', () => {
    renderWithApp(
      <>
        <SaveAlertButton filters={{ ...EMPTY_FILTERS, q: 'river' }} />
        <SaveAlertButton filters={{ ...EMPTY_FILTERS, style: ['abstract'], match: 'any' }} />
      </>,
    )
    expect(screen.queryByRole('button', { name: 'Save as alert' })).toBeNull()
  })
})

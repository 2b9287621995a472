import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeGallery } from '@/testing/profile-fixtures'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { GalleriesDirectory } from './galleries-directory'

describe('GalleriesDirectory', { timeout: 20_000 }, () => {
  it('has the three tabs and tiles linking to /gallery/{username}', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('/api/public/top-galleries', async ({ request }) => {
        const body = (await request.json()) as { type: string; page: number }
        bodies.push(body)
        const gallery =
          body.type === 'Most Active'
            ? makeGallery({ _id: 'g2', username: 'kaveri-arts', fullName: 'Kaveri Arts', city: 'Bengaluru', exhibitionCount: 1 })
            : makeGallery()
        return HttpResponse.json({ galleries: [gallery], page: 1, pages: 1, count: 1 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<GalleriesDirectory />, { path: '/galleries' })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Currently Viewing', 'Most Active', 'New Arrivals'])
    const tile = await screen.findByRole('link', { name: /Sutra Contemporary/ })
    expect(tile).toHaveAttribute('href', '/gallery/sutra-contemporary')
    expect(within(tile).getByText('4 exhibitions')).toBeInTheDocument()
    expect(within(tile).getByRole('img', { name: 'Inside Sutra Contemporary' })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Most Active' }))
    const other = await screen.findByRole('link', { name: /Kaveri Arts/ })
    expect(other).toHaveAttribute('href', '/gallery/kaveri-arts')
    expect(within(other).getByText('1 exhibition')).toBeInTheDocument()
    expect(bodies).toEqual([
      { type: 'Currently Viewing', page: 1 },
      { type: 'Most Active', page: 1 },
    ])
  })

  it("offers 'Try again' when the list cannot be loaded", async () => {
    server.use(http.post('/api/public/top-galleries', () => HttpResponse.json({ error: 'Service unavailable.' }, { status: 503 })))
    renderWithApp(<GalleriesDirectory />, { path: '/galleries' })
    expect(await screen.findByRole('alert')).toHaveTextContent('The galleries could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

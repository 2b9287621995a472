import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '@shared/constants'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { SellerOnly } from './seller-only'

const renderAs = (role: Role) => {
  server.use(http.get('/api/user/me', () => HttpResponse.json(makeMe({ role }))))
  return renderWithApp(
    <SellerOnly what="Artworks">
      <h1>Your artworks</h1>
    </SellerOnly>,
  )
}

describe('SellerOnly', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('tells an explorer the screen is not for their role, with a way on, instead of the screen', async () => {
    renderAs('explorer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument()
    expect(screen.getByText(/Artworks is for artists, galleries, collectors and researchers/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/admin/dashboard')
    expect(screen.queryByRole('heading', { name: 'Your artworks' })).not.toBeInTheDocument()
  })

  it.each(['artist', 'gallery', 'collector', 'researcher', 'admin'] as const)('shows the screen to a %s', async (role) => {
    renderAs(role)
    expect(await screen.findByRole('heading', { name: 'Your artworks' })).toBeInTheDocument()
    expect(screen.queryByText('Not for your role')).not.toBeInTheDocument()
  })
})

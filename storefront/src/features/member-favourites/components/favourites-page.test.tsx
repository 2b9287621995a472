import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Artwork } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeArtwork } from '@/testing/fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { FavouritesPage } from './favourites-page'

const liked = (n: number, from = 1): Artwork[] =>
  Array.from({ length: n }, (_, i) => makeArtwork({ _id: `w${from + i}`, title: `Work ${from + i}`, hasLiked: true }))

describe('FavouritesPage', () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('shows the liked works as cards and loads more', async () => {
    const pages = [liked(12), liked(2, 13)]
    server.use(
      http.post('/api/admin/likes', async ({ request }) => {
        const { page = 1 } = (await request.json()) as { page?: number }
        return HttpResponse.json({ artworks: pages[page - 1], page, pages: 2, count: 14 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<FavouritesPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites (14)' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.getByText('Showing 12 of 14 favourites')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByRole('article', { name: 'Work 14' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('takes an unliked work off at once, unlikes it on the server and reads the list again', async () => {
    let works = liked(2)
    const unliked: string[] = []
    let reads = 0
    server.use(
      http.post('/api/admin/likes', () => {
        reads += 1
        return HttpResponse.json({ artworks: works, page: 1, pages: 1, count: works.length })
      }),
      http.post('/api/user/unlike-artwork', async ({ request }) => {
        const { artworkId } = (await request.json()) as { artworkId: string }
        await delay(50)
        unliked.push(artworkId)
        works = works.filter((w) => w._id !== artworkId)
        return HttpResponse.json({ hasLiked: false, likes: 0 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<FavouritesPage />)
    const card = await screen.findByRole('article', { name: 'Work 1' })
    await user.click(within(card).getByRole('button', { name: 'Remove from favourites' }))
    // Gone before the server answers.
    expect(screen.queryByRole('article', { name: 'Work 1' })).not.toBeInTheDocument()
    expect(unliked).toEqual([])
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites (1)' })).toBeInTheDocument()
    await waitFor(() => expect(unliked).toEqual(['w1']))
    await waitFor(() => expect(reads).toBe(2))
    expect(await screen.findByText('Removed From Favourites')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('puts the work back when the server refuses the unlike', async () => {
    server.use(
      http.post('/api/admin/likes', () => HttpResponse.json({ artworks: liked(1), page: 1, pages: 1, count: 1 })),
      http.post('/api/user/unlike-artwork', () => HttpResponse.json({ error: 'Something went wrong.' }, { status: 500 })),
    )
    const user = userEvent.setup()
    renderWithApp(<FavouritesPage />)
    const card = await screen.findByRole('article', { name: 'Work 1' })
    await user.click(within(card).getByRole('button', { name: 'Remove from favourites' }))
    expect(await screen.findByRole('article', { name: 'Work 1' })).toBeInTheDocument()
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument()
  })

  it('with no favourites says so and links to the shop', async () => {
    server.use(http.post('/api/admin/likes', () => HttpResponse.json({ artworks: [], page: 1, pages: 0, count: 0 })))
    renderWithApp(<FavouritesPage />)
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Artworks' })).toHaveAttribute('href', '/shop/artworks')
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { FollowingEntry } from '@shared/api-types'
import { STORAGE_KEYS } from '@shared/constants'
import { server } from '@/testing/server'
import { renderWithApp } from '@/testing/render'
import { FollowButton } from './follow-button'

const meera: FollowingEntry = {
  kind: 'artist',
  _id: '7',
  name: 'Meera Iyer',
  photo: null,
  city: 'Pune',
  slug: 'meera-iyer',
  followedAt: '2026-11-28T10:00:00.000Z',
}

/** The server's follows of one member, as the API keeps them; records each PUT and DELETE. */
function serveFollows(initial: FollowingEntry[] = []) {
  let list = [...initial]
  const calls: string[] = []
  server.use(
    http.get('/api/user/following', () => HttpResponse.json({ following: list })),
    http.put('/api/user/following/:kind/:id', ({ params }) => {
      calls.push(`PUT ${String(params.kind)} ${String(params.id)}`)
      list = [{ ...meera, kind: params.kind as FollowingEntry['kind'], _id: String(params.id) }, ...list]
      return HttpResponse.json({ following: true, followers: 1 })
    }),
    http.delete('/api/user/following/:kind/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.kind)} ${String(params.id)}`)
      list = list.filter((f) => !(f.kind === params.kind && f._id === params.id))
      return HttpResponse.json({ following: false, followers: 0 })
    }),
  )
  return calls
}

afterEach(() => sessionStorage.clear())

describe('FollowButton', () => {
  it('asks a visitor to log in (carrying the page) and follows once they are back signed in', async () => {
    const calls = serveFollows()
    const user = userEvent.setup()
    const view = renderWithApp(<FollowButton target={{ kind: 'artist', id: '7' }} name="Meera Iyer" />, {
      path: '/artist/meera-iyer',
    })
    await user.click(screen.getByRole('button', { name: 'Follow Meera Iyer' }))
    await screen.findByRole('dialog', { name: 'Login Required' })
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/artist/meera-iyer')}`,
    )
    expect(calls).toEqual([])
    view.unmount()

    // Back from the login page, signed in: the press becomes the follow, once.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    renderWithApp(<FollowButton target={{ kind: 'artist', id: '7' }} name="Meera Iyer" />, { path: '/artist/meera-iyer' })
    expect(await screen.findByRole('button', { name: 'Following Meera Iyer' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(calls).toEqual(['PUT artist 7']))
  })

  it('follows and unfollows a gallery for a member: a second press unfollows', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    const calls = serveFollows()
    const user = userEvent.setup()
    renderWithApp(<FollowButton target={{ kind: 'gallery', id: '3' }} name="Lalit Gallery" />)
    const follow = await screen.findByRole('button', { name: 'Follow Lalit Gallery' })
    await waitFor(() => expect(follow).toBeEnabled())
    expect(follow).toHaveAttribute('aria-pressed', 'false')
    await user.click(follow)
    expect(await screen.findByRole('button', { name: 'Following Lalit Gallery' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Following Lalit Gallery' }))
    expect(await screen.findByRole('button', { name: 'Follow Lalit Gallery' })).toHaveAttribute('aria-pressed', 'false')
    expect(calls).toEqual(['PUT gallery 3', 'DELETE gallery 3'])
  })

  it('shows Following for whom the member already follows, and puts it back when the server refuses', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    serveFollows([meera])
    let refused = 0
    server.use(
      http.delete('/api/user/following/:kind/:id', () => {
        refused++
        return HttpResponse.json({ error: 'Please try again.' }, { status: 400 })
      }),
    )
    const user = userEvent.setup()
    renderWithApp(<FollowButton target={{ kind: 'artist', id: '7' }} name="Meera Iyer" />)
    const button = await screen.findByRole('button', { name: 'Following Meera Iyer' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    await waitFor(() => expect(refused).toBe(1))
    expect(await screen.findByRole('button', { name: 'Following Meera Iyer' })).toHaveAttribute('aria-pressed', 'true')
  })
})

import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { server } from '@/testing/server'
import { api, ApiError } from './api-client'

describe('api client', () => {
  it('sends the bearer token and returns the JSON body', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1')
    server.use(
      http.get('/api/user/me', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-1'
          ? HttpResponse.json({ fullName: 'Meera Iyer' })
          : HttpResponse.json({ error: 'No token' }, { status: 401 }),
      ),
    )
    await expect(api.get('/api/user/me')).resolves.toEqual({ fullName: 'Meera Iyer' })
  })

  it('refreshes the token once on 401 and retries', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1')
    const refreshBodies: unknown[] = []
    server.use(
      http.get('/api/user/me', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ fullName: 'Meera Iyer' })
          : HttpResponse.json({ error: 'Token expired' }, { status: 401 }),
      ),
      http.post('/auth/refresh-token', async ({ request }) => {
        refreshBodies.push(await request.json())
        return HttpResponse.json({ accessToken: 'fresh', refreshToken: 'refresh-2' })
      }),
    )

    await expect(api.get('/api/user/me')).resolves.toEqual({ fullName: 'Meera Iyer' })
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }])
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh')
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2')
  })

  it('shares one refresh between requests that fail together', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1')
    let refreshes = 0
    server.use(
      http.get('/api/user/me', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ error: 'Token expired' }, { status: 401 }),
      ),
      http.post('/auth/refresh-token', () => {
        refreshes += 1
        return HttpResponse.json({ accessToken: 'fresh' })
      }),
    )
    await Promise.all([api.get('/api/user/me'), api.get('/api/user/me')])
    expect(refreshes).toBe(1)
  })

  it('drops a dead session quietly (tokens and profile, not the cart) and asks once more as a visitor', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked')
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ fullName: 'Meera Iyer' }))
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: 'a1', title: 'Monsoon', artistName: 'Meera Iyer', price: 1, image: '' }]))
    const auth: Array<string | null> = []
    let refreshes = 0
    server.use(
      http.get('/api/user/me', ({ request }) => {
        auth.push(request.headers.get('authorization'))
        return HttpResponse.json({ error: 'Your session has expired. Please log in again.' }, { status: 401 })
      }),
      http.post('/auth/refresh-token', () => {
        refreshes += 1
        return HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 })
      }),
    )
    const error = await api.get('/api/user/me').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401 })
    // Once with the dead token, once as a visitor; one refresh, no loop.
    expect(auth).toEqual(['Bearer expired', null])
    expect(refreshes).toBe(1)
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull()
  })

  it('serves a public page to a stale session as to a visitor, without "Your session has expired"', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked')
    server.use(
      http.get('/api/public/artwork/7', ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json({ error: 'Your session has expired. Please log in again.' }, { status: 401 })
          : HttpResponse.json({ artwork: { _id: '7' } }),
      ),
      http.post('/auth/refresh-token', () => HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 })),
    )
    await expect(api.get('/api/public/artwork/7')).resolves.toEqual({ artwork: { _id: '7' } })
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    // Later calls go as a visitor straight away: no second refresh.
    await expect(api.get('/api/public/artwork/7')).resolves.toEqual({ artwork: { _id: '7' } })
  })

  it('drops a stale session the server served as a visitor (WWW-Authenticate invalid_token) when it cannot be renewed', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked')
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ id: '7', title: 'Monsoon', artistName: 'Meera', price: 1000, image: '' }]))
    let refreshes = 0
    server.use(
      http.get('/api/public/artwork/7', ({ request }) =>
        HttpResponse.json(
          { artwork: { _id: '7' } },
          request.headers.get('authorization') ? { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } } : undefined,
        ),
      ),
      http.post('/auth/refresh-token', () => {
        refreshes += 1
        return HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 })
      }),
    )
    await expect(api.get('/api/public/artwork/7')).resolves.toEqual({ artwork: { _id: '7' } })
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toBeNull()
    await api.get('/api/public/artwork/7')
    expect(refreshes).toBe(1)
  })

  it('renews a stale session the server served as a visitor and asks again as the member', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1')
    server.use(
      http.get('/api/public/artwork/7', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ artwork: { _id: '7', hasLiked: true } })
          : HttpResponse.json(
              { artwork: { _id: '7', hasLiked: false } },
              { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
            ),
      ),
      http.post('/auth/refresh-token', () => HttpResponse.json({ accessToken: 'fresh', refreshToken: 'refresh-2' })),
    )
    await expect(api.get('/api/public/artwork/7')).resolves.toEqual({ artwork: { _id: '7', hasLiked: true } })
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh')
  })

  it('keeps the session when the refresh fails on the server side (5xx), and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1')
    server.use(
      http.get('/api/user/me', () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })),
      http.post('/auth/refresh-token', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 503 })),
    )
    await expect(api.get('/api/user/me')).rejects.toMatchObject({ status: 503, message: 'Database unavailable' })
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1')
  })

  it('does not try to refresh when a login is refused', async () => {
    server.use(http.post('/auth/login', () => HttpResponse.json({ error: 'Invalid credentials' }, { status: 401 })))
    await expect(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    })
  })

  it("throws ApiError with the server's error text and status", async () => {
    server.use(
      http.post('/api/user/contact', () =>
        HttpResponse.json({ error: 'message: Too small', details: [{ path: 'message', message: 'Too small' }] }, { status: 400 }),
      ),
    )
    const error = await api.post('/api/user/contact', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'message: Too small' })
  })

  it('gives a readable message when the server sends no JSON', async () => {
    server.use(http.get('/api/public/artwork-of-the-day', () => new HttpResponse('Bad gateway', { status: 502 })))
    await expect(api.get('/api/public/artwork-of-the-day')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong on our side. Please try again.',
    })
  })

  it('turns a network failure into ApiError status 0', async () => {
    server.use(http.get('/api/public/site-settings', () => HttpResponse.error()))
    await expect(api.get('/api/public/site-settings')).rejects.toMatchObject({ status: 0 })
  })

  describe('an upload with progress (XMLHttpRequest)', () => {
    it('sends the multipart body with the bearer token, reports its end and returns the JSON answer', async () => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1')
      let auth: string | null = null
      let title: FormDataEntryValue | null = null
      server.use(
        http.post('/api/admin/add-artwork', async ({ request }) => {
          auth = request.headers.get('authorization')
          title = (await request.formData()).get('title')
          return HttpResponse.json({ message: 'Artwork added.' }, { status: 201 })
        }),
      )
      const body = new FormData()
      body.append('title', 'Monsoon Field')
      const progress: number[] = []
      await expect(api.post('/api/admin/add-artwork', body, { onUploadProgress: (p) => progress.push(p) })).resolves.toEqual({
        message: 'Artwork added.',
      })
      expect(auth).toBe('Bearer token-1')
      expect(title).toBe('Monsoon Field')
      expect(progress.at(-1)).toBe(1)
    })

    it("refreshes on 401 like any call, and turns a refusal into an ApiError with the server's text", async () => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'expired')
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1')
      server.use(
        http.put('/api/admin/update-artwork', ({ request }) =>
          request.headers.get('authorization') === 'Bearer fresh'
            ? HttpResponse.json({ error: 'Images must be 5 MB or smaller.' }, { status: 413 })
            : HttpResponse.json({ error: 'Token expired' }, { status: 401 }),
        ),
        http.post('/auth/refresh-token', () => HttpResponse.json({ accessToken: 'fresh', refreshToken: 'refresh-2' })),
      )
      const error = await api.put('/api/admin/update-artwork', new FormData(), { onUploadProgress: () => {} }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 413, message: 'Images must be 5 MB or smaller.' })
    })
  })
})

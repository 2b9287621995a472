import type { APIRequestContext } from '@playwright/test'
import { test } from '@playwright/test'
import { ACCOUNTS, DEMO_PASSWORD, expect } from './fixtures'

/**
 * Payload's own REST API (/cms/api) is the back office's door: staff only (access/backOfficeApi.ts).
 * Members act through the storefront's API, which applies the storefront's rules; through
 * /cms/api they could create sold works, write into others' collections and skip every limit.
 */

async function storefrontToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/auth/login', { data: { email, password: DEMO_PASSWORD } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { accessToken: string }).accessToken
}

async function cmsToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/cms/api/users/login', { data: { email, password: DEMO_PASSWORD } })
  expect(res.status(), `${email} signs in through /cms/api/users/login`).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const errorOf = async (res: { json: () => Promise<unknown> }) => ((await res.json()) as { errors: { message: string }[] }).errors[0].message

test.describe('the back office API door', () => {
  test('a visitor reaches only the sign-in endpoints', async ({ request }) => {
    for (const [method, path] of [
      ['GET', '/cms/api/artworks?limit=1'],
      ['GET', '/cms/api/users'],
      ['POST', '/cms/api/enquiries'],
      ['POST', '/cms/api/users'],
      ['POST', '/cms/api/contact-messages'],
      ['POST', '/cms/api/graphql'],
    ] as const) {
      const res = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined })
      expect(res.status(), `${method} ${path}`).toBe(401)
      expect(await errorOf(res)).toBe('Please log in to the back office to continue.')
    }
    const me = await request.get('/cms/api/users/me')
    expect(me.status()).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })

  test('a member, signed in either way, gets 403 for everything but their own sign-in', async ({ request }) => {
    const before = ((await (await request.post('/api/public/artworks', { data: { page: 1 } })).json()) as { count: number }).count
    const sessions = [
      { Authorization: `Bearer ${await storefrontToken(request, ACCOUNTS.artist)}` },
      { Authorization: `JWT ${await cmsToken(request, ACCOUNTS.artist)}` },
    ]
    for (const headers of sessions) {
      const me = await request.get('/cms/api/users/me', { headers })
      expect(me.status()).toBe(200)
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ACCOUNTS.artist)
      for (const [method, path, data] of [
        ['GET', '/cms/api/artworks?limit=1', undefined],
        ['POST', '/cms/api/artworks', { title: 'Sold before it was made', saleState: 'sold', likes: 9999 }],
        ['POST', '/cms/api/artworks/1/duplicate', {}],
        ['PATCH', '/cms/api/artwork-collections/1', { collectionName: 'Mine now' }],
        ['POST', '/cms/api/payload-locked-documents', {}],
        ['GET', '/cms/api/users?where[_verified][equals]=false', undefined],
      ] as const) {
        const res = await request.fetch(path, { method, data, headers })
        expect(res.status(), `${method} ${path}`).toBe(403)
        expect(await errorOf(res)).toBe('The back office API is for staff. Members use the storefront.')
      }
    }
    const after = ((await (await request.post('/api/public/artworks', { data: { page: 1 } })).json()) as { count: number }).count
    expect(after).toBe(before)
  })

  test('staff use it as before; bad query parameters and ids answer 400 and 404, never 5xx', async ({ request }) => {
    const headers = { Authorization: `JWT ${await cmsToken(request, 'editor@kala.test')}` }
    const ok = await request.get('/cms/api/artworks?limit=2&depth=0', { headers })
    expect(ok.status()).toBe(200)
    expect(((await ok.json()) as { docs: unknown[] }).docs).toHaveLength(2)
    for (const query of ['limit=2.5', 'page=Infinity', 'page=-1&limit=-1', 'depth=abc', 'page=0', 'pagination=maybe']) {
      const res = await request.get(`/cms/api/artworks?${query}`, { headers })
      expect(res.status(), query).toBe(400)
      expect(await errorOf(res)).toMatch(/must be/)
    }
    for (const path of ['/cms/api/artworks/abc', '/cms/api/orders/1%20OR%201=1', '/cms/api/payload-migrations']) {
      const res = await request.get(path, { headers })
      expect(res.status(), path).toBe(404)
    }
    const count = await request.get('/cms/api/artworks/count', { headers })
    expect(count.status()).toBe(200)
  })
})
